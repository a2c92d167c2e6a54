import { CartIcon } from '@trove/react/cart';
import { useBasketCount } from './useBasketCount';
import { useCartPopup } from './useCartPopup';

export interface CartButtonTranslations {
  cart: string;
  cartWithCount: (count: number) => string;
}

export const cartButtonTranslations: CartButtonTranslations = {
  cart: 'Cart',
  cartWithCount: (count) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`,
};

/**
 * `<trove-cart-button>`: the member's basket line count (once this page's elements are signed in)
 * on a link to the marketplace's cart page, opened in a popup (a new tab when popups are blocked).
 * Signing in, and card entry, happen there, never in the partner's page.
 */
export function CartButtonWidget() {
  const count = useBasketCount();
  const { href, onClick } = useCartPopup();
  const t = cartButtonTranslations;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="trove-cart-button"
      part="button"
      onClick={onClick}
    >
      <CartIcon part="icon" />
      <span className="trove-cart-button__label" part="label" aria-hidden="true">
        {t.cart}
      </span>
      <span className="trove-visually-hidden">{count === undefined ? t.cart : t.cartWithCount(count)}</span>
      {count !== undefined && (
        <span className="trove-cart-button__count" part="count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </a>
  );
}
