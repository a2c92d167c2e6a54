// Product copy of the cart and checkout, verbatim from the spec (seed 001 §5 Address, §8 Cart and
// Item payment), and the shop API's reasons and refusals the client compares against.

/** The add-product refusal reason for an item out of stock or a quantity beyond it. */
export const UNAVAILABLE_REASON = 'Unavailable';

const ADD_FAILED = 'Unable to add this item to your cart at this time.';

export const CART_MESSAGES = {
  /** The basket could not be loaded: the modal closes with this message. */
  basketLoadFailed: 'Sorry there was a problem with your shopping cart, please try again later',
  /** Add-product refused with the reason `Unavailable`. */
  itemUnavailable: 'Item currently unavailable',
  /** Any other add-product failure, without a reason. */
  addFailed: ADD_FAILED,
  /** `Added {item name} to cart` */
  added: (itemName: string) => `Added ${itemName} to cart`,
  /** `Unable to add this item to your cart at this time.` plus the reason, when there is one. */
  addFailedWithReason: (reason?: string | null) =>
    reason?.trim() ? `${ADD_FAILED} ${reason.trim()}` : ADD_FAILED,
  /** Spec §5: an address misses one of its required fields. */
  addressIncomplete: 'Please complete all required address fields',
  /** The payment-method step was submitted with none chosen. */
  selectPaymentMethod: 'Please select a payment method.',
  /** Any failed checkout but a declined payment. */
  checkoutFailed: 'Your order could not be placed at this time. Please try again later.',
  /** Item payment 402: the payment was declined, with the gateway's reason. */
  paymentFailed: (detail: string) => `Sorry there was a problem with your payment: ${detail}`,
} as const;

/** The toast for a failed add-product: `Item currently unavailable` for the reason `Unavailable`. */
export function addToCartFailureMessage(reason?: string | null): string {
  return reason?.trim() === UNAVAILABLE_REASON
    ? CART_MESSAGES.itemUnavailable
    : CART_MESSAGES.addFailedWithReason(reason);
}

/** The shop API's own texts (not in the spec): refusals the server sends and the client may show. */
export const SHOP_SERVER_MESSAGES = {
  /** 403 on deleting a line with can_delete false. */
  lineNotDeletable: 'An auction win cannot be removed from the cart: it must be paid for.',
  /** 406 reason: a product in another currency than the basket's. */
  otherCurrency: (basketCurrency: string, itemCurrency: string) =>
    `Your cart holds items priced in ${basketCurrency}; this item is priced in ${itemCurrency}.`,
  /** 409 at checkout: a line's product is sold out or gone. */
  noLongerAvailable: (title: string) => `${title} is no longer available.`,
} as const;
