import * as z from 'zod/mini';

/** Feature flags of the marketplace. Every flagged feature is hidden when its flag is off. */
export const featureFlagsSchema = z.object({
  cart: z.boolean(),
  auctions: z.boolean(),
  create_listing: z.boolean(),
  business_registration: z.boolean(),
  games: z.boolean(),
  ad_zones: z.boolean(),
  scroll_message: z.boolean(),
});
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;
export type FeatureFlag = keyof FeatureFlags;

const currencyCodeSchema = z.string().check(z.regex(/^[A-Z]{3}$/, 'Enter a 3-letter currency code.'));

/** `GET /api/settings/`: the site's configuration. */
export const siteSettingsSchema = z.object({
  site_name: z.string().check(z.minLength(1)),
  default_currency: currencyCodeSchema,
  features: featureFlagsSchema,
  /** Unauthenticated opens counted before a register prompt is due. */
  max_unauthenticated_opens: z.int().check(z.nonnegative()),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** Overrides carried by the settings cookie: any subset of the settings. */
export const siteSettingsOverridesSchema = z.object({
  site_name: z.optional(z.string().check(z.minLength(1))),
  default_currency: z.optional(currencyCodeSchema),
  features: z.optional(z.partial(featureFlagsSchema)),
  max_unauthenticated_opens: z.optional(z.int().check(z.nonnegative())),
});
export type SiteSettingsOverrides = z.infer<typeof siteSettingsOverridesSchema>;

/** Currency rates by code: what one unit of each is worth in a common unit. */
export const currencyRatesSchema = z.record(currencyCodeSchema, z.number().check(z.positive()));

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
