// @trove/core/shop: buying. The shop's schemas (django-oscar-api's shapes), its client, and the
// rules of the cart and checkout: the flow over the spec's modes, address rules and messages,
// card-entry errors and an item's cart state.

export {
  ADDRESS_FIELDS,
  ADDRESS_LIMITS,
  type AddressErrors,
  type AddressField,
  type AddressLike,
  type AddressRuleOptions,
  addressErrors,
  addressSearchText,
  CHECKOUT_REQUIRED_FIELDS,
  countryCodeFromUrl,
  countryUrl,
  FIELD_REQUIRED,
  FULL_REQUIRED_FIELDS,
  fullAddressErrors,
  hasAddressErrors,
  sortCountries,
} from './cart/address';
export {
  type BraintreeErrorLike,
  braintreeTokenizeError,
  CARD_ENTRY_MESSAGES,
  type CardFieldKey,
  cardEntryErrorMessage,
  isLuhnValid,
  isTokenizeError,
  TEST_CARDS,
  type TestCardFields,
  TokenizeError,
  type TokenizeErrorKind,
  testCardNonce,
  tokenizeTestCard,
  validateTestCard,
} from './cart/cardEntry';
export {
  basketHasProduct,
  type ItemCartState,
  type ItemCartStateInput,
  itemCartState,
} from './cart/cartState';
export {
  type CheckoutFlowAction,
  type CheckoutFlowState,
  type CheckoutMode,
  canPlaceOrder,
  checkoutBody,
  checkoutFlowReducer,
  checkoutTotal,
  initialCheckoutFlow,
  isPaymentMethodSkipped,
  isPaymentSkipped,
  isShippingSkipped,
} from './cart/checkoutFlow';
export {
  addToCartFailureMessage,
  CART_MESSAGES,
  SHOP_SERVER_MESSAGES,
  UNAVAILABLE_REASON,
} from './cart/messages';
export { type AddProductResult, createShopApi, type ShopApi, shopPath } from './client/shopApi';
export {
  DEFAULT_FEE_RULE,
  type FeeRule,
  formatCents,
  roundMoney,
  type TransactionFee,
  type TransactionFeeOptions,
  transactionFee,
} from './fees/transactionFee';
export * from './schemas/shop';
export {
  type AddProductBody,
  type AddressInput,
  type CheckoutBody,
  MAX_LINE_QUANTITY,
} from './schemas/shopRequests';
