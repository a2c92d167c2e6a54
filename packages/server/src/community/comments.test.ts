import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { comments, items, notifications, outbox, users } from '../db/schema';
import { DEMO, injectAs } from '../testing/accounts';
import { useTestApp } from '../testing/useTestApp';
import { DEMO_HELD_COMMENT, DEMO_PENDING_LISTING } from './seed';
import { aListing, createMembers } from './testing';

describe('comments and their moderation', () => {
  const t = useTestApp({
    catalogue: { size: 40 },
    signIn: ['member', 'collector', 'newMember', 'admin'],
    timeoutMs: 120_000,
  });
  const list = (path: string) => injectAs(t.app, 'GET', path);
  const post = (path: string, token: string | undefined, text: unknown) =>
    injectAs(t.app, 'POST', path, token, { text });

  /** The moderation links mailed to admin@ of a kind, oldest first. */
  async function moderationLinks(kind: 'comment_moderation' | 'item_moderation') {
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, DEMO.admin), eq(outbox.kind, kind)))
      .orderBy(outbox.id);
    return mails.map((mail) => /\/moderation\/\S+/.exec(mail.text)?.[0] ?? '');
  }

  const noticesOf = async (userId: number, name: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.name, name)));

  it('adds a member’s comment at once, newest first, and tells the listing’s owner (item_comment)', async () => {
    // a listing neither commenter owns, so that its owner is told of both comments (from the 9th
    // on if need be: the tests below take the 5th to the 8th)
    const commenters = (
      await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(inArray(users.email, [DEMO.member, DEMO.collector]))
    ).map((row) => row.id);
    let item = await aListing(t.database.db, 'ITEM', 3);
    for (let skip = 8; item.userId === null || commenters.includes(item.userId); skip += 1) {
      item = await aListing(t.database.db, 'ITEM', skip);
    }
    const path = `/api/comments/items/${item.id}/comment`;
    const first = await post(path, t.token('member'), 'A fine example.');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      text: 'A fine example.',
      user: { id: expect.any(Number), display_name: expect.any(String), photo: null },
      created_date: expect.any(String),
    });
    await post(path, t.token('collector'), 'Agreed!');
    const page = (await list(path)).json();
    expect(page.totalCount).toBe(2);
    expect(page.results.map((comment: { text: string }) => comment.text)).toEqual([
      'Agreed!',
      'A fine example.',
    ]);
    expect(page.next).toBeNull();
    expect((await noticesOf(item.userId, 'item_comment')).map((row) => row.data.comment)).toContainEqual({
      id: first.json().id,
      text: 'A fine example.',
    });
    const detail = await injectAs(t.app, 'GET', `/api/gallery/item/item/${item.id}`);
    expect(detail.json().comment_count).toBe(2);
  });

  it('pages through next with a cursor, and counts them all in totalCount', async () => {
    const item = await aListing(t.database.db, 'ITEM', 4);
    const path = `/api/comments/items/${item.id}/comment`;
    for (let index = 1; index <= 12; index += 1) await post(path, t.token('member'), `Comment ${index}`);
    const first = (await list(path)).json();
    expect(first.totalCount).toBe(12);
    expect(first.results).toHaveLength(10);
    expect(first.results[0].text).toBe('Comment 12');
    expect(first.next).toMatch(new RegExp(`^${path}\\?cursor=\\d+$`));
    const second = (await list(first.next)).json();
    expect(second.results.map((comment: { text: string }) => comment.text)).toEqual([
      'Comment 2',
      'Comment 1',
    ]);
    expect(second.next).toBeNull();
    expect(second.totalCount).toBe(12);
    expect((await list(`${path}?cursor=abc`)).statusCode).toBe(400);
  });

  it('refuses an empty comment, one over 255 characters and a member whose profile is incomplete', async () => {
    const item = await aListing(t.database.db, 'ITEM', 5);
    const path = `/api/comments/items/${item.id}/comment`;
    const long = await post(path, t.token('member'), 'x'.repeat(256));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ text: ['Max comment length is 255 characters'] });
    expect((await post(path, t.token('member'), 'x'.repeat(255))).statusCode).toBe(201);
    expect((await post(path, t.token('member'), '   ')).json()).toEqual({ text: ['This is required'] });
    const [incomplete] = await createMembers(t.database.db, 1);
    await t.database.db
      .update(users)
      .set({ postalAddressCity: null })
      .where(eq(users.id, incomplete?.id ?? 0));
    const refused = await post(path, incomplete?.token, 'Hello');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      non_field_errors: ['You must complete your profile before adding comments'],
    });
    expect((await post(path, undefined, 'Hello')).statusCode).toBe(401);
  });

  it('holds the comment of a require_approval member (202) until the moderator’s link approves it, once', async () => {
    const item = await aListing(t.database.db, 'ITEM', 6);
    const path = `/api/comments/items/${item.id}/comment`;
    const held = await post(path, t.token('newMember'), 'Please approve me');
    expect(held.statusCode).toBe(202);
    expect(held.json().text).toBe('Please approve me');
    expect((await list(path)).json()).toMatchObject({ results: [], totalCount: 0 });
    const [author] = await t.database.db.select().from(users).where(eq(users.email, DEMO.newMember));
    expect((await noticesOf(author?.id ?? 0, 'comment_pending')).length).toBeGreaterThan(0);

    const link = (await moderationLinks('comment_moderation')).find((one) =>
      one.startsWith(`/moderation/approve/comment/${held.json().id}/`),
    );
    expect(link).toBeDefined();
    const token = link?.split('/').at(-1);
    const approved = await injectAs(t.app, 'GET', `/api/comments/approve/${held.json().id}/${token}/`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id: item.id, name: item.name });
    expect((await list(path)).json().results.map((c: { text: string }) => c.text)).toEqual([
      'Please approve me',
    ]);
    expect((await noticesOf(author?.id ?? 0, 'comment_approved')).map((row) => row.data.item)).toContainEqual(
      {
        id: item.id,
        name: item.name,
      },
    );

    // A used link is refused; so is a forged one.
    const again = await injectAs(t.app, 'GET', `/api/comments/approve/${held.json().id}/${token}/`);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ token: ['Invalid token.'] });
    const forged = await injectAs(t.app, 'GET', `/api/comments/approve/${held.json().id}/abc-def/`);
    expect(forged.statusCode).toBe(400);
  });

  it('mails the moderators the seeded held comment and listing; the listing’s link publishes it, once', async () => {
    const [seeded] = await t.database.db.select().from(comments).where(eq(comments.text, DEMO_HELD_COMMENT));
    expect(seeded).toMatchObject({ approved: false, notified: true });
    const commentLinks = await moderationLinks('comment_moderation');
    expect(commentLinks.some((link) => link.startsWith(`/moderation/approve/comment/${seeded?.id}/`))).toBe(
      true,
    );

    const [itemLink] = await moderationLinks('item_moderation');
    const [, id, item, token] =
      /^\/moderation\/(\d+)\/approve\/item\/(\d+)\/(\S+)$/.exec(itemLink ?? '') ?? [];
    const [pending] = await t.database.db
      .select()
      .from(items)
      .where(eq(items.id, Number(item)));
    expect(pending).toMatchObject({ name: DEMO_PENDING_LISTING, published: false });
    expect((await injectAs(t.app, 'GET', `/api/gallery/item/item/${item}`)).statusCode).toBe(404);

    const approve = () =>
      injectAs(t.app, 'POST', `/api/moderation/${id}/approve/`, undefined, { item: Number(item), token });
    const approved = await approve();
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ id: Number(item) });
    expect((await injectAs(t.app, 'GET', `/api/gallery/item/item/${item}`)).statusCode).toBe(200);
    const again = await approve();
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ token: ['Invalid token.'] });
  });

  it('comments on events on their own path, each path only of its type', async () => {
    const event = await aListing(t.database.db, 'EVENT');
    const added = await post(`/api/comments/events/${event.id}/comment`, t.token('member'), 'See you there');
    expect(added.statusCode).toBe(201);
    expect((await list(`/api/comments/events/${event.id}/comment`)).json().totalCount).toBe(1);
    expect((await list(`/api/comments/items/${event.id}/comment`)).statusCode).toBe(404);
  });

  it('emails the owner when receive_emails is on', async () => {
    const [owner, commenter] = await createMembers(t.database.db, 2, { receiveEmails: true });
    const item = await aListing(t.database.db, 'ITEM', 7);
    await t.database.db.update(items).set({ userId: owner?.id }).where(eq(items.id, item.id));
    await post(`/api/comments/items/${item.id}/comment`, commenter?.token, 'Lovely');
    await injectAs(t.app, 'POST', `/api/items/${item.id}/like/`, commenter?.token);
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, owner?.email ?? ''));
    expect(mails.map((mail) => mail.kind).sort()).toEqual(['item_comment', 'item_liked']);
  });
});
