import { useQuery } from '@tanstack/react-query';
import type { ApiError } from '@trove/core';
import type { Item } from '@trove/core/listing';
import { userQueryKey } from '../auth/authQueryKeys';
import { useListingApi } from './useListingApi';

/** A listing as its form edits it; under the user's key, so signing out drops it. */
export function listingItemQueryKey(id: number) {
  return [...userQueryKey, 'listing-item', id] as const;
}

/** `GET /api/items/{id}/` (edit and duplicate); nothing is fetched without an id. */
export function useListingItem(id: number | undefined) {
  const api = useListingApi();
  return useQuery<Item, ApiError>({
    queryKey: listingItemQueryKey(id ?? 0),
    queryFn: () => api.item(id as number),
    enabled: id !== undefined,
    // a listing another member may not open is not asked for again
    retry: false,
  });
}
