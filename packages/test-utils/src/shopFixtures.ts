import type {
  Availability,
  Basket,
  BasketLine,
  Country,
  ShippingMethod,
  SourceType,
  UserAddress,
} from '@trove/core/shop';

/** A basket line: a coin at $120.00 that ships, removable. */
export function basketLineFixture(overrides: Partial<BasketLine> = {}): BasketLine {
  const id = overrides.id ?? 1;
  return {
    url: `/api/shop/baskets/7/lines/${id}/`,
    id,
    product: '/api/shop/products/1/',
    title: '1933 Kiwi Florin',
    sku: null,
    quantity: 1,
    price_currency: 'NZD',
    price_excl_tax: '120.00',
    price_incl_tax: '120.00',
    can_delete: true,
    image: null,
    item_url: '/collectables/coins/new-zealand/42-1933-kiwi-florin',
    is_shipping_required: true,
    lot: null,
    ...overrides,
  };
}

/** An auction win's line: the hammer price plus premium, which cannot be removed. */
export function auctionWinLineFixture(overrides: Partial<BasketLine> = {}): BasketLine {
  return basketLineFixture({
    id: 2,
    product: '/api/shop/products/2/',
    title: 'Lot 12: 1949 Half Crown',
    price_excl_tax: '1322.50',
    price_incl_tax: '1322.50',
    can_delete: false,
    lot: 12,
    ...overrides,
  });
}

const money = (cents: number) => (cents / 100).toFixed(2);

/** The member's open basket of `lines` (totals summed from them, no tax). Default: one coin. */
export function basketFixture(
  lines: BasketLine[] = [basketLineFixture()],
  overrides: Partial<Basket> = {},
): Basket {
  const total = money(
    lines.reduce((sum, line) => sum + Math.round(Number(line.price_incl_tax) * 100) * line.quantity, 0),
  );
  return {
    url: '/api/shop/baskets/7/',
    id: 7,
    status: 'Open',
    lines,
    currency: lines[0]?.price_currency ?? 'NZD',
    total_excl_tax: total,
    total_incl_tax: total,
    total_tax: '0.00',
    is_tax_known: true,
    is_shipping_required: lines.some((line) => line.is_shipping_required),
    ...overrides,
  };
}

export function availabilityFixture(overrides: Partial<Availability> = {}): Availability {
  return { is_available_to_buy: true, num_available: 1, message: 'Available', ...overrides };
}

const country = (code: string, name: string): Country => ({
  url: `/api/shop/countries/${code}/`,
  iso_3166_1_a2: code,
  printable_name: name,
  name,
  is_shipping_country: true,
});

/** A few countries, in the API's (alphabetical) order. */
export function countriesFixture(): Country[] {
  return [
    country('AU', 'Australia'),
    country('CA', 'Canada'),
    country('FR', 'France'),
    country('NZ', 'New Zealand'),
    country('GB', 'United Kingdom'),
    country('US', 'United States'),
  ];
}

/** A saved address in Auckland, the member's default for billing and shipping. */
export function userAddressFixture(overrides: Partial<UserAddress> = {}): UserAddress {
  return {
    id: 3,
    url: '/api/shop/useraddresses/3/',
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
    country: '/api/shop/countries/NZ/',
    notes: '',
    phone_number: '',
    search_text: 'Ms Kiri Tane, 1 Queen Street, Auckland, 1010, New Zealand',
    is_default_for_billing: true,
    is_default_for_shipping: true,
    ...overrides,
  };
}

const method = (code: string, name: string, amount: string, currency = 'NZD'): ShippingMethod => ({
  code,
  name,
  description: '',
  price: { currency, excl_tax: amount, incl_tax: amount, tax: '0.00' },
});

/** The shipping methods as the server prices them: domestic by default, international when asked. */
export function shippingMethodsFixture({ international = false, currency = 'NZD' } = {}): ShippingMethod[] {
  return [
    method('standard', 'Standard shipping', international ? '30.00' : '10.00', currency),
    method('express', 'Express shipping', international ? '60.00' : '25.00', currency),
  ];
}

/** A basket that needs no shipping: only no-shipping-required. */
export function noShippingMethodsFixture(currency = 'NZD'): ShippingMethod[] {
  return [method('no-shipping-required', 'No shipping required', '0.00', currency)];
}

/** The payment methods: the card provider, and bank transfer when configured. */
export function sourceTypesFixture({ bankTransfer = false } = {}): SourceType[] {
  return [
    { code: 'braintree', name: 'Credit Card' },
    ...(bankTransfer ? [{ code: 'bank-transfer', name: 'Bank transfer' }] : []),
  ];
}
