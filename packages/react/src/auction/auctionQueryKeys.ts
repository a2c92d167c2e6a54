import type { LotListQuery } from '@trove/core/auction';
import { userQueryKey } from '../auth/authQueryKeys';

/** Every cached lot lives under this key. */
export const lotsRootQueryKey = ['trove', 'lot'] as const;

/** One lot, as the member (or an anonymous visitor) sees it. */
export function lotQueryKey(id: number) {
  return [...lotsRootQueryKey, id] as const;
}

/**
 * A page of the member's lots; without a query, every cached page. Under the member's key, so
 * signing out drops them.
 */
export function myLotsQueryKey(query?: LotListQuery) {
  return query === undefined
    ? ([...userQueryKey, 'auctionLots'] as const)
    : ([...userQueryKey, 'auctionLots', query.sort ?? null, query.page ?? 1] as const);
}

/** Every cached increment table lives under this key. */
export const incrementsRootQueryKey = ['trove', 'auctionIncrements'] as const;

/** The increment table an organisation's new lots take. */
export function incrementsQueryKey(organisation: number) {
  return [...incrementsRootQueryKey, organisation] as const;
}
