import type { ItemCartState } from '@trove/core/shop';
import { cx } from '../../styles/cx';
import { type CartTranslations, cartTranslations } from './cartTranslations';

type Slot = 'root' | 'price' | 'button' | 'status';

export interface BuyNowRowViewProps {
  /** The price with its currency, as shown ("$120"). */
  price: string;
  /** Core's `itemCartState`. */
  state: ItemCartState;
  /** Signed out: Add to Cart goes to login (`onLogin`). Default: true. */
  signedIn?: boolean;
  /** While the add-product call runs: the button is disabled and says so. */
  adding?: boolean;
  onAdd?: () => void;
  onLogin?: () => void;
  /** In cart: the View cart button; without it none. */
  onViewCart?: (() => void) | undefined;
  classNames?: Partial<Record<Slot, string>>;
  translations?: Partial<CartTranslations>;
}

/**
 * An item's Buy Now row (seed 000 §2, §4): the price and Add to Cart in the item's cart state:
 * checking (a spinner), can add (the button), unavailable, in cart (with View cart).
 */
export function BuyNowRowView({
  price,
  state,
  signedIn = true,
  adding = false,
  onAdd,
  onLogin,
  onViewCart,
  classNames = {},
  translations,
}: BuyNowRowViewProps) {
  const t = { ...cartTranslations, ...translations };
  return (
    <div className={cx('trove-buy-now', classNames.root)} data-state={state} part="buy-now">
      <span className={cx('trove-buy-now__price', classNames.price)} part="price">
        {price}
      </span>
      {state === 'checking' && (
        <span className={cx('trove-buy-now__status', classNames.status)} role="status" part="status">
          <span className="trove-spinner" aria-hidden="true" />
          {t.checking}
        </span>
      )}
      {state === 'can-add' && (
        <button
          type="button"
          className={cx('trove-button', 'trove-button--primary', 'trove-buy-now__add', classNames.button)}
          part="button add-to-cart"
          disabled={adding}
          onClick={signedIn ? onAdd : onLogin}
        >
          {adding ? t.adding : t.addToCart}
        </button>
      )}
      {state === 'unavailable' && (
        <span
          className={cx('trove-buy-now__status', 'trove-buy-now__status--unavailable', classNames.status)}
          part="status"
        >
          {t.unavailable}
        </span>
      )}
      {state === 'in-cart' && (
        <>
          <span
            className={cx('trove-buy-now__status', 'trove-buy-now__status--in-cart', classNames.status)}
            part="status"
          >
            {t.inCart}
          </span>
          {onViewCart && (
            <button
              type="button"
              className={cx('trove-button', classNames.button)}
              part="button view-cart"
              onClick={onViewCart}
            >
              {t.viewCart}
            </button>
          )}
        </>
      )}
    </div>
  );
}
