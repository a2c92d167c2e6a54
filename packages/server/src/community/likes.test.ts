import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { items, likes, notifications } from '../db/schema';
import { injectAs } from '../testing/accounts';
import { useTestApp } from '../testing/useTestApp';
import { aListing, createMembers } from './testing';

describe('likes', () => {
  const t = useTestApp({ catalogue: { size: 40 }, signIn: ['member', 'collector'], timeoutMs: 120_000 });

  const likeCount = async (id: number) =>
    (await t.database.db.select({ n: items.likeCount }).from(items).where(eq(items.id, id)))[0]?.n;
  const rows = async (id: number) =>
    (await t.database.db.select().from(likes).where(eq(likes.itemId, id))).length;

  it('50 members liking one item at once end with a like count of 50 and 50 rows', async () => {
    const item = await aListing(t.database.db, 'ITEM', 0);
    const members = await createMembers(t.database.db, 50);
    const answers = await Promise.all(
      members.map((member) => injectAs(t.app, 'POST', `/api/items/${item.id}/like/`, member.token)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(members.map(() => 200));
    expect(answers.every((answer) => answer.json().liked === true)).toBe(true);
    expect(Math.max(...answers.map((answer) => answer.json().like_count))).toBe(50);
    expect(await likeCount(item.id)).toBe(50);
    expect(await rows(item.id)).toBe(50);
  });

  it('liking twice toggles, and the detail says liked and the count', async () => {
    const item = await aListing(t.database.db, 'ITEM', 1);
    const like = () => injectAs(t.app, 'POST', `/api/items/${item.id}/like/`, t.token('member'));
    const first = await like();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ like_count: 1, liked: true });
    const detail = await injectAs(t.app, 'GET', `/api/gallery/item/item/${item.id}`, t.token('member'));
    expect(detail.json()).toMatchObject({ like_count: 1, liked: true });
    const other = await injectAs(t.app, 'GET', `/api/gallery/item/item/${item.id}`, t.token('collector'));
    expect(other.json()).toMatchObject({ like_count: 1, liked: false });
    const anonymous = await injectAs(t.app, 'GET', `/api/gallery/item/item/${item.id}`);
    expect(anonymous.json()).toMatchObject({ like_count: 1, liked: false });

    const second = await like();
    expect(second.json()).toEqual({ like_count: 0, liked: false });
    expect(await rows(item.id)).toBe(0);
    const after = await injectAs(t.app, 'GET', `/api/gallery/item/item/${item.id}`, t.token('member'));
    expect(after.json()).toMatchObject({ like_count: 0, liked: false });
  });

  it('one member toggling many times at once keeps the count equal to the rows', async () => {
    const item = await aListing(t.database.db, 'ITEM', 2);
    const answers = await Promise.all(
      Array.from({ length: 7 }, () =>
        injectAs(t.app, 'POST', `/api/items/${item.id}/like/`, t.token('collector')),
      ),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(await likeCount(item.id)).toBe(await rows(item.id));
    expect(await rows(item.id)).toBe(1);
  });

  it('tells the owner (item_liked), not the liker of their own listing', async () => {
    const item = await aListing(t.database.db, 'ITEM', 3);
    if (item.userId === null) throw new Error('The demo listing has no owner');
    const [liker] = await createMembers(t.database.db, 1);
    await injectAs(t.app, 'POST', `/api/items/${item.id}/like/`, liker?.token);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, item.userId), eq(notifications.name, 'item_liked')));
    expect(told.map((row) => row.data.item)).toContainEqual({ id: item.id, name: item.name });
    const own = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, liker?.id ?? 0), eq(notifications.name, 'item_liked')));
    expect(own).toEqual([]);
  });

  it('likes events and organisation listings on their own paths, each only of its type', async () => {
    const event = await aListing(t.database.db, 'EVENT');
    const organisation = await aListing(t.database.db, 'ORGANISATION');
    const token = t.token('member');
    expect((await injectAs(t.app, 'POST', `/api/events/${event.id}/like/`, token)).json()).toEqual({
      like_count: 1,
      liked: true,
    });
    expect(
      (await injectAs(t.app, 'POST', `/api/organisations/${organisation.id}/like/`, token)).json(),
    ).toEqual({ like_count: 1, liked: true });
    expect((await injectAs(t.app, 'POST', `/api/items/${event.id}/like/`, token)).statusCode).toBe(404);
    expect((await injectAs(t.app, 'POST', `/api/events/${organisation.id}/like/`, token)).statusCode).toBe(
      404,
    );
  });

  it('asks a visitor to sign in, and knows no listing that is not there', async () => {
    const item = await aListing(t.database.db, 'ITEM', 4);
    const anonymous = await injectAs(t.app, 'POST', `/api/items/${item.id}/like/`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: expect.any(String) });
    const missing = await injectAs(t.app, 'POST', '/api/items/99999999/like/', t.token('member'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Not found.' });
    expect((await injectAs(t.app, 'POST', '/api/items/abc/like/', t.token('member'))).statusCode).toBe(404);
  });
});
