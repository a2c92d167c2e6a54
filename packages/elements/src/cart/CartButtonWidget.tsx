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
      <svg
        part="icon"
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
        <path d="M2 3h3l2.6 12.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6" />
      </svg>
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
