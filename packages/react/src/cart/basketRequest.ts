import type { TroveClient } from '@trove/core';
import { type Basket, createShopApi } from '@trove/core/shop';

/**
 * `GET /api/shop/basket/` through core's shop client: a module of its own, which `useBasket` loads
 * with its first fetch, so that a page's first script (a visitor has no basket) leaves the shop's
 * client and schemas out.
 */
export function fetchBasket(client: TroveClient): Promise<Basket> {
  return createShopApi(client).basket();
}
