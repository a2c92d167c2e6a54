import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListingSort } from '@trove/core/listing';
import { listingStatsQueryKey, listingsQueryKey } from './listingQueryKeys';
import { useListingApi } from './useListingApi';

/** A page of the member's listings (`GET /api/listings/items/`: page, q, sort); the last page shows while the next loads. */
export function useListings(params: { page: number; q: string; sort: ListingSort }) {
  const api = useListingApi();
  return useQuery({
    queryKey: listingsQueryKey(params),
    queryFn: () =>
      api.listings({ page: params.page, sort: params.sort, ...(params.q ? { q: params.q } : {}) }),
    placeholderData: keepPreviousData,
  });
}

/** The dashboard's stats strip (`GET /api/analytics/dashboard/`). */
export function useListingStats() {
  const api = useListingApi();
  return useQuery({ queryKey: listingStatsQueryKey, queryFn: () => api.stats() });
}
