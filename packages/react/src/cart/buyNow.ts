// `@trove/react/buy-now`: an item pane's Buy Now row alone. `@trove/react/cart` holds it too, with
// the cart modal and card entry, whose react-aria dialog the row never opens (Add to Cart adds, the
// cart is a page of its own): loaded for the row, it made a listing's page evaluate react-aria (and
// Intl's locale data) as the pane first showed.
export { BuyNowRow, type BuyNowRowProps } from './BuyNowRow';
export { type AddToCartInput, type UseAddToCartOptions, useAddToCart } from './useAddToCart';
export { useItemCartState } from './useItemCartState';
