import type { ListingPriceQuery } from '@trove/core/listing';
import { userQueryKey } from '../auth/authQueryKeys';

/** A listing the re-list modal prices: its place, read from the item (dashboard rows lack it). */
export function relistItemQueryKey(id: number) {
  return [...userQueryKey, 'relist-item', id] as const;
}

/** Every cached listing price of the re-list modal (free listings counted), under the member's key. */
export const listingsPricesRootQueryKey = [...userQueryKey, 'relist-price'] as const;

/** The price of a re-list in a place. */
export function relistPriceQueryKey(place: ListingPriceQuery) {
  return [...listingsPricesRootQueryKey, place] as const;
}
