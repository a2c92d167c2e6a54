import { createStyledElement, type TroveElementBaseProps } from '../createTroveElement';
import { defineTroveElement } from '../defineTroveElement';
import { CartButtonWidget } from './CartButtonWidget';
import { cartButtonAttributesSchema } from './cartButtonAttributes';
import { cartButtonStylesheet } from './cartButtonStylesheet';

/**
 * `<trove-cart-button>`: the member's basket line count on a partner page; choosing it opens the
 * marketplace's cart page in a popup (or a new tab), signing in there if need be. Attribute `api-base`.
 */
export interface TroveCartButtonElement extends HTMLElement, TroveElementBaseProps {}

/** The class of `<trove-cart-button>`, without registering it: see `defineTroveCartButton`. */
export const TroveCartButtonElement = /* @__PURE__ */ createStyledElement(CartButtonWidget, {
  attributes: cartButtonAttributesSchema,
  stylesheet: cartButtonStylesheet,
}) as { new (): TroveCartButtonElement; prototype: TroveCartButtonElement };

/** Registers `<trove-cart-button>`; calling it again is a no-op. */
export function defineTroveCartButton(): void {
  defineTroveElement('trove-cart-button', TroveCartButtonElement);
}

declare global {
  interface HTMLElementTagNameMap {
    'trove-cart-button': TroveCartButtonElement;
  }
}
