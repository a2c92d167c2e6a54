import { defaultSiteSettings } from '@trove/core';
import { DEFAULT_CURRENCY_RATES } from '@trove/core/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { siteSettings } from '../../db/schema';
import { createTestDatabase } from '../../testing/testDatabase';
import { createSettingsRepository } from './repository';
import { createSettingsService, seedSiteSettings } from './service';

describe('settings service', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(() => database?.close());

  beforeEach(async () => {
    await database.db.delete(siteSettings);
  });

  const store = (key: string, value: unknown) =>
    database.db.update(siteSettings).set({ value }).where(eq(siteSettings.key, key));

  it('seeds one row per top-level key of the default settings', async () => {
    const repository = createSettingsRepository(database.db);
    await seedSiteSettings(repository);

    const rows = await repository.findAll();
    expect(Object.fromEntries(rows.map((row) => [row.key, row.value]))).toEqual({
      ...defaultSiteSettings,
      currency_rates: DEFAULT_CURRENCY_RATES,
    });
  });

  it('keeps edited values when seeding again', async () => {
    const repository = createSettingsRepository(database.db);
    await seedSiteSettings(repository);
    await store('default_currency', 'GBP');
    await store('features', { ...defaultSiteSettings.features, games: true });

    await seedSiteSettings(repository);

    const settings = await createSettingsService(repository).getSiteSettings();
    expect(settings.default_currency).toBe('GBP');
    expect(settings.features.games).toBe(true);
    expect(settings.site_name).toBe(defaultSiteSettings.site_name);
  });

  it('gives a flag missing from the stored row its default', async () => {
    const repository = createSettingsRepository(database.db);
    await seedSiteSettings(repository);
    const { ad_zones: _, ...olderFlags } = { ...defaultSiteSettings.features, cart: false };
    await store('features', olderFlags);

    const settings = await createSettingsService(repository).getSiteSettings();
    expect(settings.features).toEqual({ ...defaultSiteSettings.features, cart: false });
  });

  it('answers the currency symbol of the stored default currency', async () => {
    const repository = createSettingsRepository(database.db);
    await seedSiteSettings(repository);
    await store('default_currency', 'EUR');

    const currency = await createSettingsService(repository).getCurrency();
    expect(currency).toMatchObject({ code: 'EUR', symbol: '€' });
    // One unit of each currency in euros: the default at par, the others from the stored rates.
    expect(currency.rates?.EUR).toBe(1);
    expect(currency.rates?.NZD).toBeCloseTo(1 / 1.85, 10);
    await store('currency_rates', { NZD: 1, EUR: 2 });
    expect((await createSettingsService(repository).getCurrency()).rates).toEqual({ NZD: 0.5, EUR: 1 });
  });
});
