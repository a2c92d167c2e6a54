import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@trove/core';
import type { CheckoutBody, Order } from '@trove/core/shop';
import { useRef } from 'react';
import { ordersQueryKey } from '../orders/orderQueryKeys';
import { availabilityRootQueryKey, basketQueryKey } from './cartQueryKeys';
import { useShopApi } from './useShopApi';

function newIdempotencyKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface UseCheckoutResult
  extends Omit<UseMutationResult<Order, ApiError, CheckoutBody>, 'mutate' | 'mutateAsync'> {
  /**
   * Places the order (`POST /api/shop/checkout/`). While one checkout is in flight another call
   * returns the same promise and sends nothing: a double-clicked Pay is one request.
   */
  checkout: (body: CheckoutBody) => Promise<Order>;
}

/**
 * The checkout, one at a time. Every attempt carries an `Idempotency-Key`; an attempt whose answer
 * never came (network failure, status 0) keeps its key, so trying again cannot order or charge
 * twice, while an answered attempt (placed, declined, refused) lets the next one make a new key.
 * A placed order refreshes the basket (a new, empty one), the orders and availabilities.
 */
export function useCheckout(): UseCheckoutResult {
  const api = useShopApi();
  const queryClient = useQueryClient();
  const inFlight = useRef<Promise<Order> | null>(null);
  const key = useRef<string | null>(null);
  const mutation = useMutation<Order, ApiError, CheckoutBody>({
    mutationFn: (body) => {
      key.current ??= newIdempotencyKey();
      return api.checkout(body, { idempotencyKey: key.current });
    },
    onSuccess: () => {
      key.current = null;
      void queryClient.invalidateQueries({ queryKey: basketQueryKey });
      void queryClient.invalidateQueries({ queryKey: ordersQueryKey() });
      void queryClient.invalidateQueries({ queryKey: availabilityRootQueryKey });
    },
    onError: (error) => {
      if (error.status !== 0) key.current = null;
      // a refusal may have come from a changed basket (sold out, re-priced): show it as it is now
      if (error.status !== 0 && error.status !== 402)
        void queryClient.invalidateQueries({ queryKey: basketQueryKey });
    },
  });
  const { mutateAsync, mutate: _mutate, ...rest } = mutation;
  const checkout = (body: CheckoutBody): Promise<Order> => {
    if (inFlight.current) return inFlight.current;
    const attempt = mutateAsync(body).finally(() => {
      inFlight.current = null;
    });
    inFlight.current = attempt;
    return attempt;
  };
  return { ...rest, checkout };
}
