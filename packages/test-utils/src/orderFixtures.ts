import type { Page } from '@trove/core';
import { ORDERS_PAGE_SIZE, type Order, type OrderLine } from '@trove/core/shop';

/** One line of an order: a coin at $120.00, no tax. */
export function orderLineFixture(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    url: '/api/shop/orders/100001/lines/1/',
    title: '1933 Kiwi Florin',
    quantity: 1,
    price_currency: 'NZD',
    price_excl_tax: '120.00',
    price_incl_tax: '120.00',
    product: {
      url: '/api/shop/products/1/',
      title: '1933 Kiwi Florin',
      description: 'A florin of the first New Zealand coinage, uncirculated.',
      image: '/thumbnails/kiwi-florin-262x262.jpg',
    },
    item_url: '/collectables/coins/new-zealand/42-1933-kiwi-florin',
    ...overrides,
  };
}

const address = {
  title: 'Ms',
  first_name: 'Kiri',
  last_name: 'Tane',
  line1: '1 Queen Street',
  line2: '',
  line3: '',
  line4: '',
  city: 'Auckland',
  postcode: '1010',
  state: '',
  country: 'NZ',
  search_text: 'Kiri Tane, 1 Queen Street, Auckland, 1010, New Zealand',
};

/**
 * A paid order (Being Processed) of one line, with standard domestic shipping and no tax, valid
 * against core's `orderSchema`. Totals follow the lines and shipping unless overridden.
 */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  const number = overrides.number ?? '100001';
  return {
    url: `/api/shop/orders/${number}/`,
    number,
    date_placed: '2025-06-01T10:30:00Z',
    status: 'Being Processed',
    currency: 'NZD',
    total_incl_tax: '130.00',
    total_excl_tax: '130.00',
    shipping_method: 'Standard shipping',
    shipping_code: 'standard',
    shipping_incl_tax: '10.00',
    shipping_excl_tax: '10.00',
    shipping_address: address,
    billing_address: address,
    payment_method: 'Credit Card',
    lines: [orderLineFixture()],
    ...overrides,
  };
}

/** `count` orders, newest (highest number) first, as `GET /api/shop/orders/` lists them. */
export function orderListFixture(count: number): Order[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(100000 + count - index);
    return orderFixture({
      number,
      date_placed: new Date(Date.UTC(2025, 5, 1) - index * 86_400_000).toISOString(),
    });
  });
}

/** One page (50 a page) of `all`, as the API answers it. */
export function ordersPageFixture(all: Order[], page = 1): Page<Order> {
  const start = (page - 1) * ORDERS_PAGE_SIZE;
  const url = (n: number) => `/api/shop/orders/?page=${n}`;
  return {
    count: all.length,
    next: start + ORDERS_PAGE_SIZE < all.length ? url(page + 1) : null,
    previous: page > 1 ? url(page - 1) : null,
    results: all.slice(start, start + ORDERS_PAGE_SIZE),
  };
}
