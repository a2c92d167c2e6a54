import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryStorage, createMemoryTokenStore, createTroveClient } from '@trove/core';
import { type ReactElement, StrictMode } from 'react';
import { TroveProvider } from '../provider/TroveProvider';
import { ToastProvider } from '../toast/ToastProvider';
import { ToastRegion } from '../toast/ToastRegion';
import { createToastQueue } from '../toast/toastQueue';

export interface RenderWithTroveOptions {
  /** Signed in with this token. Default: signed out. */
  token?: string | null;
  /** Render inside <StrictMode>. */
  strict?: boolean;
}

/** Renders a connected component as the site does: a client on http://trove.test (msw answers), toasts shown. */
export function renderWithTrove(
  ui: ReactElement,
  { token = null, strict = false }: RenderWithTroveOptions = {},
) {
  const client = createTroveClient({
    baseUrl: 'http://trove.test',
    storage: createMemoryStorage(),
    tokenStore: createMemoryTokenStore(token),
  });
  // Tests see a failure at once rather than after a retry.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false } },
  });
  const toasts = createToastQueue();
  const tree = (
    <TroveProvider client={client} queryClient={queryClient}>
      <ToastProvider queue={toasts}>
        {ui}
        <ToastRegion />
      </ToastProvider>
    </TroveProvider>
  );
  const user = userEvent.setup();
  return { ...render(strict ? <StrictMode>{tree}</StrictMode> : tree), client, queryClient, toasts, user };
}
