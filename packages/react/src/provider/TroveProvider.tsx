import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TroveClient } from '@trove/core';
import { type ReactNode, useMemo, useState } from 'react';
import { TroveContext } from './troveContext';

export interface TroveProviderProps {
  client: TroveClient;
  /** Share one QueryClient between several providers (the elements do, one per page). Default: a new one. */
  queryClient?: QueryClient;
  children?: ReactNode;
}

/** Makes the Trove client and server state available to every Trove hook and component below it. */
export function TroveProvider({ client, queryClient, children }: TroveProviderProps) {
  const [ownQueryClient] = useState(() => queryClient ?? createTroveQueryClient());
  const value = useMemo(() => ({ client }), [client]);
  return (
    <QueryClientProvider client={queryClient ?? ownQueryClient}>
      <TroveContext.Provider value={value}>{children}</TroveContext.Provider>
    </QueryClientProvider>
  );
}

/** The QueryClient defaults Trove's hooks are written for. */
export function createTroveQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
    },
  });
}
