import type { Decorator } from '@storybook/react-vite';
import { createMemoryStorage, createMemoryTokenStore, createTroveClient } from '@trove/core';
import { type ReactNode, useState } from 'react';
import { createTroveQueryClient, TroveProvider } from '../provider/TroveProvider';
import { ToastProvider } from '../toast/ToastProvider';
import { ToastRegion } from '../toast/ToastRegion';

/** The story's own toasts, shown: success stories assert them. */
export const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
    <ToastRegion />
  </ToastProvider>
);

function SignedIn({ token, children }: { token: string; children: ReactNode }) {
  const [client] = useState(() =>
    createTroveClient({
      baseUrl: '',
      storage: createMemoryStorage(),
      tokenStore: createMemoryTokenStore(token),
    }),
  );
  const [queryClient] = useState(createTroveQueryClient);
  return (
    <TroveProvider client={client} queryClient={queryClient}>
      {children}
    </TroveProvider>
  );
}

/** A fresh client that holds a token: the story is signed in (the msw handlers answer as the member). */
export const withSignedIn: Decorator = (Story) => (
  <SignedIn token="story-token">
    <Story />
  </SignedIn>
);
