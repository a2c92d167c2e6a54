import {
  type CommunityApi,
  createCommunityApi,
  createWatchlistApi,
  type WatchlistApi,
} from '@trove/core/community';
import { createSavedSearchApi } from '@trove/core/gallery';
import { useMemo } from 'react';
import { useTroveClient } from '../provider/useTroveClient';

/** The community calls of core (`createCommunityApi`) over the provider's client. */
export function useCommunityApi(): CommunityApi {
  const client = useTroveClient();
  return useMemo(() => createCommunityApi(client), [client]);
}

/** The member's watchlist (core's `createWatchlistApi` over the saved searches). */
export function useWatchlistApi(): WatchlistApi {
  const client = useTroveClient();
  return useMemo(() => createWatchlistApi(createSavedSearchApi(client)), [client]);
}
