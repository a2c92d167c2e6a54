// `@trove/elements/cart` and the `trove-cart.js` script: registers <trove-cart-button> and
// <trove-item> (an item with its Buy Now row) on import: the shop's elements.
import { defineTroveCartButton } from './cart/troveCartButtonElement';
import { defineTroveItem } from './item/troveItemElement';

export {
  CART_PATH,
  type CartProduct,
  marketplaceCartUrl,
  type OpenCartPopupOptions,
  openCartPopup,
} from './cart/cartPopup';
export { defineTroveCartButton, TroveCartButtonElement } from './cart/troveCartButtonElement';
export { defineTroveItem, TroveItemElement } from './item/troveItemElement';

defineTroveCartButton();
defineTroveItem();
