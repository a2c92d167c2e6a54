import type { ListingSort } from '@trove/core/listing';
import { userQueryKey } from '../auth/authQueryKeys';

/** The member's listings; under the user's key, so signing out drops them. */
export const listingsRootQueryKey = [...userQueryKey, 'listings'] as const;

/** One page of the member's listings for a search and sort. */
export function listingsQueryKey(params: { page: number; q: string; sort: ListingSort }) {
  return [...listingsRootQueryKey, params] as const;
}

/** The dashboard's stats strip. */
export const listingStatsQueryKey = [...userQueryKey, 'listing-stats'] as const;
