import { GALLERY_SORTS } from '@trove/core/gallery';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateListings } from '../../catalogue/generator';
import { items } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/testApp';

describe('gallery', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp({}, {}, { size: 80 });
  });
  afterAll(() => test?.close());

  const get = (url: string) => test.app.inject({ method: 'GET', url });

  async function walk(path: string, query = '', between?: () => Promise<void>) {
    const ids: number[] = [];
    let url = `${path}?${query}`;
    let total = 0;
    for (let pages = 0; pages < 50; pages++) {
      const response = await get(url);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      total = body.total;
      expect(body.results.length).toBeLessThanOrEqual(11);
      ids.push(...body.results.map((tile: { id: number }) => tile.id));
      if (!body.next_params) break;
      const params = new URLSearchParams(query);
      params.set('last_hit', body.next_params.last_hit);
      params.set('sort', body.next_params.sort);
      url = `${path}?${params}`;
      await between?.();
    }
    return { ids, total };
  }

  it.each(GALLERY_SORTS)('walks every page sorted by %s without repeating or skipping', async (sort) => {
    const { ids, total } = await walk('/api/gallery/collectables', `sort=${encodeURIComponent(sort)}`);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(total);
    expect(total).toBeGreaterThan(50);
  });

  it('keeps pages stable while listings are inserted between requests', async () => {
    const [first] = await test.database.db.select().from(items).limit(1);
    if (!first) throw new Error('no listing');
    const before = await walk('/api/gallery/collectables', 'sort=-created_date');
    let inserted = 0;
    const { id: _id, search: _search, ...copy } = first;
    const during = await walk('/api/gallery/collectables', 'sort=-created_date', async () => {
      inserted++;
      await test.database.db
        .insert(items)
        .values({ ...copy, created: new Date('2030-01-01'), name: `New ${inserted}` });
    });
    expect(inserted).toBeGreaterThan(0);
    expect(during.ids).toEqual(before.ids);
    await test.database.db.delete(items).where(sql`${items.name} LIKE 'New %'`);
  });

  it('filters', async () => {
    const check = async (query: string, predicate: (tile: Record<string, unknown>) => boolean) => {
      const { ids } = await walk('/api/gallery/collectables', query);
      const response = await get(`/api/gallery/collectables?${query}`);
      const tiles: Record<string, unknown>[] = response.json().results;
      expect(tiles.every(predicate), query).toBe(true);
      return ids.length;
    };
    expect(await check('sold=1', (tile) => tile.sold === true)).toBeGreaterThan(0);
    expect(await check('for_sale=1', (tile) => tile.for_sale === true)).toBeGreaterThan(0);
    expect(await check('show_and_tell=1', (tile) => tile.show_and_tell === true)).toBeGreaterThan(0);
    expect(
      await check(
        'min_price=100&max_price=2000&for_sale=1',
        (tile) => Number(tile.price) >= 100 && Number(tile.price) <= 2000,
      ),
    ).toBeGreaterThan(0);
    expect(
      await check('q=sovereign', (tile) => /sovereign/i.test(String(tile.name) + String(tile.description))),
    ).toBeGreaterThanOrEqual(0);
    const section = await walk('/api/gallery/collectables/events');
    const events = await get('/api/gallery/collectables/events');
    expect(events.json().results.every((tile: { item_type: string }) => tile.item_type === 'EVENT')).toBe(
      true,
    );
    expect(events.json().next_params?.sort ?? 'date_start').toBe('date_start');
    expect(section.ids.length).toBeGreaterThan(0);
    const coins = (await get('/api/gallery/collectables/coins')).json();
    expect(coins.categories._order.length).toBe(3);
    expect(coins.description).toHaveLength(2);
    const category = coins.categories._order[0];
    expect(await check(`category=${category}`, () => true)).toBeGreaterThanOrEqual(0);
    expect(await check('country_code=NZ', () => true)).toBeGreaterThanOrEqual(0);
    expect(await check('country=New%20Zealand', () => true)).toBeGreaterThanOrEqual(0);
    expect(await check('tags=gold', () => true)).toBeGreaterThanOrEqual(0);
    expect(await check('min_date=2025-06-01&max_date=2025-12-31', () => true)).toBeGreaterThanOrEqual(0);
    expect((await get('/api/gallery/nowhere')).statusCode).toBe(404);
  });

  it('answers the detail, 404 for unknown and 403 for closed listings, and counts views', async () => {
    const [row] = await test.database.db.select().from(items).where(eq(items.itemType, 'ITEM')).limit(1);
    if (!row) throw new Error('no listing');
    const tile = (await get(`/api/gallery/collectables?sort=price`)).json().results[0];
    const detail = await get(`/api/gallery/item/${tile.item_type.toLowerCase()}/${tile.id}`);
    expect([200, 403]).toContain(detail.statusCode);
    await test.database.db
      .update(items)
      .set({ canOpen: true, restricted: false })
      .where(eq(items.id, row.id));
    const path = (await get(`/api/gallery/item/ITEM/${row.id}`))
      .json()
      .absolute_url.replace('/collectables/', '');
    const ok = await get(`/api/gallery/${path}`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().id).toBe(row.id);
    expect((await get('/api/gallery/coins/world/modern/0999999-nothing')).json()).toEqual({
      detail: 'Not found.',
    });
    await test.database.db.update(items).set({ canOpen: false }).where(eq(items.id, row.id));
    expect((await get(`/api/gallery/item/ITEM/${row.id}`)).statusCode).toBe(403);
    const view = await test.app.inject({ method: 'POST', url: `/api/analytics/obj-detail-view/${row.id}` });
    expect(view.statusCode).toBe(204);
    const [after] = await test.database.db.select().from(items).where(eq(items.id, row.id));
    expect(after?.viewCount).toBe(row.viewCount + 1);
  });

  it('renders the allowed thumbnail sizes only, with long cache headers', async () => {
    for (const size of ['262x262', '393x393', '116x116', '1500x1500']) {
      const response = await get(`/thumbnails/demo-1-${size}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toContain('max-age=31536000');
    }
    expect((await get('/thumbnails/demo-1-100x100')).statusCode).toBe(404);
    expect((await get('/thumbnails/nothing-262x262')).statusCode).toBe(404);
  });

  it('answers gallery headers', async () => {
    const body = (await get('/api/features/collectables/events')).json();
    expect(body.hide_advanced_search).toBe(true);
  });
});

describe('the catalogue generator', () => {
  it('gives the same catalogue for the same seed', () => {
    const a = [...generateListings({ seed: 7, size: 50 })];
    expect([...generateListings({ seed: 7, size: 50 })]).toEqual(a);
    expect([...generateListings({ seed: 8, size: 50 })]).not.toEqual(a);
  });
});
