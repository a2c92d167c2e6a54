// `@trove/react/cart`: buying. The Buy Now row of an item pane, the cart modal with the checkout's
// steps, card entry, and their hooks over core's shop client and cart rules.

export { CartIcon } from '../gallery/ui/icons';
// The member's orders (seed 001 §2 Orders tab): packages/react/src/orders
export {
  OrderModal,
  type OrderModalProps,
  type OrderModalTranslations,
  OrderModalView,
  type OrderModalViewProps,
  OrderStatusBadge,
  OrdersTable,
  type OrdersTableProps,
  type OrdersTableTranslations,
  OrdersTableView,
  type OrdersTableViewProps,
  orderModalTranslations,
  orderQueryKey,
  ordersQueryKey,
  ordersTableTranslations,
  useOrder,
  useOrders,
} from '../orders';
export { BuyNowRow, type BuyNowRowProps } from './BuyNowRow';
export { CardEntry, type CardEntryHandle, type CardEntryProps } from './CardEntry';
export { CartModal, type CartModalProps } from './CartModal';
export {
  availabilityQueryKey,
  availabilityRootQueryKey,
  basketQueryKey,
  clientTokenQueryKey,
  countriesQueryKey,
  shippingMethodsQueryKey,
  sourceTypesQueryKey,
  userAddressesQueryKey,
} from './cartQueryKeys';
export type { AddressesSubmission, AddressStepViewProps } from './ui/AddressStepView';
export { BuyNowRowView, type BuyNowRowViewProps } from './ui/BuyNowRowView';
export {
  type CartModalHrefs,
  CartModalView,
  type CartModalViewProps,
  cartModalHrefs,
} from './ui/CartModalView';
export { type CartTranslations, cartTranslations } from './ui/cartTranslations';
export {
  TestCardFieldsView,
  type TestCardFieldsViewProps,
  type TestCardTranslations,
  testCardTranslations,
} from './ui/TestCardFieldsView';
export { type AddToCartInput, type UseAddToCartOptions, useAddToCart } from './useAddToCart';
export { type UseBasketOptions, useBasket } from './useBasket';
export { type UseCheckoutResult, useCheckout } from './useCheckout';
export { useItemCartState } from './useItemCartState';
export { useRemoveLine } from './useRemoveLine';
export { useShopApi } from './useShopApi';
