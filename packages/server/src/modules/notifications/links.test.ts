import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, users } from '../../db/schema';
import { DEMO, signIn, withToken } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { createNotificationsRepository } from './repository';

describe('notification links', () => {
  let test: TestApp;
  let memberToken: string;

  beforeAll(async () => {
    test = await createTestApp({}, {}, { size: 30 });
    await test.app.ready();
    memberToken = await signIn(test.app, DEMO.member);
  }, 120_000);
  afterAll(() => test?.close());

  const notifications = async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/auth/user/notifications/',
      headers: withToken(memberToken),
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
});
