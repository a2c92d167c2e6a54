import { GALLERY_SORTS } from '@trove/core/gallery';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { categories, itemCategories, itemImages, items, itemTags, sections, tags } from '../../db/schema';
import { createMemoryMediaStore } from '../../media/mediaStore';
import { createTestDatabase } from '../../testing/testDatabase';
import { seedDatabase } from '../seed';
import {
  type Cursor,
  createGalleryRepository,
  EXACT_TOTAL_LIMIT,
  type GalleryPlace,
  type GalleryRepository,
  type ListingFilter,
  SORT_PLANS,
} from './repository';
import { createPostgresItemSearch } from './search';

// More listings than are counted exactly, so a niche's total is an estimate.
const CATALOGUE_SIZE = 1200;

describe('the gallery repository', () => {
  let database: DatabaseHandle;
  let clock = 0;
  const now = () => clock;
  const repository = (options: { walkBudget?: number } = {}) =>
    createGalleryRepository(database.db, createPostgresItemSearch(), { now, ...options });

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDatabase(database.db, {
      nodeEnv: 'test',
      catalogue: { size: CATALOGUE_SIZE },
      media: createMemoryMediaStore(),
    });
    await database.db.execute(sql`ANALYZE`);
  }, 120_000);
  afterAll(() => database?.close());

  async function placeOf(repo: GalleryRepository, section?: string): Promise<GalleryPlace> {
    const place = await repo.place({ niche: 'collectables', section });
    if (!place) throw new Error(`no place ${section}`);
    return place;
  }

  /** Every page of a gallery, 40 at a time, as ids. */
  async function walk(
    repo: GalleryRepository,
    place: GalleryPlace,
    filter: ListingFilter,
    sort: keyof typeof SORT_PLANS,
  ) {
    const ids: number[] = [];
    let after: Cursor | undefined;
    for (let pages = 0; pages < 100; pages++) {
      const { rows } = await repo.listingPage(place, filter, SORT_PLANS[sort], after, 40);
      ids.push(...rows.map((row) => row.id));
      const last = rows.at(-1);
      if (rows.length < 40 || !last) return ids;
      after = { values: last.sortKeys, id: last.id };
    }
    throw new Error('more than 100 pages');
  }

  const filters: [section: string | undefined, filter: ListingFilter][] = [
    ['coins', {}],
    [undefined, { q: 'sovereign' }],
    [undefined, { forSale: true, q: 'rare' }],
    [undefined, { sold: true, showAndTell: true, q: 'medal' }],
    ['coins', { categories: ['coins-world'] }],
    [undefined, { tags: ['gold', 'silver'], q: 'condition' }],
    ['stamps', { q: 'sovereign' }],
    // Filters the best-match walk applies itself: a section, and the Items of Interest chip.
    ['directory', {}],
    [undefined, { showAndTell: true, q: 'rare' }],
  ];

  it.each(GALLERY_SORTS)(
    'pages sorted by %s alike whether a page is found along the index or the filters lead',
    async (sort) => {
      // A budget of 5 listings sends nearly every page to the filters; a huge one never does.
      const filtersFirst = repository({ walkBudget: 5 });
      const alongIndex = repository({ walkBudget: 1_000_000 });
      for (const [section, filter] of filters) {
        const place = await placeOf(alongIndex, section);
        const expected = await walk(alongIndex, place, filter, sort);
        expect(await walk(filtersFirst, place, filter, sort), JSON.stringify([section, filter])).toEqual(
          expected,
        );
        expect(new Set(expected).size).toBe(expected.length);
        const { total } = await alongIndex.listingPage(place, filter, SORT_PLANS[sort], undefined, 25);
        expect(expected.length, JSON.stringify([section, filter])).toBe(total);
      }
    },
    60_000,
  );

  it('orders each page by the sort, listings without the key last in either direction', async () => {
    const repo = repository();
    const place = await placeOf(repo);
    const price = (row: { price: string | null }) => (row.price === null ? null : Number(row.price));
    for (const [sort, better] of [
      ['price', (a: number, b: number) => a <= b],
      ['-price', (a: number, b: number) => a >= b],
    ] as const) {
      const { rows } = await repo.listingPage(place, {}, SORT_PLANS[sort], undefined, 1000);
      const prices = rows.map(price);
      const priced = prices.filter((value): value is number => value !== null);
      expect(priced.length).toBeGreaterThan(0);
      expect(prices.slice(0, priced.length)).toEqual(priced);
      expect(priced.every((value, index) => index === 0 || better(priced[index - 1] ?? value, value))).toBe(
        true,
      );
    }
  });

  it('counts totals exactly up to the limit, on every request', async () => {
    const repo = repository();
    const place = await placeOf(repo);
    const filter = { q: 'sovereign' };
    const ids = await walk(repo, place, filter, '-created_date');
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThanOrEqual(EXACT_TOTAL_LIMIT);
    const first = await repo.listingPage(place, filter, SORT_PLANS['-created_date'], undefined, 11);
    expect(first.total).toBe(ids.length);
    const [listing] = await database.db.select().from(items).where(inArray(items.id, ids)).limit(1);
    if (!listing) throw new Error('no listing');
    const { id: _id, search: _search, ...copy } = listing;
    const [added] = await database.db.insert(items).values(copy).returning({ id: items.id });
    try {
      const again = await repo.listingPage(place, filter, SORT_PLANS['-created_date'], undefined, 11);
      expect(again.total).toBe(ids.length + 1);
    } finally {
      if (added) await database.db.delete(items).where(eq(items.id, added.id));
    }
  });

  it.each([
    ['the whole table', undefined],
    ['a sample of its pages', 20],
  ])('estimates larger totals from %s, reuses them a while, then counts again', async (_, samplePages) => {
    const repo = createGalleryRepository(database.db, createPostgresItemSearch(), { now, samplePages });
    const place = await placeOf(repo);
    // the listings the gallery may show: not the demo listing held for moderation (issue 15)
    const [actual] = await database.db
      .select({ count: count() })
      .from(items)
      .where(eq(items.published, true));
    const listed = actual?.count ?? 0;
    const sort = SORT_PLANS['-read_count'];
    const { total } = await repo.listingPage(place, {}, sort, undefined, 11);
    expect(total).toBeGreaterThan(EXACT_TOTAL_LIMIT);
    if (samplePages === undefined) expect(total).toBe(listed);
    else expect(Math.abs(total - listed)).toBeLessThan(listed * 0.35);

    // Down to fewer than the limit: the estimate stands until it expires, then a count answers.
    const removed = await database.db
      .update(items)
      .set({ searchable: false })
      .where(sql`${items.id} % 4 <> 0`)
      .returning({ id: items.id });
    try {
      const left = await walk(repo, place, {}, '-read_count');
      expect(left.length).toBeLessThanOrEqual(EXACT_TOTAL_LIMIT);
      expect((await repo.listingPage(place, {}, sort, undefined, 11)).total).toBe(total);
      clock += 60_000;
      expect((await repo.listingPage(place, {}, sort, undefined, 11)).total).toBe(left.length);
    } finally {
      await database.db
        .update(items)
        .set({ searchable: true })
        .where(
          inArray(
            items.id,
            removed.map((row) => row.id),
          ),
        );
    }
  });

  it("gives each tile its own listing's image and category, and its place's slugs", async () => {
    const repo = repository();
    const place = await placeOf(repo, 'coins');
    const { rows } = await repo.listingPage(place, {}, SORT_PLANS['-created_date'], undefined, 20);
    expect(rows.length).toBe(20);
    for (const row of rows) {
      const [image] = await database.db
        .select({ key: itemImages.key })
        .from(itemImages)
        .where(eq(itemImages.itemId, row.id))
        .orderBy(desc(itemImages.primary), asc(itemImages.ordering), asc(itemImages.id))
        .limit(1);
      expect(row.imageKey).toBe(image?.key ?? null);
      const [category] = await database.db
        .select({ name: categories.name })
        .from(itemCategories)
        .innerJoin(categories, eq(categories.id, itemCategories.categoryId))
        .where(eq(itemCategories.itemId, row.id))
        .orderBy(sql`${categories.parentId} NULLS FIRST`, asc(categories.id))
        .limit(1);
      expect(row.category).toBe(category?.name ?? null);
      expect([row.nicheSlug, row.sectionSlug]).toEqual(['collectables', 'coins']);
      expect(row.gallerySlug).not.toBeNull();
    }
    expect(rows.some((row) => row.imageKey !== null)).toBe(true);
  });

  it('finds a place added after the tree was read, and sees new categories once the tree expires', async () => {
    const repo = repository();
    const coins = await placeOf(repo, 'coins');
    const before = await repo.categoriesOf(coins);
    expect(before.length).toBeGreaterThan(0);
    const [section] = await database.db
      .insert(sections)
      .values({ nicheId: coins.niche.id, slug: 'postcards', name: 'Postcards' })
      .returning();
    const [category] = await database.db
      .insert(categories)
      .values({ slug: 'coins-tokens', name: 'Tokens', sectionId: coins.section?.id ?? null, ordering: 99 })
      .returning();
    try {
      expect((await repo.place({ niche: 'collectables', section: 'postcards' }))?.section?.id).toBe(
        section?.id,
      );
      expect(await repo.place({ niche: 'collectables', section: 'nowhere' })).toBeUndefined();
      clock += 60_000;
      const after = await repo.categoriesOf(coins);
      expect(after.map((row) => row.slug)).toEqual([...before.map((row) => row.slug), 'coins-tokens']);
    } finally {
      if (category) await database.db.delete(categories).where(eq(categories.id, category.id));
      if (section) await database.db.delete(sections).where(eq(sections.id, section.id));
    }
  });

  it("lists the tags of a place's published listings", async () => {
    const repo = repository();
    const place = await placeOf(repo, 'coins');
    const expected = await database.db
      .selectDistinct({ slug: tags.slug, label: tags.label })
      .from(tags)
      .innerJoin(itemTags, eq(itemTags.tagId, tags.id))
      .innerJoin(items, eq(items.id, itemTags.itemId))
      .where(and(eq(items.sectionId, place.section?.id ?? 0), eq(items.published, true)))
      .orderBy(asc(tags.slug));
    expect(expected.length).toBeGreaterThan(0);
    expect(await repo.availableTags(place)).toEqual(expected);
  });
});
