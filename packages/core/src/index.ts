export { ApiError, type ApiErrorInit, isApiError } from './client/apiError';
export {
  createTroveClient,
  SETTINGS_CACHE_KEY,
  SETTINGS_CACHE_MAX_AGE_MS,
  type TroveClient,
  type TroveClientOptions,
} from './client/createTroveClient';
export { getCurrency } from './client/currencyApi';
export {
  createMemoryTokenStore,
  createStorageTokenStore,
  type TokenStore,
} from './client/tokenStore';
export { currencySymbol } from './format/currency';
export { type ErrorBody, errorBodySchema, NON_FIELD_ERRORS } from './schemas/errors';
export { type Page, pageSchema } from './schemas/page';
export {
  type Currency,
  currencyRatesSchema,
  currencySchema,
  defaultSiteSettings,
  type FeatureFlag,
  type FeatureFlags,
  featureFlagsSchema,
  type SiteSettings,
  type SiteSettingsOverrides,
  siteSettingsOverridesSchema,
  siteSettingsSchema,
} from './schemas/settings';
export { mergeSettings, readSettingsCookie, SETTINGS_COOKIE } from './settings/settingsCookie';
export {
  createMemoryStorage,
  defaultStorage,
  type KeyValueStorage,
} from './storage/keyValueStorage';
export { createTtlCache, type TtlCache, type TtlCacheOptions } from './storage/ttlCache';
