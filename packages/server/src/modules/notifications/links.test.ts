import { paramsToRoute, routeToParams } from '@trove/core/gallery';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { items, users } from '../../db/schema';
import { DEMO, withToken } from '../../testing/accounts';
import { useTestApp } from '../../testing/useTestApp';
import { createNotificationsRepository } from './repository';

describe('notification links', () => {
  const test = useTestApp({ catalogue: { size: 30 }, signIn: ['member'], timeoutMs: 120_000 });

  const notifications = async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/auth/user/notifications/',
      headers: withToken(test.token('member')),
    });
    expect(response.statusCode).toBe(200);
    return response.json().results as {
      name: string;
      data: { item?: { id: number; name: string; url?: string } };
    }[];
  };

  it('link every notification about a listing to that listing, named as it is', async () => {
    const { db } = test.database;
    const [member] = await db.select().from(users).where(eq(users.email, DEMO.member));
    const [listing] = await db.select().from(items).where(eq(items.itemType, 'ITEM')).limit(1);
    if (!member || !listing) throw new Error('no member or listing');
    // As the auctions write it when a bid outbids the member.
    await createNotificationsRepository(db).insert([
      {
        userId: member.id,
        name: 'auction_outbid',
        data: { item: { id: listing.id, name: listing.name }, lot: 1 },
        dateCreated: new Date(),
      },
    ]);
    const results = await notifications();
    const outbid = results.find((notification) => notification.data.item?.id === listing.id);
    expect(outbid?.name).toBe('auction_outbid');
    const about = results.filter((notification) => notification.data.item !== undefined);
    expect(about.length).toBeGreaterThan(1);
    const ids = about.map((notification) => notification.data.item?.id ?? 0);
    const rows = await db.select().from(items).where(inArray(items.id, ids));
    for (const notification of about) {
      const item = notification.data.item;
      if (!item) continue;
      // The demo's notifications name listings by id: the link and the name are that listing's,
      // so "Victorian silver pocket watch" no longer opens another item.
      const row = rows.find((candidate) => candidate.id === item.id);
      expect(row, String(item.id)).toBeDefined();
      expect(item.name).toBe(row?.name);
      expect(item.url).toMatch(/^\/collectables\//);
      const detail = await test.app.inject({
        method: 'GET',
        url: `/api/gallery${item.url?.replace(/^\/[^/]+/, '')}`,
      });
      if (detail.statusCode === 200) expect(detail.json()).toMatchObject({ id: item.id, name: item.name });
      else expect(detail.statusCode, item.url).toBe(403);
    }
  });

  it('keeps the stored name, without a link, when the listing is gone', async () => {
    const { db } = test.database;
    const [member] = await db.select().from(users).where(eq(users.email, DEMO.member));
    await createNotificationsRepository(db).insert([
      {
        userId: member?.id ?? 0,
        name: 'item_liked',
        data: { item: { id: 999_999, name: 'Gone' } },
        dateCreated: new Date(Date.now() + 60_000),
      },
    ]);
    const [newest] = await notifications();
    expect(newest?.data.item).toEqual({ id: 999_999, name: 'Gone' });
  });

  it('links each listing to the URL the gallery gives it (tile and detail), both by core’s rule', async () => {
    const { db } = test.database;
    const [member] = await db.select().from(users).where(eq(users.email, DEMO.member));
    const page = await test.app.inject({ method: 'GET', url: '/api/gallery/collectables' });
    expect(page.statusCode).toBe(200);
    const tiles = page.json().results as {
      id: number;
      name: string;
      item_type: string;
      internal_url: string;
      can_open: boolean;
    }[];
    expect(tiles.length).toBeGreaterThan(10);
    // Older than every other notification, so they do not change what the tests above read first.
    await createNotificationsRepository(db).insert(
      tiles.map((tile, index) => ({
        userId: member?.id ?? 0,
        name: 'item_liked',
        data: { item: { id: tile.id, name: tile.name } },
        dateCreated: new Date(Date.UTC(2000, 0, 1, 0, index)),
      })),
    );
    const linked = new Map(
      (await notifications()).flatMap((notification) =>
        notification.data.item ? [[notification.data.item.id, notification.data.item.url]] : [],
      ),
    );
    for (const tile of tiles) {
      expect(linked.get(tile.id), tile.name).toBe(tile.internal_url);
      if (!tile.can_open) continue;
      const detail = await test.app.inject({
        method: 'GET',
        url: `/api/gallery/item/${tile.item_type.toLowerCase()}/${tile.id}`,
      });
      expect(detail.json().absolute_url, tile.name).toBe(tile.internal_url);
    }
    // Core's reading of the URL gives back the listing and its place.
    for (const tile of tiles) {
      const params = routeToParams({ pathname: tile.internal_url, search: '' });
      expect(params.item?.id, tile.internal_url).toBe(tile.id);
      expect(paramsToRoute(params).pathname).toBe(tile.internal_url);
    }
  });
});
