import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiError, Page } from '@trove/core';
import type { Order } from '@trove/core/shop';
import { useAuthToken } from '../auth/useAuthToken';
import { useShopApi } from '../cart/useShopApi';
import { ordersQueryKey } from './orderQueryKeys';

/** A page (50 a page, newest first) of the signed-in member's orders; the previous page stays shown while the next loads. */
export function useOrders(page = 1) {
  const api = useShopApi();
  const token = useAuthToken();
  return useQuery<Page<Order>, ApiError>({
    queryKey: ordersQueryKey(page),
    queryFn: () => api.orders(page === 1 ? {} : { page }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
