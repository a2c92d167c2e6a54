import { useSyncExternalStore } from 'react';
import { useTroveClient } from '../provider/useTroveClient';

/** The API token of the provider's client, or `null` when signed out; re-renders when it changes. */
export function useAuthToken(): string | null {
  const { tokenStore } = useTroveClient();
  return useSyncExternalStore(tokenStore.subscribe, tokenStore.get, tokenStore.get);
}
