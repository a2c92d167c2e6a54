import { useQuery } from '@tanstack/react-query';
import type { ApiError } from '@trove/core';
import type { Order } from '@trove/core/shop';
import { useAuthToken } from '../auth/useAuthToken';
import { useShopApi } from '../cart/useShopApi';
import { orderQueryKey } from './orderQueryKeys';

/**
 * One of the signed-in member's orders by number (`GET /api/shop/orders/{number}/`). `listed`, the
 * order as the list gave it, shows at once while the detail loads.
 */
export function useOrder(number: string, listed?: Order) {
  const api = useShopApi();
  const token = useAuthToken();
  return useQuery<Order, ApiError>({
    queryKey: orderQueryKey(number),
    queryFn: () => api.order(`/api/shop/orders/${encodeURIComponent(number)}/`),
    enabled: token !== null,
    placeholderData: listed,
  });
}
