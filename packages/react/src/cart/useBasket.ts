import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ApiError } from '@trove/core';
import type { Basket } from '@trove/core/shop';
import { useAuthToken } from '../auth/useAuthToken';
import { basketQueryKey } from './cartQueryKeys';
import { useShopApi } from './useShopApi';

export interface UseBasketOptions {
  /** Default: true. Never while signed out (the basket is the member's). */
  enabled?: boolean;
}

/**
 * The signed-in member's one open basket (`GET /api/shop/basket/`): its lines, currency and
 * totals. Not fetched while signed out. The navbar counts its lines; the cart modal shows it.
 */
export function useBasket({ enabled = true }: UseBasketOptions = {}): UseQueryResult<Basket, ApiError> {
  const api = useShopApi();
  const token = useAuthToken();
  return useQuery<Basket, ApiError>({
    queryKey: basketQueryKey,
    queryFn: () => api.basket(),
    enabled: enabled && token !== null,
  });
}
