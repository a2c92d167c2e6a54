import { QueryClient } from '@tanstack/react-query';
import { createTroveClient, type KeyValueStorage } from '@trove/core';
import type { ReactNode } from 'react';
import { TroveProvider } from '../provider/TroveProvider';

/**
 * One page visit over `storage`: a Trove client and a QueryClient of its own, as a page load
 * makes them, and a `wrapper` providing both (for `render` and `renderHook`). Two visits over one
 * storage are a visitor coming back.
 */
export function pageVisit(storage: KeyValueStorage, baseUrl = 'http://trove.test') {
  const client = createTroveClient({ baseUrl, storage });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TroveProvider client={client} queryClient={queryClient}>
      {children}
    </TroveProvider>
  );
  return { client, wrapper };
}
