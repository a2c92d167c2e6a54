import * as z from 'zod/mini';
import { databaseIntSchema } from './databaseInt';
import { ADDRESS_TITLES } from './shop';
import { limitedText, TEXT_LIMITS } from './textLimits';

// The shop's request bodies, as the server checks them (exported from `@trove/core/server`, and
// their types from `@trove/core/shop`). Apart from shop.ts so pages do not carry them.

/** One product option of an add-product call (oscar's `{option: url, value}`). */
export const productOptionSchema = z.object({
  option: limitedText(TEXT_LIMITS.website),
  value: limitedText(TEXT_LIMITS.text),
});

/** Most units of one product in one basket line. */
export const MAX_LINE_QUANTITY = 99;
/** Most options sent with one product. */
export const MAX_PRODUCT_OPTIONS = 20;

/** `POST /api/shop/basket/add-product/`. */
export const addProductBodySchema = z.object({
  /** The product's url (path or absolute). */
  url: limitedText(TEXT_LIMITS.website),
  quantity: z._default(z.int().check(z.minimum(1), z.maximum(MAX_LINE_QUANTITY)), 1),
  options: z.optional(z.array(productOptionSchema).check(z.maxLength(MAX_PRODUCT_OPTIONS))),
});
export type AddProductBody = z.input<typeof addProductBodySchema>;

const addressText = () => limitedText(TEXT_LIMITS.text);
const optionalAddressText = () => z.optional(z.nullable(addressText()));

/**
 * An address as sent to the server: in a checkout body and to `POST /api/shop/useraddresses/`.
 * The rules with their messages (which fields are required) are core's `addressErrors`; the
 * server applies the same ones.
 */
export const addressInputSchema = z.object({
  title: z.optional(z.union([z.enum(ADDRESS_TITLES), z.literal('')])),
  first_name: optionalAddressText(),
  last_name: optionalAddressText(),
  line1: optionalAddressText(),
  line2: optionalAddressText(),
  line3: optionalAddressText(),
  line4: optionalAddressText(),
  city: optionalAddressText(),
  postcode: z.optional(z.nullable(limitedText(64))),
  state: optionalAddressText(),
  /** `/api/shop/countries/{2-letter code}/` */
  country: optionalAddressText(),
  notes: z.optional(z.nullable(limitedText(TEXT_LIMITS.freeText))),
  phone_number: z.optional(z.nullable(limitedText(32))),
  is_default_for_billing: z.optional(z.boolean()),
  is_default_for_shipping: z.optional(z.boolean()),
});
export type AddressInput = z.infer<typeof addressInputSchema>;

/** `POST /api/shop/basket/shipping-methods/`: the methods priced for this address. */
export const shippingMethodsBodySchema = z.object({ shipping_address: addressInputSchema });

/** `POST /api/shop/checkout/`. */
export const checkoutBodySchema = z.object({
  /** The basket's url. */
  basket: limitedText(TEXT_LIMITS.website),
  billing_address: addressInputSchema,
  /** Null (or absent) when no shipping is required. */
  shipping_address: z.optional(z.nullable(addressInputSchema)),
  shipping_method_code: limitedText(64),
  /** What the buyer saw; when given and the re-priced total differs, the checkout is refused. */
  total: z.optional(z.string().check(z.maxLength(32))),
  source: z.object({
    code: limitedText(64),
    /** The card form's payment method nonce (card data never reaches the server). */
    nonce: z.optional(limitedText(TEXT_LIMITS.text)),
  }),
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

/** An id in a shop path, bounded to what the database holds. */
export const shopIdSchema = databaseIntSchema();
