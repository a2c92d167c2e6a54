import {
  type Currency,
  currencyRatesSchema,
  currencySymbol,
  defaultSiteSettings,
  mergeSettings,
  type SiteSettings,
  type SiteSettingsOverrides,
  siteSettingsOverridesSchema,
} from '@trove/core';
import { DEFAULT_CURRENCY_RATES, ratesInCurrency } from '@trove/core/server';
import { z } from 'zod';
import type { SettingsRepository } from './repository';

export type SettingsService = ReturnType<typeof createSettingsService>;

export function createSettingsService(repository: SettingsRepository) {
  /** The settings from the stored rows. */
  function settingsOf(rows: Awaited<ReturnType<SettingsRepository['findAll']>>): SiteSettings {
    const stored = z.parse(
      siteSettingsOverridesSchema,
      Object.fromEntries(rows.map((row) => [row.key, row.value])),
    );
    // Rows are seeded once, so a key or flag added to core later is missing from the stored rows:
    // it takes its default until someone edits it.
    return mergeSettings(defaultSiteSettings, stored);
  }

  async function getSiteSettings(): Promise<SiteSettings> {
    return settingsOf(await repository.findAll());
  }

  /** The rates of the rows last read, and those rows' text. */
  let lastRates: { text: string; rates: Record<string, number> } | undefined;

  /**
   * One unit of each currency in the default currency, from the stored `currency_rates` row. One
   * read of the rows for both (it was two: every price-sorted gallery page paid a round trip more).
   */
  async function currencyRates(): Promise<Record<string, number>> {
    const texts = await repository.findAllText();
    // The rates follow from the rows' text alone: rows as they were last time give the same
    // rates, without parsing every setting again (a price-sorted gallery page asks each time).
    const text = JSON.stringify(texts);
    if (lastRates?.text === text) return { ...lastRates.rates };
    const rows = texts.map(({ key, json }) => ({ key, value: JSON.parse(json) as unknown }));
    const stored = z.safeParse(
      currencyRatesSchema,
      rows.find((row) => row.key === CURRENCY_RATES_KEY)?.value,
    );
    const rates = ratesInCurrency(
      settingsOf(rows).default_currency,
      stored.success ? stored.data : DEFAULT_CURRENCY_RATES,
    );
    lastRates = { text, rates };
    return { ...rates };
  }

  return {
    getSiteSettings,
    currencyRates,

    /**
     * Stores what a site admin changed (core's `siteSettingsOverridesSchema`: any subset of the
     * settings, any subset of the flags) and answers the settings as they now are. Nothing keeps
     * settings in memory: every request reads the stored rows, so the change holds at once for the
     * next request, on this instance and on every other one sharing the database.
     */
    async updateSiteSettings(changes: SiteSettingsOverrides): Promise<SiteSettings> {
      await repository.upsert(
        Object.entries(changes)
          .filter(([, value]) => value !== undefined)
          .map(([key, value]) => ({ key, value })),
      );
      return getSiteSettings();
    },

    async getCurrency(): Promise<Currency> {
      const { default_currency: code } = await getSiteSettings();
      return { code, symbol: currencySymbol(code), rates: await currencyRates() };
    },
  };
}

/** The settings row of the currency rates: what one unit of each currency is worth in a common unit. */
export const CURRENCY_RATES_KEY = 'currency_rates';

/**
 * Stores core's default settings for every top-level key that has no row yet, so a restart
 * keeps the values edited since.
 */
export async function seedSiteSettings(repository: SettingsRepository): Promise<void> {
  await repository.insertMissing([
    ...Object.entries(defaultSiteSettings).map(([key, value]) => ({ key, value })),
    { key: CURRENCY_RATES_KEY, value: DEFAULT_CURRENCY_RATES },
  ]);
}
