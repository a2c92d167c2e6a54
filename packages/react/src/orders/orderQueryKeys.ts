import { userQueryKey } from '../auth/authQueryKeys';

/**
 * The member's orders, under the member's key so signing out drops them; without a page, every
 * cached page and order (what a placed order invalidates).
 */
export function ordersQueryKey(page?: number) {
  return page === undefined
    ? ([...userQueryKey, 'orders'] as const)
    : ([...userQueryKey, 'orders', 'page', page] as const);
}

/** One of the member's orders, by number. */
export function orderQueryKey(number: string) {
  return [...userQueryKey, 'orders', 'number', number] as const;
}
