import { describe, expect, it } from 'vitest';
import { addToCartFailureMessage, CART_MESSAGES, SHOP_SERVER_MESSAGES, UNAVAILABLE_REASON } from './messages';

describe('CART_MESSAGES', () => {
  it('holds the spec texts verbatim (seed 001 §5, §8 Cart and Item payment)', () => {
    expect(CART_MESSAGES.basketLoadFailed).toBe(
      'Sorry there was a problem with your shopping cart, please try again later',
    );
    expect(CART_MESSAGES.itemUnavailable).toBe('Item currently unavailable');
    expect(CART_MESSAGES.addFailed).toBe('Unable to add this item to your cart at this time.');
    expect(CART_MESSAGES.added('1920 Gold Sovereign')).toBe('Added 1920 Gold Sovereign to cart');
    expect(CART_MESSAGES.addressIncomplete).toBe('Please complete all required address fields');
    expect(CART_MESSAGES.selectPaymentMethod).toBe('Please select a payment method.');
    expect(CART_MESSAGES.checkoutFailed).toBe(
      'Your order could not be placed at this time. Please try again later.',
    );
    expect(CART_MESSAGES.paymentFailed('Do Not Honor')).toBe(
      'Sorry there was a problem with your payment: Do Not Honor',
    );
  });

  it('suffixes the reason to the add failure, when there is one', () => {
    expect(
      CART_MESSAGES.addFailedWithReason('Your cart holds items priced in NZD; this item is priced in AUD.'),
    ).toBe(
      'Unable to add this item to your cart at this time. Your cart holds items priced in NZD; this item is priced in AUD.',
    );
    expect(CART_MESSAGES.addFailedWithReason(undefined)).toBe(
      'Unable to add this item to your cart at this time.',
    );
    expect(CART_MESSAGES.addFailedWithReason(null)).toBe(
      'Unable to add this item to your cart at this time.',
    );
    expect(CART_MESSAGES.addFailedWithReason('  ')).toBe(
      'Unable to add this item to your cart at this time.',
    );
  });
});

describe('addToCartFailureMessage', () => {
  it('says Item currently unavailable for the reason Unavailable, else the failure plus the reason', () => {
    expect(addToCartFailureMessage(UNAVAILABLE_REASON)).toBe('Item currently unavailable');
    expect(addToCartFailureMessage('Unavailable')).toBe('Item currently unavailable');
    expect(addToCartFailureMessage('Sold out')).toBe(
      'Unable to add this item to your cart at this time. Sold out',
    );
    expect(addToCartFailureMessage()).toBe('Unable to add this item to your cart at this time.');
  });
});

describe('SHOP_SERVER_MESSAGES', () => {
  it('writes the server refusals of shop.md', () => {
    expect(SHOP_SERVER_MESSAGES.lineNotDeletable).toBe(
      'An auction win cannot be removed from the cart: it must be paid for.',
    );
    expect(SHOP_SERVER_MESSAGES.otherCurrency('NZD', 'GBP')).toBe(
      'Your cart holds items priced in NZD; this item is priced in GBP.',
    );
    expect(SHOP_SERVER_MESSAGES.noLongerAvailable('Penny Black')).toBe('Penny Black is no longer available.');
  });
});
