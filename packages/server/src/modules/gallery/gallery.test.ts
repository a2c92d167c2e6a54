import { GALLERY_PAGE_SIZE, GALLERY_SORTS, type GallerySort } from '@trove/core/gallery';
import { convertPrice, DEFAULT_CURRENCY_RATES, ratesInCurrency } from '@trove/core/server';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateListings } from '../../catalogue/generator';
import {
  captions,
  categories,
  countries,
  galleries,
  itemCategories,
  items,
  itemTags,
  niches,
  organisations,
  sections,
  tags,
  users,
} from '../../db/schema';
import { DEMO } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { createTestClock } from '../../testing/testClock';

type ItemRow = typeof items.$inferSelect;

/** A listing as the tests' own oracle sees it: the row, its place and its tags and categories. */
interface Listing extends ItemRow {
  nicheSlug: string;
  sectionSlug: string;
  displayType: string | null;
  countryName: string | null;
  tagSlugs: string[];
  categorySlugs: string[];
}

interface Tile {
  id: number;
  [key: string]: unknown;
}

const CATALOGUE_SIZE = 160;

/** The tests' clock: the day the catalogue is seeded, some of its events over and most to come. */
const NOW = '2026-01-01T09:00:00Z';

/**
 * The sort keys of §9, written out again for the oracle. A listing without the key comes last
 * whichever the direction (read as the lowest value descending, the highest ascending); ties go by
 * id in the same direction.
 */
const SORT_KEYS: Record<GallerySort, { keys: (row: ItemRow) => (number | string)[]; descending: boolean }> =
  (() => {
    const LAST = Number.POSITIVE_INFINITY;
    const money = (value: string | null, missing: number) => (value === null ? missing : Number(value));
    // The price sorts compare prices in the default currency (NZD), by the seeded rates, to 4 places.
    const rates = ratesInCurrency('NZD', DEFAULT_CURRENCY_RATES);
    const inNzd = (value: string | null, currency: string | null, missing: number) =>
      value === null
        ? missing
        : Math.round(convertPrice(Number(value), currency ?? 'NZD', rates) * 1e4) / 1e4;
    const instant = (value: Date | null, missing: number) => (value === null ? missing : value.getTime());
    return {
      '-price,-realisation_price,-created_date': {
        keys: (row) => [money(row.price, 0), money(row.realisationPrice, 0), row.created.getTime()],
        descending: true,
      },
      price: { keys: (row) => [inNzd(row.price, row.currency, LAST)], descending: false },
      '-price': { keys: (row) => [inNzd(row.price, row.currency, 0)], descending: true },
      realisation_price: {
        keys: (row) => [inNzd(row.realisationPrice, row.realisationCurrency, LAST)],
        descending: false,
      },
      '-realisation_price': {
        keys: (row) => [inNzd(row.realisationPrice, row.realisationCurrency, 0)],
        descending: true,
      },
      created_date: { keys: (row) => [row.created.getTime()], descending: false },
      '-created_date': { keys: (row) => [row.created.getTime()], descending: true },
      '-realisation_date': { keys: (row) => [row.realisationDate ?? '0001-01-01'], descending: true },
      '-read_count': { keys: (row) => [row.viewCount], descending: true },
      '-like_count': { keys: (row) => [row.likeCount], descending: true },
      lot_number: { keys: (row) => [row.lotNumber ?? LAST], descending: false },
      '-lot_number': { keys: (row) => [row.lotNumber ?? 0], descending: true },
      // Soonest first: to come or under way by start, then ended (ended, or started when there is
      // no end: core's isPastEvent) the latest first, then no date.
      date_start: {
        keys: (row) => {
          const now = Date.parse(NOW);
          if (row.dateStart === null) return [2, LAST, row.id];
          const ended = row.dateStart.getTime() < now && (row.dateEnd ?? row.dateStart).getTime() < now;
          return ended ? [1, -row.dateStart.getTime(), -row.id] : [0, row.dateStart.getTime(), row.id];
        },
        descending: false,
      },
      '-date_start': { keys: (row) => [instant(row.dateStart, Number.NEGATIVE_INFINITY)], descending: true },
    };
  })();

/** Negative when `a` comes first in the sort. */
function compare(sort: GallerySort, a: ItemRow, b: ItemRow): number {
  const { keys, descending } = SORT_KEYS[sort];
  const left = [...keys(a), a.id];
  const right = [...keys(b), b.id];
  for (let index = 0; index < left.length; index++) {
    const [x, y] = [left[index] ?? 0, right[index] ?? 0];
    if (x !== y) return (x < y ? -1 : 1) * (descending ? -1 : 1);
  }
  return 0;
}

const byId = (ids: Iterable<number>) => [...ids].sort((a, b) => a - b);

describe('gallery', () => {
  let test: TestApp;
  let organisationId: number;
  /** The directory listing of that organisation: the id an organisation pane's link filters by. */
  let directoryId: number;
  let collectorId: number;

  beforeAll(async () => {
    // Seeded on 2026-01-01: the demo's dates are spread around the seeding day, and the date
    // filters below name days of the year before it.
    test = await createTestApp({}, { clock: createTestClock(NOW) }, { size: CATALOGUE_SIZE });
    const { db } = test.database;
    const [organisation] = await db.select().from(organisations).limit(1);
    const [collector] = await db.select().from(users).where(eq(users.email, DEMO.collector));
    if (!organisation || !collector) throw new Error('no demo organisation or collector');
    organisationId = organisation.id;
    collectorId = collector.id;
    // A few listings of an organisation, and some the gallery must never show.
    await db.update(items).set({ organisationId }).where(sql`${items.id} % 9 = 0`);
    const [directory] = await db
      .update(items)
      .set({ organisationId })
      .where(sql`${items.id} = (SELECT min(id) FROM ${items} WHERE ${items.itemType} = 'ORGANISATION')`)
      .returning({ id: items.id });
    if (!directory) throw new Error('no directory listing');
    directoryId = directory.id;
    await db.update(items).set({ published: false }).where(sql`${items.id} % 23 = 0`);
    await db.update(items).set({ searchable: false }).where(sql`${items.id} % 29 = 0`);
  });
  afterAll(() => test?.close());

  const get = (url: string) => test.app.inject({ method: 'GET', url });

  /** Every listing with what the filters read, straight from the tables. */
  async function catalogue(): Promise<Listing[]> {
    const { db } = test.database;
    const rows = await db
      .select({
        item: items,
        nicheSlug: niches.slug,
        sectionSlug: sections.slug,
        displayType: sections.displayType,
        countryName: countries.name,
      })
      .from(items)
      .innerJoin(niches, eq(niches.id, items.nicheId))
      .innerJoin(sections, eq(sections.id, items.sectionId))
      .leftJoin(countries, eq(countries.code, items.countryCode));
    const tagRows = await db
      .select({ itemId: itemTags.itemId, slug: tags.slug })
      .from(itemTags)
      .innerJoin(tags, eq(tags.id, itemTags.tagId));
    const categoryRows = await db
      .select({ itemId: itemCategories.itemId, slug: categories.slug })
      .from(itemCategories)
      .innerJoin(categories, eq(categories.id, itemCategories.categoryId));
    const slugsOf = (links: { itemId: number; slug: string }[], id: number) =>
      links.filter((link) => link.itemId === id).map((link) => link.slug);
    return rows.map(({ item, ...place }) => ({
      ...item,
      ...place,
      tagSlugs: slugsOf(tagRows, item.id),
      categorySlugs: slugsOf(categoryRows, item.id),
    }));
  }

  /** What a gallery of the niche may show: published and searchable listings. */
  const shown = (listings: Listing[]) =>
    listings.filter(
      (listing) => listing.published && listing.searchable && listing.nicheSlug === 'collectables',
    );

  /** Follows `next_params` to the end; `between` runs after each page but the last. */
  async function walk(
    path: string,
    query = '',
    between?: (page: Tile[]) => Promise<void>,
  ): Promise<{ ids: number[]; tiles: Tile[]; total: number; sorts: string[] }> {
    const tiles: Tile[] = [];
    const sorts: string[] = [];
    let url = `${path}?${query}`;
    let total = 0;
    for (let pages = 0; pages < 100; pages++) {
      const response = await get(url);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      total = body.total;
      expect(body.results.length).toBeLessThanOrEqual(GALLERY_PAGE_SIZE);
      expect(body.count).toBe(body.results.length);
      tiles.push(...body.results);
      if (!body.next_params) break;
      // Only the last page may be short.
      expect(body.results).toHaveLength(GALLERY_PAGE_SIZE);
      sorts.push(body.next_params.sort);
      const params = new URLSearchParams(query);
      params.set('last_hit', body.next_params.last_hit);
      params.set('sort', body.next_params.sort);
      url = `${path}?${params}`;
      await between?.(body.results);
    }
    return { ids: tiles.map((tile) => tile.id), tiles, total, sorts };
  }

  describe('filters every search param of §3', () => {
    const day = (text: string) => new Date(`${text}T00:00:00Z`).getTime();
    const listingDay = (listing: Listing) => (listing.dateStart ?? listing.created).getTime();
    const price = (listing: Listing) =>
      listing.price !== null
        ? Number(listing.price)
        : listing.realisationPrice !== null
          ? Number(listing.realisationPrice)
          : null;
    const words = (listing: Listing) =>
      `${listing.name} ${listing.description}`.toLowerCase().split(/[^a-z0-9]+/);

    const cases: [query: string, keep: (listing: Listing) => boolean][] = [
      ['q=victorian', (listing) => words(listing).includes('victorian')],
      [
        'q=Victorian%20patina',
        (listing) => words(listing).includes('victorian') && words(listing).includes('patina'),
      ],
      ['min_date=2025-06-01', (listing) => listingDay(listing) >= day('2025-06-01')],
      ['max_date=2025-06-01', (listing) => listingDay(listing) < day('2025-06-02')],
      [
        'min_date=2025-03-01&max_date=2025-09-30',
        (listing) => listingDay(listing) >= day('2025-03-01') && listingDay(listing) < day('2025-10-01'),
      ],
      ['min_price=1000', (listing) => (price(listing) ?? -1) >= 1000],
      ['max_price=250.50', (listing) => price(listing) !== null && (price(listing) ?? 0) <= 250.5],
      [
        'min_price=100&max_price=2000',
        (listing) => price(listing) !== null && (price(listing) ?? 0) >= 100 && (price(listing) ?? 0) <= 2000,
      ],
      ['country=New%20Zealand', (listing) => listing.countryCode === 'NZ'],
      ['country=new%20zealand', (listing) => listing.countryCode === 'NZ'],
      ['country=au', (listing) => listing.countryCode === 'AU'],
      ['country_code=gb', (listing) => listing.countryCode === 'GB'],
      ['city=auckland', (listing) => listing.city === 'Auckland'],
      ['uid=COLLECTOR', (listing) => listing.userId === collectorId],
      ['organisation=ORGANISATION', (listing) => listing.organisationId === organisationId],
      ['category=coins-new-zealand', (listing) => listing.categorySlugs.includes('coins-new-zealand')],
      [
        'category=coins-new-zealand-pre-1900&category=stamps-definitives',
        (listing) =>
          listing.categorySlugs.includes('coins-new-zealand-pre-1900') ||
          listing.categorySlugs.includes('stamps-definitives'),
      ],
      ['tags=gold', (listing) => listing.tagSlugs.includes('gold')],
      ['tags=gold,wwii', (listing) => listing.tagSlugs.includes('gold') || listing.tagSlugs.includes('wwii')],
      ['display_type=list', (listing) => listing.displayType === 'list'],
      ['sold=1', (listing) => listing.sold],
      ['for_sale=1', (listing) => listing.forSale],
      ['show_and_tell=1', (listing) => listing.showAndTell],
      ['sold=1&for_sale=1', (listing) => listing.sold || listing.forSale],
      ['sold=0', () => true],
      [
        'for_sale=1&country_code=NZ&min_price=50&tags=gold,silver,proof,graded',
        (listing) =>
          listing.forSale &&
          listing.countryCode === 'NZ' &&
          (price(listing) ?? 0) >= 50 &&
          listing.tagSlugs.some((tag) => ['gold', 'silver', 'proof', 'graded'].includes(tag)),
      ],
    ];

    it.each(cases)('%s', async (template, keep) => {
      const query = template
        .replace('COLLECTOR', String(collectorId))
        .replace('ORGANISATION', String(directoryId));
      const all = shown(await catalogue());
      const expected = all.filter(keep).map((listing) => listing.id);
      // A filter that keeps nothing, or everything, would prove nothing.
      expect(expected.length, query).toBeGreaterThan(0);
      if (query !== 'sold=0') expect(expected.length, query).toBeLessThan(all.length);
      const { ids, total } = await walk('/api/gallery/collectables', query);
      expect(byId(ids)).toEqual(byId(expected));
      expect(new Set(ids).size).toBe(ids.length);
      expect(total).toBe(expected.length);
    });

    it('keeps to the place of the path: section, gallery and caption', async () => {
      const all = shown(await catalogue());
      const coins = all.filter((listing) => listing.sectionSlug === 'coins');
      expect(byId((await walk('/api/gallery/collectables/coins')).ids)).toEqual(byId(coins.map((l) => l.id)));
      const sample = coins.find((listing) => listing.captionId !== null);
      if (!sample?.galleryId || !sample.captionId) throw new Error('no coin in a caption');
      const inGallery = coins.filter((listing) => listing.galleryId === sample.galleryId);
      const inCaption = inGallery.filter((listing) => listing.captionId === sample.captionId);
      const { db } = test.database;
      const [gallery] = await db.select().from(galleries).where(eq(galleries.id, sample.galleryId));
      const [caption] = await db.select().from(captions).where(eq(captions.id, sample.captionId));
      const [gallerySlug, captionSlug] = [gallery?.slug, caption?.slug];
      expect(inCaption.length).toBeLessThan(inGallery.length);
      expect(byId((await walk(`/api/gallery/collectables/coins/${gallerySlug}`)).ids)).toEqual(
        byId(inGallery.map((l) => l.id)),
      );
      const captioned = await walk(
        `/api/gallery/collectables/coins/${gallerySlug}/${captionSlug}`,
        'for_sale=1',
      );
      expect(byId(captioned.ids)).toEqual(byId(inCaption.filter((l) => l.forSale).map((l) => l.id)));
    });

    it('never shows unpublished or unsearchable listings', async () => {
      const hidden = (await catalogue()).filter((listing) => !listing.published || !listing.searchable);
      expect(hidden.length).toBeGreaterThan(0);
      const { ids } = await walk('/api/gallery/collectables');
      for (const listing of hidden) expect(ids).not.toContain(listing.id);
    });

    it('refuses malformed filters in DRF’s shape', async () => {
      for (const [query, field] of [
        ['min_date=yesterday', 'min_date'],
        ['max_price=cheap', 'max_price'],
        ['uid=abc', 'uid'],
        ['organisation=-1', 'organisation'],
        ['sort=name', 'sort'],
        ['last_hit=garbage', 'last_hit'],
      ] as const) {
        const response = await get(`/api/gallery/collectables?${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(Object.keys(response.json()), query).toEqual([field]);
      }
    });
  });

  describe('sorts by every option of §9', () => {
    it.each(GALLERY_SORTS)('%s: every listing once, in the order of its keys', async (sort) => {
      const expected = shown(await catalogue())
        .sort((a, b) => compare(sort, a, b))
        .map((listing) => listing.id);
      const { ids, total, sorts } = await walk(
        '/api/gallery/collectables',
        `sort=${encodeURIComponent(sort)}`,
      );
      expect(total).toBe(expected.length);
      expect(ids).toEqual(expected);
      expect(new Set(sorts)).toEqual(new Set([sort]));
    });

    it('puts listings without the key last, ascending and descending', async () => {
      const rows = shown(await catalogue());
      const cases = [
        ['price', (row: Listing) => row.price === null],
        ['realisation_price', (row: Listing) => row.realisationPrice === null],
        ['lot_number', (row: Listing) => row.lotNumber === null],
        ['date_start', (row: Listing) => row.dateStart === null],
      ] as const;
      for (const [key, missing] of cases) {
        const without = new Set(rows.filter(missing).map((row) => row.id));
        expect(without.size, key).toBeGreaterThan(0);
        expect(without.size, key).toBeLessThan(rows.length);
        const ascending = (await walk('/api/gallery/collectables', `sort=${key}`)).ids;
        const descending = (await walk('/api/gallery/collectables', `sort=-${key}`)).ids;
        expect(
          ascending.slice(-without.size).every((id) => without.has(id)),
          key,
        ).toBe(true);
        expect(
          descending.slice(-without.size).every((id) => without.has(id)),
          key,
        ).toBe(true);
      }
      // The tiles carry the key they are sorted by: their price, converted to the default currency.
      const nzd = ratesInCurrency('NZD', DEFAULT_CURRENCY_RATES);
      const prices = (await walk('/api/gallery/collectables', 'sort=-price')).tiles.map((tile) =>
        tile.price === null ? 0 : convertPrice(Number(tile.price), String(tile.currency), nzd),
      );
      expect(new Set((await catalogue()).map((row) => row.currency).filter(Boolean)).size).toBeGreaterThan(1);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
      const likes = (await walk('/api/gallery/collectables', 'sort=-like_count')).tiles.map(
        (tile) => tile.like_count,
      );
      expect(likes).toEqual([...(likes as number[])].sort((a, b) => b - a));
    });

    it('sorts the events section by its dates whatever is asked', async () => {
      const events = shown(await catalogue())
        .filter((listing) => listing.sectionSlug === 'events')
        .sort((a, b) => compare('date_start', a, b))
        .map((listing) => listing.id);
      expect(events.length).toBeGreaterThan(GALLERY_PAGE_SIZE);
      const walked = await walk('/api/gallery/collectables/events', 'sort=-price');
      expect(walked.ids).toEqual(events);
      expect(new Set(walked.sorts)).toEqual(new Set(['date_start']));
    });
  });

  describe('keyset pages', () => {
    async function removeInserted() {
      await test.database.db.delete(items).where(like(items.name, 'Inserted %'));
    }

    it.each([
      '-created_date',
      'created_date',
      'price',
      '-price,-realisation_price,-created_date',
      '-like_count',
      'date_start',
    ] as const)('%s: no tile repeated or skipped while listings are inserted between pages', async (sort) => {
      const { db } = test.database;
      const before = shown(await catalogue()).sort((a, b) => compare(sort, a, b));
      const inserted: { row: ItemRow; cursor: ItemRow }[] = [];
      let seen = 0;
      try {
        const { ids } = await walk(
          '/api/gallery/collectables',
          `sort=${encodeURIComponent(sort)}`,
          async (page) => {
            seen += page.length;
            const last = page.at(-1)?.id;
            const cursor =
              before.find((listing) => listing.id === last) ??
              inserted.find(({ row }) => row.id === last)?.row;
            if (!cursor) throw new Error('a page ended with a listing that never existed');
            // Copies of a listing already shown and of one still to come: same keys, a new id.
            for (const template of [
              before[Math.floor(seen / 2)],
              before[Math.min(seen + 3, before.length - 1)],
            ]) {
              if (!template) continue;
              const { id: _id, search: _search, ...copy } = template as Listing & { search: string };
              const [row] = await db
                .insert(items)
                .values({ ...copy, name: `Inserted ${inserted.length}` })
                .returning();
              if (!row) throw new Error('no row inserted');
              inserted.push({ row, cursor });
            }
          },
        );
        // A newcomer shows exactly when it sorts after the page boundary at the time it came.
        const late = inserted
          .filter(({ row, cursor }) => compare(sort, row, cursor) > 0)
          .map(({ row }) => row.id);
        const early = inserted.filter(({ row }) => !late.includes(row.id));
        expect(late.length).toBeGreaterThan(0);
        expect(early.length).toBeGreaterThan(0);
        expect(new Set(ids).size).toBe(ids.length);
        expect(byId(ids)).toEqual(byId([...before.map((listing) => listing.id), ...late]));
      } finally {
        await removeInserted();
      }
    });

    it('keeps the pages of the first walk when newer listings come before them', async () => {
      const [first] = await test.database.db.select().from(items).limit(1);
      if (!first) throw new Error('no listing');
      const before = await walk('/api/gallery/collectables', 'sort=-created_date');
      let inserted = 0;
      const { id: _id, search: _search, ...copy } = first;
      try {
        const during = await walk('/api/gallery/collectables', 'sort=-created_date', async () => {
          inserted++;
          await test.database.db.insert(items).values({
            ...copy,
            published: true,
            searchable: true,
            created: new Date('2030-01-01'),
            name: `Inserted ${inserted}`,
          });
        });
        expect(inserted).toBeGreaterThan(0);
        expect(during.ids).toEqual(before.ids);
      } finally {
        await removeInserted();
      }
    });

    it('keeps going when the last listing shown is deleted', async () => {
      const expected = shown(await catalogue())
        .sort((a, b) => compare('price', a, b))
        .map((listing) => listing.id);
      const deleted: number[] = [];
      const { db } = test.database;
      const copies: ItemRow[] = [];
      try {
        const { ids } = await walk('/api/gallery/collectables', 'sort=price', async (page) => {
          const last = page.at(-1);
          if (!last) return;
          // Kept aside and put back afterwards, with its tags and categories gone for good: a copy.
          const [row] = await db.select().from(items).where(eq(items.id, last.id));
          if (row) copies.push(row);
          await db.delete(items).where(eq(items.id, last.id));
          deleted.push(last.id);
        });
        expect(deleted.length).toBeGreaterThan(1);
        expect(ids).toEqual(expected);
      } finally {
        for (const { search: _search, ...row } of copies) await db.insert(items).values(row);
      }
    });
  });

  it('answers the detail, 404 for unknown and 403 for closed listings, and counts views', async () => {
    const [row] = await test.database.db
      .select()
      .from(items)
      // one listed by a member, not for an organisation: the organisation's name is checked below
      .where(sql`${items.itemType} = 'ITEM' AND ${items.published} AND ${items.organisationId} IS NULL`)
      .limit(1);
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
    // who listed it: the member's display name (an organisation's name when listed for one)
    const [owner] = await test.database.db
      .select({ displayName: users.displayName })
      .from(users)
      .where(eq(users.id, row.userId ?? -1));
    expect(ok.json().user?.display_name ?? null).toBe(owner ? owner.displayName : null);
    const [organisation] = await test.database.db.select().from(organisations).limit(1);
    if (organisation && row.userId !== null) {
      await test.database.db
        .update(items)
        .set({ organisationId: organisation.id })
        .where(eq(items.id, row.id));
      expect((await get(`/api/gallery/${path}`)).json().user.display_name).toBe(organisation.name);
      await test.database.db
        .update(items)
        .set({ organisationId: row.organisationId })
        .where(eq(items.id, row.id));
    }
    expect((await get('/api/gallery/coins/world/modern/0999999-nothing')).json()).toEqual({
      detail: 'Not found.',
    });
    await test.database.db.update(items).set({ canOpen: false }).where(eq(items.id, row.id));
    expect((await get(`/api/gallery/item/ITEM/${row.id}`)).statusCode).toBe(403);
    const view = await test.app.inject({ method: 'POST', url: `/api/analytics/obj-detail-view/${row.id}` });
    expect(view.statusCode).toBe(204);
    const [after] = await test.database.db.select().from(items).where(eq(items.id, row.id));
    expect(after?.viewCount).toBe(row.viewCount + 1);
    await test.database.db.update(items).set({ canOpen: row.canOpen }).where(eq(items.id, row.id));
  });

  it('hides unpublished listings from the detail unless previewed', async () => {
    const [hidden] = await test.database.db
      .select()
      .from(items)
      .where(sql`NOT ${items.published} AND ${items.canOpen} AND NOT ${items.restricted}`)
      .limit(1);
    if (!hidden) throw new Error('no unpublished listing');
    expect((await get(`/api/gallery/item/${hidden.itemType.toLowerCase()}/${hidden.id}`)).statusCode).toBe(
      404,
    );
  });

  it('renders the allowed thumbnail sizes only, with long cache headers', async () => {
    for (const size of ['262x262', '393x393', '116x116', '1500x1500']) {
      const response = await get(`/thumbnails/demo-coin-1-${size}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toContain('max-age=31536000');
      // partner pages on other origins show them in the embedded widgets
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
    expect((await get('/thumbnails/demo-coin-1-100x100')).statusCode).toBe(404);
    expect((await get('/thumbnails/nothing-262x262')).statusCode).toBe(404);
  });

  it('answers gallery headers', async () => {
    const body = (await get('/api/features/collectables/events')).json();
    expect(body.hide_advanced_search).toBe(true);
    expect((await get('/api/gallery/nowhere')).statusCode).toBe(404);
    // every image a header names is served
    for (const scope of ['collectables', 'collectables/coins']) {
      const header = (await get(`/api/features/${scope}`)).json();
      const images: string[] = [
        ...header.banners.map((banner: { image: string }) => banner.image),
        ...header.link_blocks.flatMap((block: { links: { image: string | null }[] }) =>
          block.links.flatMap((link) => (link.image ? [link.image] : [])),
        ),
        ...(header.alternate_logo ? [header.alternate_logo] : []),
      ];
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) expect((await get(image)).statusCode, image).toBe(200);
    }
  });

  it('lists the categories of a section as ordered maps, and its description as paragraphs', async () => {
    const coins = (await get('/api/gallery/collectables/coins')).json();
    expect(coins.categories._order).toEqual(['coins-new-zealand', 'coins-australia', 'coins-world']);
    expect(coins.categories['coins-new-zealand'].subcategories._order).toEqual([
      'coins-new-zealand-pre-1900',
      'coins-new-zealand-1900-to-1967',
    ]);
    expect(coins.description).toHaveLength(2);
  });
});

describe('the catalogue generator', () => {
  it('gives the same catalogue for the same seed', () => {
    const a = [...generateListings({ seed: 7, size: 50 })];
    expect([...generateListings({ seed: 7, size: 50 })]).toEqual(a);
    expect([...generateListings({ seed: 8, size: 50 })]).not.toEqual(a);
  });

  it('gives events and organisations a contact, and items for sale none', () => {
    const listings = [...generateListings({ size: 200 })];
    for (const type of ['ITEM', 'EVENT', 'ORGANISATION'] as const) {
      expect(listings.some((listing) => listing.itemType === type)).toBe(true);
    }
    for (const listing of listings) {
      const hasContact = listing.itemType !== 'ITEM';
      expect(listing.contactName !== null, listing.name).toBe(hasContact);
      expect(listing.contactDetails !== null, listing.name).toBe(hasContact);
    }
  });
});
