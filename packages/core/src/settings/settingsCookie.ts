import * as z from 'zod/mini';
import {
  type SiteSettings,
  type SiteSettingsOverrides,
  siteSettingsOverridesSchema,
} from '../schemas/settings';

/** Name of the cookie whose JSON value overrides the server's settings. */
export const SETTINGS_COOKIE = 'trove_settings';

/** Reads the settings overrides from a `document.cookie`-style string; bad values are ignored. */
export function readSettingsCookie(cookieHeader: string | undefined): SiteSettingsOverrides {
  if (!cookieHeader) return {};
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== SETTINGS_COOKIE) continue;
    try {
      const result = z.safeParse(
        siteSettingsOverridesSchema,
        JSON.parse(decodeURIComponent(part.slice(eq + 1).trim())),
      );
      return result.success ? result.data : {};
    } catch {
      return {};
    }
  }
  return {};
}

/** The server's settings with the cookie's overrides on top (flags merged one by one). */
export function mergeSettings(base: SiteSettings, overrides: SiteSettingsOverrides): SiteSettings {
  const { features, ...rest } = overrides;
  return { ...base, ...rest, features: { ...base.features, ...features } };
}
