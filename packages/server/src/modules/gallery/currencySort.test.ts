import type { GallerySort } from '@trove/core/gallery';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, siteSettings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { createGalleryRepository } from './repository';
import { createPostgresItemSearch } from './search';
import { createGalleryService } from './service';

describe('the price sorts, over prices in several currencies', () => {
  let test: TestApp;
  let ids: { gbp100: number; nzd150: number; usd60: number; nzd100: number };

  beforeAll(async () => {
    test = await createTestApp({}, {}, { size: 40 });
    const { db } = test.database;
    const rows = await db.select({ id: items.id }).from(items).where(eq(items.itemType, 'ITEM')).limit(4);
    const [a, b, c, d] = rows.map((row) => row.id);
    if (a === undefined || b === undefined || c === undefined || d === undefined) throw new Error('no items');
    ids = { gbp100: a, nzd150: b, usd60: c, nzd100: d };
    // Only these four have a price.
    await db.update(items).set({ price: null, currency: null });
    const price = (id: number, amount: string, currency: string) =>
      db.update(items).set({ price: amount, currency, forSale: true }).where(eq(items.id, id));
    await price(a, '100.00', 'GBP');
    await price(b, '150.00', 'NZD');
    await price(c, '60.00', 'USD');
    await price(d, '100.00', 'NZD');
  }, 120_000);
  afterAll(() => test?.close());

  const firstFour = async (sort: string) => {
    const response = await test.app.inject({ method: 'GET', url: `/api/gallery/collectables?sort=${sort}` });
    expect(response.statusCode).toBe(200);
    const results = response.json().results as { id: number }[];
    return results.slice(0, 4).map((tile) => tile.id);
  };

  it('orders by the price converted to the default currency by /api/currency/ rates', async () => {
    const currency = (await test.app.inject({ method: 'GET', url: '/api/currency/' })).json();
    expect(currency.code).toBe('NZD');
    // 100 GBP and 60 USD in NZD, by the rates the site answers.
    expect(100 * currency.rates.GBP).toBeGreaterThan(150);
    expect(60 * currency.rates.USD).toBeGreaterThan(100);
    expect(60 * currency.rates.USD).toBeLessThan(150);
    const { gbp100, nzd150, usd60, nzd100 } = ids;
    expect(await firstFour('-price')).toEqual([gbp100, nzd150, usd60, nzd100]);
    expect(await firstFour('price')).toEqual([nzd100, usd60, nzd150, gbp100]);
  });

  it('follows the stored rates', async () => {
    const { db } = test.database;
    await db
      .update(siteSettings)
      .set({ value: { NZD: 1, GBP: 0.5, USD: 3 } })
      .where(eq(siteSettings.key, 'currency_rates'));
    const { gbp100, nzd150, usd60, nzd100 } = ids;
    // 100 GBP = 50 NZD, 60 USD = 180 NZD.
    expect(await firstFour('-price')).toEqual([usd60, nzd150, nzd100, gbp100]);
    // Pages carry on from a converted price.
    const first = await test.app.inject({ method: 'GET', url: '/api/gallery/collectables?sort=price' });
    const next = first.json().next_params;
    const second = await test.app.inject({
      method: 'GET',
      url: `/api/gallery/collectables?${new URLSearchParams(next)}`,
    });
    expect(second.statusCode).toBe(200);
    const all = [...first.json().results, ...second.json().results].map((tile: { id: number }) => tile.id);
    expect(all.slice(0, 4)).toEqual([gbp100, nzd100, nzd150, usd60]);
    expect(new Set(all).size).toBe(all.length);
  });
});

// The converted sorts merge each currency's listings in its own price order (listingQuery.ts):
// page after page they must give exactly the order of a full sort by converted price, whatever
// the walks' budget, with ties across currencies, a currency of no rate, a price of 0 and the
// listings without a price.
describe('the converted price sorts, page after page', () => {
  let test: TestApp;
  let listings: { id: number; price: number | null; currency: string | null }[];
  const rates: Record<string, number> = { NZD: 1, GBP: 2, USD: 0.5 };
  const rateOf = (currency: string | null) => (currency === null ? 1 : (rates[currency] ?? 1));

  beforeAll(async () => {
    test = await createTestApp({}, {}, { size: 120 });
    const { db } = test.database;
    const rows = await db
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.published, true), eq(items.searchable, true)))
      .orderBy(items.id);
    // Prices whose conversions are exact in binary too, so that the expected order is computed
    // here without rounding: many ties across currencies (GBP 50 is NZD 100 is USD 200).
    const amounts = [null, 100, 50, 200, 0, 100, 25, null, 200, 50, 400, 100];
    const currencies = ['NZD', 'GBP', 'USD', 'XYZ', null, 'NZD', 'USD', 'GBP'];
    listings = rows.map(({ id }, index) => {
      const price = amounts[index % amounts.length] ?? null;
      return { id, price, currency: price === null ? null : (currencies[index % currencies.length] ?? null) };
    });
    for (const { id, price, currency } of listings) {
      await db
        .update(items)
        .set({ price: price === null ? null : price.toFixed(2), currency })
        .where(eq(items.id, id));
    }
  }, 120_000);
  afterAll(() => test?.close());

  const expected = (descending: boolean) =>
    [...listings]
      .map(({ id, price, currency }) => ({
        id,
        key: price === null ? (descending ? 0 : Number.POSITIVE_INFINITY) : price * rateOf(currency),
      }))
      .sort((a, b) => (a.key === b.key ? a.id - b.id : a.key < b.key ? -1 : 1) * (descending ? -1 : 1))
      .map(({ id }) => id);

  it.each([
    ['price', 4000],
    ['-price', 4000],
    ['price', 3],
    ['-price', 3],
    ['price', 1],
    ['-price', 1],
  ])('sort=%s, walks of %i listings', async (sort, walkBudget) => {
    const gallery = createGalleryService(
      createGalleryRepository(test.database.db, createPostgresItemSearch(), { walkBudget }),
      { previewSecret: 'secret', currencyRates: async () => rates },
    );
    const seen: number[] = [];
    let query: { sort: GallerySort; last_hit?: string } = { sort: sort as GallerySort };
    for (let page = 0; page < 20; page++) {
      const response = await gallery.page({ niche: 'collectables' }, query);
      seen.push(...response.results.map((tile) => tile.id));
      if (!response.next_params) break;
      query = response.next_params;
    }
    expect(seen).toEqual(expected(sort.startsWith('-')));
  });
});
