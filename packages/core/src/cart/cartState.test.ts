import { describe, expect, it } from 'vitest';
import type { Availability, BasketLine } from '../schemas/shop';
import { basketHasProduct, itemCartState } from './cartState';

const productUrl = '/api/shop/products/12/';
const available: Availability = { is_available_to_buy: true, num_available: 1, message: 'Available' };
const soldOut: Availability = { is_available_to_buy: false, num_available: 0, message: 'Unavailable' };
const line = (product: string) => ({ product }) as BasketLine;

describe('itemCartState', () => {
  it('is checking while the availability is loading or not known', () => {
    expect(itemCartState({ productUrl, loading: true })).toBe('checking');
    expect(itemCartState({ productUrl, loading: true, availability: available })).toBe('checking');
    expect(itemCartState({ productUrl })).toBe('checking');
    expect(itemCartState({ productUrl, availability: null, basket: { lines: [] } })).toBe('checking');
  });

  it('is can-add or unavailable from the availability', () => {
    expect(itemCartState({ productUrl, availability: available })).toBe('can-add');
    expect(itemCartState({ productUrl, availability: soldOut })).toBe('unavailable');
    expect(
      itemCartState({
        productUrl,
        availability: available,
        basket: { lines: [line('/api/shop/products/13/')] },
      }),
    ).toBe('can-add');
  });

  it('is unavailable when the check failed: the spinner stops (spec §8)', () => {
    expect(itemCartState({ productUrl, failed: true })).toBe('unavailable');
    expect(itemCartState({ productUrl, failed: true, availability: available })).toBe('unavailable');
  });

  it('is in-cart when the basket holds the product, whatever the availability', () => {
    const basket = { lines: [line('/api/shop/products/7/'), line('/api/shop/products/12/')] };
    expect(itemCartState({ productUrl, basket, availability: available })).toBe('in-cart');
    expect(itemCartState({ productUrl, basket, availability: soldOut })).toBe('in-cart');
    expect(itemCartState({ productUrl, basket, loading: true })).toBe('in-cart');
    expect(itemCartState({ productUrl, basket, failed: true })).toBe('in-cart');
    // absolute and relative urls of one product match
    expect(itemCartState({ productUrl: 'https://trove.example/api/shop/products/12/', basket })).toBe(
      'in-cart',
    );
  });

  it('basketHasProduct compares whole paths', () => {
    expect(basketHasProduct({ lines: [line('/api/shop/products/120/')] }, productUrl)).toBe(false);
    expect(
      basketHasProduct({ lines: [line('http://localhost:3000/api/shop/products/12/')] }, productUrl),
    ).toBe(true);
    expect(basketHasProduct(null, productUrl)).toBe(false);
  });
});
