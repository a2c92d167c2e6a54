import * as z from 'zod/mini';
import { pageSchema } from './page';

// The shop's contract: django-oscar-api's shapes where the spec is silent (seed 001 §3, §7 Shop).
// Money is a decimal string with 2 places ("12.50"), as oscar sends it. URLs in these payloads
// are root-relative paths (`/api/shop/products/12/`); the client resolves them against its
// `baseUrl`, and the server also takes an absolute URL whose path is one of its own.

/** A price in one currency, as oscar-api writes it. */
export const priceSchema = z.object({
  currency: z.string(),
  excl_tax: z.string(),
  incl_tax: z.string(),
  tax: z.string(),
});
export type Price = z.infer<typeof priceSchema>;

/** `GET {product url}availability/`. */
export const availabilitySchema = z.object({
  is_available_to_buy: z.boolean(),
  /** Units that can still be bought; null for a product without stock tracking. */
  num_available: z.nullable(z.int()),
  /** Why not, or "Available". */
  message: z.string(),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** `GET /api/shop/products/{id}/`: what a listing for sale offers. */
export const productSchema = z.object({
  url: z.string(),
  id: z.int(),
  /** The listing's id. */
  item: z.int(),
  title: z.string(),
  description: z.string(),
  image: z.nullable(z.string()),
  /** The listing's page on the site. */
  item_url: z.string(),
  price: priceSchema,
  num_in_stock: z.int(),
  /** `{product url}availability/` */
  availability: z.string(),
  /** Sold on another site: adding it answers 202 with this URL, which the client opens in a new tab. */
  external_url: z.nullable(z.string()),
  /** False for events and items collected in person. */
  is_shipping_required: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;

/** One line of a basket (spec §3 Line). */
export const basketLineSchema = z.object({
  url: z.string(),
  id: z.int(),
  product: z.string(),
  title: z.string(),
  sku: z.nullable(z.string()),
  quantity: z.int(),
  price_currency: z.string(),
  price_excl_tax: z.string(),
  price_incl_tax: z.string(),
  /** False for an auction win: the lot must be paid for. */
  can_delete: z.boolean(),
  image: z.nullable(z.string()),
  item_url: z.string(),
  is_shipping_required: z.boolean(),
  /** The auction lot this line settles, else null. */
  lot: z.nullable(z.int()),
});
export type BasketLine = z.infer<typeof basketLineSchema>;

/** `GET /api/shop/basket/`: the member's one open basket (spec §3 Basket). */
export const basketSchema = z.object({
  url: z.string(),
  id: z.int(),
  status: z.string(),
  lines: z.array(basketLineSchema),
  /** The basket's one currency; the site's default while it is empty. */
  currency: z.string(),
  total_excl_tax: z.string(),
  total_incl_tax: z.string(),
  total_tax: z.string(),
  is_tax_known: z.boolean(),
  /** False when no line needs shipping: the checkout skips the shipping step. */
  is_shipping_required: z.boolean(),
});
export type Basket = z.infer<typeof basketSchema>;

/** The 202 answer of add-product for a product sold elsewhere. */
export const externalProductSchema = z.object({ url: z.string() });

/** Titles of an address (spec §3 Address). */
export const ADDRESS_TITLES = ['Mr', 'Mrs', 'Miss', 'Ms', 'Dr'] as const;

/** `GET /api/shop/countries/` and `/api/shop/countries/{code}/`. */
export const countrySchema = z.object({
  url: z.string(),
  iso_3166_1_a2: z.string(),
  printable_name: z.string(),
  name: z.string(),
  is_shipping_country: z.boolean(),
});
export type Country = z.infer<typeof countrySchema>;

/** Country codes listed first in address forms (spec §4). */
export const FIRST_COUNTRIES = ['AU', 'NZ', 'GB', 'US'] as const;

/** A saved address (spec §3 Address) as the server answers it. */
export const userAddressSchema = z.object({
  id: z.int(),
  url: z.string(),
  title: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  line1: z.string(),
  line2: z.string(),
  line3: z.string(),
  line4: z.string(),
  city: z.string(),
  postcode: z.string(),
  state: z.string(),
  country: z.string(),
  notes: z.string(),
  phone_number: z.string(),
  /** One line: the address's parts joined by commas. */
  search_text: z.string(),
  is_default_for_billing: z.boolean(),
  is_default_for_shipping: z.boolean(),
});
export type UserAddress = z.infer<typeof userAddressSchema>;

/** Spec §9: the free-shipping code (nothing to pay for shipping). */
export const FREE_SHIPPING_CODE = 'free-shipping';
/** Spec §9: the no-shipping-required code (events, items collected in person): the step is skipped. */
export const NO_SHIPPING_REQUIRED_CODE = 'no-shipping-required';

/** Spec §3 Shipping method. */
export const shippingMethodSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  price: priceSchema,
});
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;
export const shippingMethodListSchema = z.array(shippingMethodSchema);

/** The card provider's code (spec §1). */
export const CARD_SOURCE_CODE = 'braintree';

/** Spec §3 Source type (payment method). */
export const sourceTypeSchema = z.object({ code: z.string(), name: z.string() });
export type SourceType = z.infer<typeof sourceTypeSchema>;
export const sourceTypeListSchema = z.array(sourceTypeSchema);

/** `GET /api/shop/client-token/`: what the browser's card form needs. */
export const clientTokenSchema = z.object({
  /** `braintree`: load Braintree's Hosted Fields; `test`: the test gateway's own fields. */
  gateway: z.enum(['braintree', 'test']),
  client_token: z.string(),
});
export type ClientToken = z.infer<typeof clientTokenSchema>;

/** Spec §3 Order status. */
export const ORDER_STATUSES = ['Being Processed', 'Pending', 'Cancelled', 'Processed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orderLineSchema = z.object({
  url: z.string(),
  title: z.string(),
  quantity: z.int(),
  price_currency: z.string(),
  price_excl_tax: z.string(),
  price_incl_tax: z.string(),
  product: z.object({
    url: z.nullable(z.string()),
    title: z.string(),
    description: z.string(),
    image: z.nullable(z.string()),
  }),
  item_url: z.nullable(z.string()),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** An order's address: a saved copy, with its one-line `search_text`. */
export const orderAddressSchema = z.object({
  title: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  line1: z.string(),
  line2: z.string(),
  line3: z.string(),
  line4: z.string(),
  city: z.string(),
  postcode: z.string(),
  state: z.string(),
  country: z.string(),
  search_text: z.string(),
});

/** Spec §3 Order, as listed and in detail. */
export const orderSchema = z.object({
  url: z.string(),
  number: z.string(),
  date_placed: z.string(),
  status: z.enum(ORDER_STATUSES),
  currency: z.string(),
  total_incl_tax: z.string(),
  total_excl_tax: z.string(),
  shipping_method: z.string(),
  shipping_code: z.string(),
  shipping_incl_tax: z.string(),
  shipping_excl_tax: z.string(),
  shipping_address: z.nullable(orderAddressSchema),
  billing_address: z.nullable(orderAddressSchema),
  /** The payment method's name ("Credit Card", "Bank transfer"). */
  payment_method: z.string(),
  lines: z.array(orderLineSchema),
});
export type Order = z.infer<typeof orderSchema>;
export const orderPageSchema = pageSchema(orderSchema);

/** Spec §9: orders, 50 a page, newest first. */
export const ORDERS_PAGE_SIZE = 50;
