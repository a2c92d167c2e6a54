import { createGalleryApi } from '@trove/core/gallery';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TAGS, generateListings } from '../../catalogue/generator';
import { items, itemTags, sections, tags } from '../../db/schema';
import { createInjectClient } from '../../testing/injectClient';
import { createTestApp, type TestApp } from '../../testing/testApp';

const CATALOGUE_SIZE = 60;

/** The tags the demo catalogue gives the listings of a section (all of them without one), by slug. */
function seededTags(section?: string) {
  const slugs = new Set(
    [...generateListings({ size: CATALOGUE_SIZE })]
      .filter((listing) => section === undefined || listing.sectionSlug === section)
      .flatMap((listing) => listing.tagSlugs),
  );
  return DEMO_TAGS.filter((tag) => slugs.has(tag.slug)).sort((a, b) => a.slug.localeCompare(b.slug));
}

describe('lookups', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({}, {}, { size: CATALOGUE_SIZE });
  });
  afterAll(() => test?.close());

  const get = async (url: string) => {
    const response = await test.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('lists every country for items, present-day ones for events and directories', async () => {
    const all = await get('/api/country/search/all/');
    const presentDay = await get('/api/country/search/presentday/');
    expect(all.map((c: { code: string }) => c.code)).toContain('SU');
    expect(presentDay.map((c: { code: string }) => c.code)).not.toContain('SU');
    expect(presentDay.every((c: { present_day: boolean }) => c.present_day)).toBe(true);
    expect(all.length - presentDay.length).toBe(3);
  });

  it('matches countries by the start of their name, any case', async () => {
    const names = (await get('/api/country/search/all/?q=UNI')).map((c: { name: string }) => c.name);
    expect(names).toEqual(['United Kingdom', 'United States']);
    expect(await get('/api/country/search/presentday/?q=sov')).toEqual([]);
  });

  it('suggests categories containing the query, main ones first, naming the parent of subcategories', async () => {
    const found = await get('/api/categories/?q=zealand%20coins');
    expect(found[0]).toMatchObject({ name: 'New Zealand Coins', parent: null });
    expect(found.length).toBeGreaterThan(1);
    for (const sub of found.slice(1)) expect(sub).toMatchObject({ parent: 'New Zealand Coins' });
    expect(found.every((c: { name: string }) => /zealand coins/i.test(c.name))).toBe(true);
  });

  it('gives at most 10 suggestions, or every category with all=1', async () => {
    expect(await get('/api/categories/?q=')).toHaveLength(10);
    const all = await get('/api/categories/?all=1');
    expect(all.length).toBeGreaterThan(10);
    expect(new Set(all.map((c: { id: number }) => c.id)).size).toBe(all.length);
  });

  it('treats LIKE wildcards in the query as text', async () => {
    expect(await get('/api/categories/?q=%25')).toEqual([]);
    expect(await get('/api/country/search/all/?q=_')).toEqual([]);
  });

  describe('available tags', () => {
    const gallery = () => createGalleryApi(createInjectClient(test.app));

    it('offers the tags of the listings of a section, labelled Tags by default', async () => {
      const coins = await gallery().tags({ niche: 'collectables', section: 'coins' });
      expect(coins.tag_label).toBe('Tags');
      expect(coins.available_tags.length).toBeGreaterThan(0);
      expect(coins.available_tags).toEqual(seededTags('coins'));
      const everywhere = await gallery().tags({ niche: 'collectables' });
      expect(everywhere).toEqual({ available_tags: seededTags(), tag_label: 'Tags' });
      expect(everywhere.available_tags.length).toBeGreaterThan(coins.available_tags.length);
    });

    it('leaves out tags only unpublished listings carry', async () => {
      const { db } = test.database;
      const [tag] = await db.insert(tags).values({ slug: 'hidden-tag', label: 'Hidden' }).returning();
      const [listing] = await db
        .select()
        .from(items)
        .where(sql`${items.sectionId} IN (SELECT id FROM sections WHERE slug = 'coins')`)
        .limit(1);
      if (!tag || !listing) throw new Error('no tag or listing');
      await db.insert(itemTags).values({ itemId: listing.id, tagId: tag.id });
      const slugs = async () =>
        (await gallery().tags({ niche: 'collectables', section: 'coins' })).available_tags.map((t) => t.slug);
      try {
        expect(await slugs()).toContain('hidden-tag');
        await db.update(items).set({ published: false }).where(eq(items.id, listing.id));
        expect(await slugs()).not.toContain('hidden-tag');
      } finally {
        await db.update(items).set({ published: true }).where(eq(items.id, listing.id));
        await db.delete(itemTags).where(and(eq(itemTags.itemId, listing.id), eq(itemTags.tagId, tag.id)));
        await db.delete(tags).where(eq(tags.id, tag.id));
      }
    });

    it('uses the label a section sets, trimmed, and the default when it sets none or a blank one', async () => {
      const { db } = test.database;
      const coins = () => gallery().tags({ niche: 'collectables', section: 'coins' });
      const setLabel = (tagLabel: string | null) =>
        db.update(sections).set({ tagLabel }).where(eq(sections.slug, 'coins'));
      await setLabel('  Metal and grade ');
      try {
        expect((await coins()).tag_label).toBe('Metal and grade');
        // Other sections, and the niche as a whole, keep the default.
        expect((await gallery().tags({ niche: 'collectables', section: 'stamps' })).tag_label).toBe('Tags');
        expect((await gallery().tags({ niche: 'collectables' })).tag_label).toBe('Tags');
        // The label is a setting of the section, not part of its public header.
        expect(await get('/api/features/collectables/coins')).not.toHaveProperty('tag_label');
        await setLabel('   ');
        expect((await coins()).tag_label).toBe('Tags');
      } finally {
        await setLabel(null);
      }
      expect((await coins()).tag_label).toBe('Tags');
    });

    it('answers 404 for a place that does not exist and 400 without a niche', async () => {
      for (const query of ['?niche=nowhere', '?niche=collectables&section=nowhere']) {
        const response = await test.app.inject({ method: 'GET', url: `/api/tags/available/${query}` });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ detail: 'Not found.' });
      }
      const response = await test.app.inject({ method: 'GET', url: '/api/tags/available/' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('niche');
    });
  });
});
