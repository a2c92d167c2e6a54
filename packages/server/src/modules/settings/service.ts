import {
  type Currency,
  currencySymbol,
  defaultSiteSettings,
  mergeSettings,
  type SiteSettings,
  siteSettingsOverridesSchema,
} from '@trove/core';
import { z } from 'zod';
import type { SettingsRepository } from './repository';

export type SettingsService = ReturnType<typeof createSettingsService>;

export function createSettingsService(repository: SettingsRepository) {
  async function getSiteSettings(): Promise<SiteSettings> {
    const rows = await repository.findAll();
    const stored = z.parse(
      siteSettingsOverridesSchema,
      Object.fromEntries(rows.map((row) => [row.key, row.value])),
    );
    // Rows are seeded once, so a key or flag added to core later is missing from the stored rows:
    // it takes its default until someone edits it.
    return mergeSettings(defaultSiteSettings, stored);
  }

  return {
    getSiteSettings,

    async getCurrency(): Promise<Currency> {
      const { default_currency: code } = await getSiteSettings();
      return { code, symbol: currencySymbol(code) };
    },
  };
}

/**
 * Stores core's default settings for every top-level key that has no row yet, so a restart
 * keeps the values edited since.
 */
export async function seedSiteSettings(repository: SettingsRepository): Promise<void> {
  await repository.insertMissing(Object.entries(defaultSiteSettings).map(([key, value]) => ({ key, value })));
}
