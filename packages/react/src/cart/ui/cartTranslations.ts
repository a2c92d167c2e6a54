import { CART_MESSAGES } from '@trove/core/shop';

/** The cart's product copy (spec §4 Cart modal, §8 Cart), defaulting to the spec's texts. */
export interface CartTranslations {
  // Buy Now row
  addToCart: string;
  adding: string;
  checking: string;
  unavailable: string;
  inCart: string;
  viewCart: string;
  // the modal
  close: string;
  back: string;
  titles: Record<
    | 'loading'
    | 'login'
    | 'cart'
    | 'addresses'
    | 'shipping-method'
    | 'payment-method'
    | 'payment'
    | 'complete',
    string
  >;
  loading: string;
  loginText: string;
  login: string;
  emptyCart: string;
  remove: (title: string) => string;
  quantity: string;
  auctionWin: string;
  subtotal: string;
  shipping: string;
  tax: string;
  total: string;
  checkout: string;
  next: string;
  billingAddress: string;
  shippingAddress: string;
  savedAddresses: string;
  newAddress: string;
  sameAsBilling: string;
  addressFields: Record<
    | 'title'
    | 'first_name'
    | 'last_name'
    | 'line1'
    | 'line2'
    | 'line3'
    | 'city'
    | 'postcode'
    | 'state'
    | 'country',
    string
  >;
  choose: string;
  shippingMethods: string;
  free: string;
  paymentMethods: string;
  selectPaymentMethod: string;
  card: string;
  pay: (total: string) => string;
  paying: string;
  placeOrder: string;
  completeTitle: string;
  completeText: (number: string) => string;
  viewOrders: string;
  continueShopping: string;
}

export const cartTranslations: CartTranslations = {
  addToCart: 'Add to Cart',
  adding: 'Adding…',
  checking: 'Checking availability…',
  unavailable: 'Unavailable',
  inCart: 'In your cart',
  viewCart: 'View cart',
  close: 'Close',
  back: 'Back',
  titles: {
    loading: 'Your cart',
    login: 'Your cart',
    cart: 'Your cart',
    addresses: 'Addresses',
    'shipping-method': 'Shipping',
    'payment-method': 'Payment method',
    payment: 'Payment',
    complete: 'Thank you',
  },
  loading: 'Loading your cart…',
  loginText: 'Log in to use your cart and check out.',
  login: 'Log In',
  emptyCart: 'Your cart is empty.',
  remove: (title) => `Remove ${title}`,
  quantity: 'Quantity',
  auctionWin: 'Auction win: pay to complete',
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  tax: 'Tax',
  total: 'Total',
  checkout: 'Checkout',
  next: 'Continue',
  billingAddress: 'Billing address',
  shippingAddress: 'Shipping address',
  savedAddresses: 'Saved addresses',
  newAddress: 'A new address',
  sameAsBilling: 'Shipping same as billing',
  addressFields: {
    title: 'Title',
    first_name: 'First name',
    last_name: 'Last name',
    line1: 'Address line 1',
    line2: 'Address line 2',
    line3: 'Address line 3',
    city: 'City',
    postcode: 'Postcode',
    state: 'State',
    country: 'Country',
  },
  choose: 'Choose…',
  shippingMethods: 'Shipping method',
  free: 'Free',
  paymentMethods: 'Payment method',
  selectPaymentMethod: CART_MESSAGES.selectPaymentMethod,
  card: 'Card details',
  pay: (total) => `Pay ${total}`,
  paying: 'Paying…',
  placeOrder: 'Place order',
  completeTitle: 'Your order has been placed',
  completeText: (number) => `Your order number is ${number}.`,
  viewOrders: 'View your orders',
  continueShopping: 'Continue shopping',
};
