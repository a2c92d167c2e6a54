import { useQuery } from '@tanstack/react-query';
import { createShopApi } from '@trove/core/shop';
import { useAuthToken, userQueryKey, useTroveClient } from '@trove/react';

// The basket under the key of @trove/react/cart's useBasket (the member's key, then `basket`), so
// both share one cache; not imported from there, whose entry would bring the whole cart modal's
// code into the partner scripts.
const basketQueryKey = [...userQueryKey, 'basket'] as const;

export { basketQueryKey };

/** The signed-in member's basket line count (`GET /api/shop/basket/`); undefined signed out or while it loads. */
export function useBasketCount(): number | undefined {
  const client = useTroveClient();
  const signedIn = useAuthToken() !== null;
  const basket = useQuery({
    queryKey: basketQueryKey,
    queryFn: () => createShopApi(client).basket(),
    enabled: signedIn,
  });
  return signedIn ? basket.data?.lines.length : undefined;
}
