import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { comments, items, shareCounts } from '../db/schema';
import { injectAs } from '../testing/accounts';
import { statementsOf } from '../testing/statements';
import { useTestApp } from '../testing/useTestApp';
import { tileCommunityColumns } from './listingCommunity';
import { aListing } from './testing';

describe('the gallery tiles’ comments and Facebook shares', () => {
  const t = useTestApp({ catalogue: { size: 40 }, signIn: ['member', 'newMember'], timeoutMs: 120_000 });

  it('says has_comments for approved comments only, and counts the Facebook shares', async () => {
    const db = t.database.db;
    const [commented, held, shared, quiet] = await Promise.all(
      [20, 21, 22, 23].map((skip) => aListing(db, 'ITEM', skip)),
    );
    if (!commented || !held || !shared || !quiet) throw new Error('No listings');
    const ids = [commented.id, held.id, shared.id, quiet.id];
    await db.delete(comments).where(inArray(comments.itemId, ids));
    await db.delete(shareCounts).where(inArray(shareCounts.itemId, ids));

    const comment = (id: number, token: string) =>
      injectAs(t.app, 'POST', `/api/comments/items/${id}/comment`, token, { text: 'A fine piece' });
    expect((await comment(commented.id, t.token('member'))).statusCode).toBe(201);
    // newmember@'s group requires approval: the comment is held, and a held one does not count.
    expect((await comment(held.id, t.token('newMember'))).statusCode).toBe(202);
    const share = (id: number, network: string) =>
      injectAs(t.app, 'POST', `/api/analytics/obj-share-view/${id}`, undefined, {
        url: 'https://trove.example/collectables/x',
        data: { shared_to: network },
      });
    for (const network of ['facebook', 'facebook', 'facebook', 'twitter']) {
      expect((await share(shared.id, network)).statusCode).toBe(204);
    }
    await share(held.id, 'email');

    // The member's watchlist is a gallery page of exactly these listings.
    const watchlist = await injectAs(t.app, 'POST', '/api/searches/', t.token('member'), {
      name: 'watchlist',
      params: { items: ids },
    });
    expect(watchlist.statusCode).toBe(201);
    const page = await injectAs(t.app, 'GET', '/api/gallery/collectables?key=watchlist', t.token('member'));
    expect(page.statusCode).toBe(200);
    const tiles = new Map(
      (page.json().results as { id: number; has_comments: boolean; facebook_share_count: number }[]).map(
        (tile) => [
          tile.id,
          { has_comments: tile.has_comments, facebook_share_count: tile.facebook_share_count },
        ],
      ),
    );
    expect(Object.fromEntries(tiles)).toEqual({
      [commented.id]: { has_comments: true, facebook_share_count: 0 },
      [held.id]: { has_comments: false, facebook_share_count: 0 },
      [shared.id]: { has_comments: false, facebook_share_count: 3 },
      [quiet.id]: { has_comments: false, facebook_share_count: 0 },
    });

    // Approved, the held comment counts.
    await db
      .update(comments)
      .set({ approved: true })
      .where(inArray(comments.itemId, [held.id]));
    const again = await injectAs(t.app, 'GET', '/api/gallery/collectables?key=watchlist', t.token('member'));
    const heldTile = (again.json().results as { id: number; has_comments: boolean }[]).find(
      (tile) => tile.id === held.id,
    );
    expect(heldTile?.has_comments).toBe(true);
  });

  it('reads a page’s comments and shares in the page’s own query, not one per tile', async () => {
    const db = t.database.db;
    const listings = await Promise.all([24, 25, 26, 27, 28, 29].map((skip) => aListing(db, 'ITEM', skip)));
    const ids = listings.map((listing) => listing.id);
    await db.delete(comments).where(inArray(comments.itemId, ids));
    await db.delete(shareCounts).where(inArray(shareCounts.itemId, ids));
    await db.insert(shareCounts).values({ itemId: ids[1] ?? 0, network: 'facebook', count: 7 });

    // The columns themselves, on the listings' rows.
    const rows = await db
      .select({ id: items.id, ...tileCommunityColumns(sql`${items}.${sql.identifier('id')}`) })
      .from(items)
      .where(inArray(items.id, ids));
    expect(Object.fromEntries(rows.map(({ id, ...community }) => [id, community]))).toEqual(
      Object.fromEntries(
        ids.map((id) => [id, { hasComments: false, facebookShareCount: id === ids[1] ? 7 : 0 }]),
      ),
    );

    // A gallery page of them: every statement it sends reads its listings, none looks up the
    // comments or the shares apart from them.
    const saved = await injectAs(t.app, 'POST', '/api/searches/', t.token('newMember'), {
      name: 'watchlist',
      params: { items: ids },
    });
    expect(saved.statusCode).toBe(201);
    let page: { results: { id: number; facebook_share_count: number }[] } | undefined;
    const statements = await statementsOf(t.database, async () => {
      page = (
        await injectAs(t.app, 'GET', '/api/gallery/collectables?key=watchlist', t.token('newMember'))
      ).json();
    });
    expect(page?.results.find((tile) => tile.id === ids[1])?.facebook_share_count).toBe(7);
    const reading = (table: string) => statements.filter((statement) => statement.includes(`"${table}"`));
    expect(reading('share_counts').length).toBeGreaterThan(0);
    for (const statement of [...reading('share_counts'), ...reading('comments')]) {
      expect(statement).toMatch(/from "items"/i);
      expect(statement).toContain('"item_images"');
    }
  });
});
