import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * What the query cache holds under `queryKey`, kept current as it changes, without fetching it:
 * the query is another component's (a listing's detail, loaded by its pane). Undefined when no
 * component loaded it, or without a key.
 */
export function useCachedQueryData<T>(queryKey: QueryKey | null): T | undefined {
  const queryClient = useQueryClient();
  const hash = JSON.stringify(queryKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is read by its hash, not its identity
  const read = useCallback(
    () => (queryKey === null ? undefined : queryClient.getQueryData<T>(queryKey)),
    [queryClient, hash],
  );
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  return useSyncExternalStore(subscribe, read, read);
}
