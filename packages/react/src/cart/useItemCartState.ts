import { useQuery } from '@tanstack/react-query';
import type { ApiError } from '@trove/core';
import { type Availability, type ItemCartState, itemCartState } from '@trove/core/shop';
import { useAuthToken } from '../auth/useAuthToken';
import { availabilityQueryKey } from './cartQueryKeys';
import { useBasket } from './useBasket';
import { useShopApi } from './useShopApi';

/**
 * An item's cart state on its Buy Now row (core's `itemCartState`): `in-cart` when the member's
 * basket holds its product, else `checking` while `GET {product}availability/` runs, `can-add` or
 * `unavailable` by its answer; a failed check shows unavailable. Anonymous visitors see the
 * product's availability only (they have no basket).
 */
export function useItemCartState(productUrl: string): ItemCartState {
  const api = useShopApi();
  const signedIn = useAuthToken() !== null;
  const basket = useBasket();
  const availability = useQuery<Availability, ApiError>({
    queryKey: availabilityQueryKey(productUrl),
    queryFn: () => api.availability(productUrl),
    retry: false,
  });
  return itemCartState({
    productUrl,
    availability: availability.data ?? null,
    loading: availability.isPending || (signedIn && basket.isPending),
    failed: availability.isError,
    basket: basket.data ?? null,
  });
}
