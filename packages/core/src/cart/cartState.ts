// An item's cart state on its Buy Now row (seed 000 §4, seed 001 §4): checking, can add,
// unavailable, in cart. A failed availability check stops the spinner and shows unavailable (§8).
import { shopPath } from '../client/shopApi';
import type { Availability, Basket } from '../schemas/shop';

export type ItemCartState = 'checking' | 'can-add' | 'unavailable' | 'in-cart';

export interface ItemCartStateInput {
  /** The product's availability, once known. */
  availability?: Availability | null;
  /** The availability check is under way. */
  loading?: boolean;
  /** The availability check failed. */
  failed?: boolean;
  /** The member's basket, when known (anonymous visitors have none). */
  basket?: Pick<Basket, 'lines'> | null;
  /** The item's product url (root-relative or absolute). */
  productUrl: string;
}

/** Whether the basket holds a line of this product (urls compared by their API path). */
export function basketHasProduct(
  basket: Pick<Basket, 'lines'> | null | undefined,
  productUrl: string,
): boolean {
  if (!basket) return false;
  const path = shopPath(productUrl);
  return basket.lines.some((line) => shopPath(line.product) === path);
}

/**
 * `in-cart` when the basket holds the product; else `checking` while the availability is being
 * checked (or not known yet), `unavailable` when the check failed or the product cannot be bought,
 * `can-add` when it can.
 */
export function itemCartState({
  availability,
  loading,
  failed,
  basket,
  productUrl,
}: ItemCartStateInput): ItemCartState {
  if (basketHasProduct(basket, productUrl)) return 'in-cart';
  if (loading) return 'checking';
  if (failed) return 'unavailable';
  if (!availability) return 'checking';
  return availability.is_available_to_buy ? 'can-add' : 'unavailable';
}
