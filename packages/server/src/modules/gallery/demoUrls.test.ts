import { isPlaceSlug, paramsToRoute, routeToParams } from '@trove/core/gallery';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTree } from '../../catalogue/generator';
import { assertPlaceSlugs } from '../../catalogue/insertCatalogue';
import { items } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { DEFAULT_CATALOGUE_SIZE } from '../seed';
import { createGalleryRepository } from './repository';
import { createPostgresItemSearch } from './search';

interface Tile {
  id: number;
  name: string;
  name_slug: string;
  item_type: string;
  can_open: boolean;
  internal_url: string;
  section_slug: string;
  gallery_slug: string | null;
  caption_slug: string | null;
}

/** Every tile of the niche, following `next_params` to the end. */
async function allTiles(test: TestApp): Promise<Tile[]> {
  const tiles: Tile[] = [];
  let url = '/api/gallery/collectables';
  for (let pages = 0; pages < 1000; pages++) {
    const response = await test.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    tiles.push(...body.results);
    if (!body.next_params) break;
    url = `/api/gallery/collectables?${new URLSearchParams(body.next_params)}`;
  }
  return tiles;
}

describe('the demo catalogue opens from its own URLs', () => {
  let test: TestApp;

  beforeAll(async () => {
    // The catalogue a development server seeds.
    test = await createTestApp({}, {}, {});
  }, 120_000);
  afterAll(() => test?.close());

  it("answers every listing's place and every listing's detail", async () => {
    const tiles = await allTiles(test);
    expect(tiles).toHaveLength(DEFAULT_CATALOGUE_SIZE);
    const places = new Set(tiles.map((tile) => tile.internal_url.replace(/\/[^/]+$/, '')));
    // A caption whose slug read as a rawId (`1900-to-1967`) made its place a 404.
    for (const place of places) {
      const response = await test.app.inject({ method: 'GET', url: `/api/gallery${place}` });
      expect(response.statusCode, place).toBe(200);
      expect(response.json().results.length, place).toBeGreaterThan(0);
    }
    for (const tile of tiles) {
      // The URL as the site reads it (routeToParams): the listing open over its own place. 85 of
      // the 300 once read their place as an item id, a heading then "Sorry an error occurred".
      const params = routeToParams({ pathname: tile.internal_url, search: '' });
      expect(params.item, tile.internal_url).toEqual({
        itemType: tile.item_type,
        id: tile.id,
        slug: tile.name_slug,
      });
      expect([params.section, params.gallery, params.caption], tile.internal_url).toEqual([
        tile.section_slug,
        tile.gallery_slug ?? undefined,
        tile.caption_slug ?? undefined,
      ]);
      expect(paramsToRoute(params).pathname, tile.internal_url).toBe(tile.internal_url);
      // The detail by its path (`{section}/{gallery}[/{caption}]/{rawId}`, the URL without the
      // niche) and by type and id, as the site asks for it.
      for (const url of [
        `/api/gallery${tile.internal_url.replace(/^\/[^/]+/, '')}`,
        `/api/gallery/item/${tile.item_type.toLowerCase()}/${tile.id}`,
      ]) {
        const response = await test.app.inject({ method: 'GET', url });
        // A closed listing (can_open false) is the permission-denied pane by design: 403, not 404.
        expect(response.statusCode, url).toBe(tile.can_open ? 200 : 403);
        if (tile.can_open) expect(response.json().id, url).toBe(tile.id);
      }
    }
  }, 120_000);

  it("finds an organisation's listings from its pane's See our listings (?organisation={its listing})", async () => {
    const { db } = test.database;
    const directory = await db.select().from(items).where(eq(items.itemType, 'ORGANISATION'));
    expect(directory.length).toBeGreaterThan(0);
    for (const entry of directory) {
      // Every demo directory entry stands for one of the demo accounts' organisations.
      expect(entry.organisationId, entry.name).not.toBeNull();
      const ids: number[] = [];
      let url = `/api/gallery/collectables?organisation=${entry.id}`;
      for (let pages = 0; pages < 100; pages++) {
        const response = await test.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        const body = response.json();
        ids.push(...body.results.map((tile: Tile) => tile.id));
        if (!body.next_params) break;
        url = `/api/gallery/collectables?organisation=${entry.id}&${new URLSearchParams(body.next_params)}`;
      }
      const expected = await db
        .select({ id: items.id })
        .from(items)
        .where(and(eq(items.organisationId, entry.organisationId ?? -1), eq(items.published, true)));
      expect(
        ids.sort((a, b) => a - b),
        entry.name,
      ).toEqual(expected.map((row) => row.id).sort((a, b) => a - b));
      expect(ids, entry.name).toContain(entry.id);
      expect(ids.length, entry.name).toBeGreaterThan(1);
    }
    // An id that is no directory listing finds nothing, rather than everything.
    const [item] = await db.select().from(items).where(eq(items.itemType, 'ITEM')).limit(1);
    const none = await test.app.inject({
      method: 'GET',
      url: `/api/gallery/collectables?organisation=${item?.id}`,
    });
    expect(none.json().total).toBe(0);
  });

  it('generates no place slug that reads as a rawId, and refuses to store one', async () => {
    const slugs = demoTree().flatMap((niche) => [
      niche.slug,
      ...niche.sections.flatMap((section) => [
        section.slug,
        ...section.galleries.flatMap((gallery) => [gallery.slug, ...gallery.captions.map((c) => c.slug)]),
      ]),
    ]);
    expect(slugs.filter((slug) => !isPlaceSlug(slug))).toEqual([]);
    expect(() => assertPlaceSlugs(['coins', '1900-to-1967'])).toThrow(/1900-to-1967/);
    const repository = createGalleryRepository(test.database.db, createPostgresItemSearch());
    await expect(
      repository.createNiche({ slug: '2020', name: '2020', itemType: 'ITEM', ordering: 9 }),
    ).rejects.toThrow(/2020/);
  });
});
