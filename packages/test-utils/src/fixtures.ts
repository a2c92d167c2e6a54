import { type Currency, currencySymbol, defaultSiteSettings, type SiteSettings } from '@trove/core';

/** Settings as a test server answers them: the spec's defaults under a recognisable name. */
export function settingsFixture(overrides: Partial<SiteSettings> = {}): SiteSettings {
  return { ...defaultSiteSettings, site_name: 'Trove Test Market', ...overrides };
}

export function currencyFixture(code = defaultSiteSettings.default_currency): Currency {
  return { code, symbol: currencySymbol(code) };
}
