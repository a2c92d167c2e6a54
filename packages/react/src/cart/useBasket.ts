import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ApiError } from '@trove/core';
import type { Basket } from '@trove/core/shop';
import { useAuthToken } from '../auth/useAuthToken';
import { useTroveClient } from '../provider/useTroveClient';
import { basketQueryKey } from './cartQueryKeys';

export interface UseBasketOptions {
  /** Default: true. Never while signed out (the basket is the member's). */
  enabled?: boolean;
}

/**
 * The signed-in member's one open basket (`GET /api/shop/basket/`): its lines, currency and
 * totals. Not fetched while signed out. The navbar counts its lines; the cart modal shows it.
 * The shop's client (core's shop entry, with its schemas) loads with the first fetch: a visitor,
 * who has no basket, never loads it.
 */
export function useBasket({ enabled = true }: UseBasketOptions = {}): UseQueryResult<Basket, ApiError> {
  const client = useTroveClient();
  const token = useAuthToken();
  return useQuery<Basket, ApiError>({
    queryKey: basketQueryKey,
    // a relative import: a widget's single script takes it up front (see the elements' build)
    queryFn: async () => (await import('./basketRequest')).fetchBasket(client),
    enabled: enabled && token !== null,
  });
}
