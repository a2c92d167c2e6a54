import { isApiError } from '@trove/core';
import { createTroveQueryClient } from '@trove/react';

export const queryClient = createTroveQueryClient();

/** Runs `onUnauthenticated` when any query or mutation is refused with 401 (spec: anonymous visitors go to login). */
export function watchUnauthenticated(onUnauthenticated: () => void): () => void {
  const is401 = (error: unknown) => isApiError(error) && error.status === 401;
  const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error' && is401(event.action.error))
      onUnauthenticated();
  });
  const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error' && is401(event.action.error))
      onUnauthenticated();
  });
  return () => {
    unsubscribeQueries();
    unsubscribeMutations();
  };
}
