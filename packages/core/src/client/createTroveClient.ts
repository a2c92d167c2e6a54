import ky, { type KyInstance } from 'ky';
import * as z from 'zod/mini';
import {
  defaultSiteSettings,
  type SiteSettings,
  type SiteSettingsOverrides,
  siteSettingsSchema,
} from '../schemas/settings';
import { mergeSettings } from '../settings/settingsCookie';
import { defaultStorage, type KeyValueStorage } from '../storage/keyValueStorage';
import { createTtlCache } from '../storage/ttlCache';
import { send } from './request';
import { createMemoryTokenStore, type TokenStore } from './tokenStore';

/** Local-storage lifetime of the settings (spec: 1 entry, 15 minutes). */
export const SETTINGS_CACHE_MAX_AGE_MS = 15 * 60 * 1000;
export const SETTINGS_CACHE_KEY = 'trove:settings';

export interface TroveClientOptions {
  /** Origin (and path prefix) of the Trove server; calls go to `${baseUrl}/api/...`. Default: `''`, the page's own origin. */
  baseUrl?: string;
  /** Where the API token lives. Default: memory only. */
  tokenStore?: TokenStore;
  /** Default: the global `fetch`. */
  fetch?: typeof fetch;
  /** Backs the local caches (settings, gallery headers, niche tree). Default: `localStorage` when usable, else memory. */
  storage?: KeyValueStorage;
  /** Current time in ms. Default: `Date.now`. */
  now?: () => number;
  /**
   * Overrides laid over the site's settings at every `settings.get()`, also when the server cannot
   * be reached: the site passes its settings cookie's (`readSettingsCookie(document.cookie)`). A
   * widget on a partner page passes none, that first-party cookie of the Trove site never being
   * there, and so leaves the cookie's reader and schema out of its bundle. Default: none.
   */
  settingsOverrides?: () => SiteSettingsOverrides;
  /** Called when the server answers 401 to a call made with a token; the token is already cleared. */
  onUnauthorized?: () => void;
}

export interface TroveClient {
  readonly baseUrl: string;
  readonly tokenStore: TokenStore;
  /** The underlying ky instance, for calls the SDK does not wrap yet. */
  readonly http: KyInstance;
  /** The storage behind the client's local caches, for the caches built over it (`createGalleryCache`). */
  readonly storage: KeyValueStorage;
  /** The client's clock in ms (`options.now`), which the caches over `storage` age their entries by. */
  readonly now: () => number;
  readonly settings: {
    /**
     * The site's settings merged with `options.settingsOverrides` (the site's settings cookie);
     * cached in storage for 15 minutes. When the server cannot be reached, the defaults merged
     * with the overrides.
     */
    get(): Promise<SiteSettings>;
    /** Drops the cached settings so the next `get` asks the server. */
    invalidate(): void;
  };
}

/** Creates the Trove API client. Every response is parsed; every failure is an `ApiError`. */
export function createTroveClient(options: TroveClientOptions = {}): TroveClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const tokenStore = options.tokenStore ?? createMemoryTokenStore();
  const now = options.now ?? Date.now;
  const storage = options.storage ?? defaultStorage();
  const settingsOverrides = options.settingsOverrides ?? (() => ({}));
  const settingsCache = createTtlCache<SiteSettings>(
    {
      storage,
      // one entry per server: a page with widgets of two Trove servers keeps each one's settings
      key: baseUrl ? `${SETTINGS_CACHE_KEY}:${baseUrl}` : SETTINGS_CACHE_KEY,
      maxAgeMs: SETTINGS_CACHE_MAX_AGE_MS,
      now,
    },
    (value) => {
      const result = z.safeParse(siteSettingsSchema, value);
      return result.success ? result.data : undefined;
    },
  );

  const http = ky.create({
    prefixUrl: `${baseUrl}/api/`,
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    // ky retries only idempotent methods; a POST (a bid) is never sent twice by the client.
    retry: { limit: 2, methods: ['get', 'head', 'options', 'put', 'delete'] },
    hooks: {
      beforeRequest: [
        (request) => {
          const token = tokenStore.get();
          if (token) request.headers.set('Authorization', `Token ${token}`);
        },
      ],
      afterResponse: [
        (request, _options, response) => {
          if (response.status === 401 && request.headers.has('Authorization')) {
            tokenStore.clear();
            options.onUnauthorized?.();
          }
        },
      ],
    },
  });

  return {
    baseUrl,
    tokenStore,
    http,
    storage,
    now,
    settings: {
      async get() {
        const overrides = settingsOverrides();
        let settings = settingsCache.get();
        if (!settings) {
          try {
            settings = await send(http, { method: 'get', path: 'settings/', schema: siteSettingsSchema });
            settingsCache.set(settings);
          } catch {
            // spec: on failure only the cookie (the overrides) is used
            return mergeSettings(defaultSiteSettings, overrides);
          }
        }
        return mergeSettings(settings, overrides);
      },
      invalidate: () => settingsCache.clear(),
    },
  };
}
