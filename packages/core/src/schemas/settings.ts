import * as z from 'zod/mini';

/** The feature flags of the marketplace, in the settings' order. */
const FEATURE_FLAGS = [
  'cart',
  'auctions',
  'create_listing',
  'business_registration',
  'games',
  'ad_zones',
  'scroll_message',
] as const;

/**
 * A schema per flag, each made by `flag`. The cookie's overrides take every flag optional with
 * such a shape rather than `z.partial`, whose code would otherwise be in every widget.
 */
/* @__NO_SIDE_EFFECTS__ */
function flagsShape<T extends z.ZodMiniType>(flag: () => T) {
  return Object.fromEntries(FEATURE_FLAGS.map((name) => [name, flag()])) as Record<
    (typeof FEATURE_FLAGS)[number],
    T
  >;
}

/** Feature flags of the marketplace. Every flagged feature is hidden when its flag is off. */
export const featureFlagsSchema = z.object(flagsShape(() => z.boolean()));
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;
export type FeatureFlag = keyof FeatureFlags;

// `.check()` is a method call, which a bundler keeps unless told it is pure: marked, a schema
// nobody uses (the rates, in a widget) leaves the bundle.
const currencyCodeSchema = /* @__PURE__ */ z
  .string()
  .check(z.regex(/^[A-Z]{3}$/, 'Enter a 3-letter currency code.'));

// A name of one character or more, and a count of none or more: said with the regex check the
// currency code takes anyway and zod's uint32, rather than minLength and nonnegative, whose checks
// were 0.39 kB gzip of every partner widget, for the settings alone.
const siteNameSchema = /* @__PURE__ */ z.string().check(z.regex(/^[\s\S]/));
const openCountSchema = z.uint32();

/** `GET /api/settings/`: the site's configuration. */
export const siteSettingsSchema = z.object({
  site_name: siteNameSchema,
  default_currency: currencyCodeSchema,
  features: featureFlagsSchema,
  /** Unauthenticated opens counted before a register prompt is due. */
  max_unauthenticated_opens: openCountSchema,
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** Overrides carried by the settings cookie: any subset of the settings. */
export const siteSettingsOverridesSchema = z.object({
  site_name: z.optional(siteNameSchema),
  default_currency: z.optional(currencyCodeSchema),
  features: z.optional(z.object(flagsShape(() => z.optional(z.boolean())))),
  max_unauthenticated_opens: z.optional(openCountSchema),
});
export type SiteSettingsOverrides = z.infer<typeof siteSettingsOverridesSchema>;

/** Currency rates by code: what one unit of each is worth in a common unit. */
export const currencyRatesSchema = z.record(
  currencyCodeSchema,
  /* @__PURE__ */ z.number().check(z.positive()),
);

/**
 * `GET /api/currency/`: the default currency, its display symbol, and what one unit of each
 * other currency is worth in it (the gallery sorts prices converted by these).
 */
export const currencySchema = z.object({
  code: currencyCodeSchema,
  symbol: z.string(),
  rates: z.optional(currencyRatesSchema),
});
export type Currency = z.infer<typeof currencySchema>;

/** The default configuration of the spec, used to seed the server and when nothing else is known. */
export const defaultSiteSettings: SiteSettings = {
  site_name: 'Trove',
  default_currency: 'NZD',
  features: {
    cart: true,
    auctions: true,
    create_listing: false,
    business_registration: false,
    games: false,
    ad_zones: false,
    scroll_message: true,
  },
  max_unauthenticated_opens: 20,
};
