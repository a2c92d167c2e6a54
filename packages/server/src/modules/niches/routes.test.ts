import { serverMessages } from '@trove/core/auth';
import {
  createGalleryApi,
  type GalleryApi,
  type ItemType,
  type NicheTree,
  nicheTreeSchema,
} from '@trove/core/gallery';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { demoTree } from '../../catalogue/generator';
import { groups, listingTransactions, niches, sections, users } from '../../db/schema';
import { DEMO, signIn, withToken } from '../../testing/accounts';
import { createInjectClient } from '../../testing/injectClient';
import { createTestApp, type TestApp } from '../../testing/testApp';

/** The tree the demo catalogue seeds, written out independently of the server's code. */
function expectedTree(keep: (section: { itemType: ItemType }) => boolean = () => true) {
  const order = (keys: string[]) => ({ _order: keys });
  const tree: Record<string, unknown> = order([]);
  for (const niche of demoTree()) {
    const kept = niche.sections.filter(keep);
    if (kept.length === 0) continue;
    (tree._order as string[]).push(niche.slug);
    const sectionMap: Record<string, unknown> = order(kept.map((section) => section.slug));
    for (const section of kept) {
      const galleryMap: Record<string, unknown> = order(section.galleries.map((gallery) => gallery.slug));
      for (const gallery of section.galleries) {
        const captionMap: Record<string, unknown> = order(gallery.captions.map((caption) => caption.slug));
        for (const caption of gallery.captions) {
          captionMap[caption.slug] = {
            name: caption.name,
            slug: caption.slug,
            description: caption.description,
          };
        }
        galleryMap[gallery.slug] = {
          name: gallery.name,
          slug: gallery.slug,
          description: gallery.description,
          captions: captionMap,
        };
      }
      sectionMap[section.slug] = {
        name: section.name,
        slug: section.slug,
        item_type: section.itemType,
        display_type: section.displayType,
        description: section.description,
        galleries: galleryMap,
      };
    }
    tree[niche.slug] = {
      name: niche.name,
      slug: niche.slug,
      item_type: niche.itemType,
      sections: sectionMap,
    };
  }
  return tree;
}

const sectionSlugs = (tree: NicheTree, niche = 'collectables') => tree[niche]?.sections._order ?? [];

describe('niches', () => {
  let testApp: TestApp;
  const apis = new Map<string, GalleryApi>();

  beforeAll(async () => {
    testApp = await createTestApp({}, {}, { size: 5 });
    await testApp.app.ready();
  });

  afterAll(() => testApp?.close());

  /** Core's gallery client, signed in as the demo account of `role` (on first use). */
  async function api(role: keyof typeof DEMO | 'anonymous'): Promise<GalleryApi> {
    let found = apis.get(role);
    if (!found) {
      const token = role === 'anonymous' ? undefined : await signIn(testApp.app, DEMO[role]);
      found = createGalleryApi(createInjectClient(testApp.app, token));
      apis.set(role, found);
    }
    return found;
  }

  it('answers the whole tree to anyone, every level an ordered map', async () => {
    const tree = await (await api('anonymous')).niches('readable');
    expect(tree).toEqual(expectedTree());
    expect(sectionSlugs(tree)).toEqual([
      'coins',
      'banknotes',
      'stamps',
      'militaria',
      'antiques',
      'toys',
      'sports-memorabilia',
      'events',
      'directory',
    ]);
  });

  it('lists into the sections of a type the member has the permission for', async () => {
    const itemSections = expectedTree((section) => section.itemType === 'ITEM');
    expect(await (await api('collector')).niches({ writable: 'ITEM' })).toEqual(itemSections);
    expect(await (await api('dealer')).niches({ writable: 'ITEM' })).toEqual(itemSections);
    expect(sectionSlugs(await (await api('club')).niches({ writable: 'EVENT' }))).toEqual(['events']);
    // An owner with publish_organisation, and a plain user of an organisation.
    expect(sectionSlugs(await (await api('dealer')).niches({ writable: 'ORGANISATION' }))).toEqual([
      'directory',
    ]);
    expect(sectionSlugs(await (await api('staff')).niches({ writable: 'ORGANISATION' }))).toEqual([
      'directory',
    ]);
    for (const type of ['ITEM', 'EVENT', 'ORGANISATION'] as const) {
      expect(await (await api('admin')).niches({ writable: type })).toEqual(
        expectedTree((section) => section.itemType === type),
      );
    }
  });

  it('answers an empty tree without the permission', async () => {
    const empty = { _order: [] };
    expect(await (await api('member')).niches({ writable: 'ITEM' })).toEqual(empty);
    expect(await (await api('member')).niches({ writable: 'EVENT' })).toEqual(empty);
    expect(await (await api('member')).niches({ writable: 'ORGANISATION' })).toEqual(empty);
    expect(await (await api('collector')).niches({ writable: 'EVENT' })).toEqual(empty);
    expect(await (await api('club')).niches({ writable: 'ITEM' })).toEqual(empty);
  });

  it('offers only the niches that have a section of the type', async () => {
    const { db } = testApp.database;
    const [extra] = await db
      .insert(niches)
      .values({ slug: 'wine', name: 'Wine', itemType: 'ITEM', ordering: 5 })
      .returning();
    if (!extra) throw new Error('no niche');
    await db.insert(sections).values({ nicheId: extra.id, slug: 'cellar', name: 'Cellar', itemType: 'ITEM' });
    try {
      expect((await (await api('anonymous')).niches('readable'))._order).toEqual(['collectables', 'wine']);
      expect((await (await api('collector')).niches({ writable: 'ITEM' }))._order).toEqual([
        'collectables',
        'wine',
      ]);
      const events = await (await api('club')).niches({ writable: 'EVENT' });
      expect(events._order).toEqual(['collectables']);
      expect(events).not.toHaveProperty('wine');
    } finally {
      await db.delete(niches).where(eq(niches.id, extra.id));
    }
  });

  it('reads the listing type in any case, and refuses a missing or unknown one', async () => {
    const token = await signIn(testApp.app, DEMO.collector);
    const get = (query: string) =>
      testApp.app.inject({ method: 'GET', url: `/api/niches/writable/${query}`, headers: withToken(token) });
    const lower = await get('?item_type=item');
    expect(lower.statusCode).toBe(200);
    expect(z.parse(nicheTreeSchema, lower.json())).toEqual(
      expectedTree((section) => section.itemType === 'ITEM'),
    );
    expect((await get('')).json()).toEqual({ item_type: ['This field is required.'] });
    const unknown = await get('?item_type=THING');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ item_type: ['"THING" is not a valid choice.'] });
  });

  it('offers no item sections once the month’s listings are used up (canList)', async () => {
    const db = testApp.database.db;
    const [collector] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.collector));
    const itemSections = expectedTree((section) => section.itemType === 'ITEM');
    const empty = { _order: [] };
    try {
      await db.update(groups).set({ maxListingsPerMonth: 2 }).where(eq(groups.name, 'Collector'));
      await db.insert(listingTransactions).values({
        userId: collector?.id ?? 0,
        kind: 'listing',
        description: 'Listing',
        amount: '0.00',
        currency: 'NZD',
        free: true,
        created: new Date(),
      });
      expect(await (await api('collector')).niches({ writable: 'ITEM' })).toEqual(itemSections);

      await db.update(groups).set({ maxListingsPerMonth: 1 }).where(eq(groups.name, 'Collector'));
      expect(await (await api('collector')).niches({ writable: 'ITEM' })).toEqual(empty);
      // Another member's allowance is their own; a directory listing is no monthly listing.
      expect(await (await api('dealer')).niches({ writable: 'ITEM' })).toEqual(itemSections);
      expect(sectionSlugs(await (await api('dealer')).niches({ writable: 'ORGANISATION' }))).toEqual([
        'directory',
      ]);

      await db.update(groups).set({ maxListingsPerMonth: null }).where(eq(groups.name, 'Collector'));
      expect(await (await api('collector')).niches({ writable: 'ITEM' })).toEqual(itemSections);
    } finally {
      await db.update(groups).set({ maxListingsPerMonth: null });
      await db.delete(listingTransactions);
    }
  });

  it('needs a signed-in member for the writable tree only', async () => {
    const writable = await testApp.app.inject({ method: 'GET', url: '/api/niches/writable/?item_type=ITEM' });
    expect(writable.statusCode).toBe(401);
    expect(writable.json()).toEqual({ detail: serverMessages.notAuthenticated });
    expect((await testApp.app.inject({ method: 'GET', url: '/api/niches/readable/' })).statusCode).toBe(200);
  });
});
