import { describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '../schemas/settings';
import { mergeSettings, readSettingsCookie, SETTINGS_COOKIE } from './settingsCookie';

const cookie = (value: unknown) => `${SETTINGS_COOKIE}=${encodeURIComponent(JSON.stringify(value))}`;

describe('readSettingsCookie', () => {
  it('finds the cookie among others', () => {
    expect(readSettingsCookie(`a=1; ${cookie({ default_currency: 'GBP' })}; b=2`)).toEqual({
      default_currency: 'GBP',
    });
  });

  it('ignores a missing, malformed or invalid cookie', () => {
    expect(readSettingsCookie(undefined)).toEqual({});
    expect(readSettingsCookie(`${SETTINGS_COOKIE}=%7Bnot-json`)).toEqual({});
    expect(readSettingsCookie(cookie({ default_currency: 'pounds' }))).toEqual({});
  });
});

describe('mergeSettings', () => {
  it('overrides flags one by one and keeps the rest', () => {
    const merged = mergeSettings(defaultSiteSettings, { features: { create_listing: true } });
    expect(merged.features).toEqual({ ...defaultSiteSettings.features, create_listing: true });
    expect(merged.site_name).toBe(defaultSiteSettings.site_name);
  });
});
