import { describe, expect, it } from 'vitest';
import { injectAs } from '../testing/accounts';
import { useTestApp } from '../testing/useTestApp';
import { aListing } from './testing';

describe('the watchlist', () => {
  const t = useTestApp({ catalogue: { size: 40 }, signIn: ['member', 'collector'], timeoutMs: 120_000 });

  it('holds the member’s item ids, and the gallery with key=watchlist shows exactly those to their owner', async () => {
    const token = t.token('member');
    const first = await aListing(t.database.db, 'ITEM', 0);
    const second = await aListing(t.database.db, 'ITEM', 5);
    const third = await aListing(t.database.db, 'ITEM', 9);
    // Created on first use: the member has none yet.
    expect((await injectAs(t.app, 'GET', '/api/searches/?name=watchlist', token)).json()).toEqual([]);
    const watchlist = await injectAs(t.app, 'POST', '/api/searches/', token, {
      name: 'watchlist',
      params: { items: [first.id, second.id] },
    });
    expect(watchlist.statusCode).toBe(201);
    const id = watchlist.json().id;

    const page = async (who?: string) =>
      injectAs(t.app, 'GET', '/api/gallery/collectables?key=watchlist', who);
    const ids = async () => ((await page(token)).json().results as { id: number }[]).map((tile) => tile.id);
    expect((await ids()).sort()).toEqual([first.id, second.id].sort());
    expect((await page(token)).json().total).toBe(2);

    // Unwatch one, watch another.
    const updated = await injectAs(t.app, 'PUT', `/api/searches/${id}/`, token, {
      name: 'watchlist',
      params: { items: [second.id, third.id] },
    });
    expect(updated.statusCode).toBe(200);
    expect((await ids()).sort()).toEqual([second.id, third.id].sort());

    // Another member's watchlist is theirs: empty for the collector.
    expect((await page(t.token('collector'))).json().results).toEqual([]);
  });

  it('asks a signed-out visitor to log in (401 in DRF’s shape)', async () => {
    const answer = await injectAs(t.app, 'GET', '/api/gallery/collectables?key=watchlist');
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ detail: expect.any(String) });
  });

  it('lets no other member read or edit a member’s watchlist', async () => {
    const item = await aListing(t.database.db, 'ITEM', 2);
    const mine = (
      await injectAs(t.app, 'POST', '/api/searches/', t.token('collector'), {
        name: 'Watchlist',
        params: { items: [item.id] },
      })
    ).json();
    const edit = await injectAs(t.app, 'PUT', `/api/searches/${mine.id}/`, t.token('member'), {
      name: 'watchlist',
      params: { items: [] },
    });
    expect(edit.statusCode).toBe(404);
    expect((await injectAs(t.app, 'GET', `/api/searches/${mine.id}/`, t.token('member'))).statusCode).toBe(
      404,
    );
    expect((await injectAs(t.app, 'DELETE', `/api/searches/${mine.id}/`, t.token('member'))).statusCode).toBe(
      404,
    );
    const still = await injectAs(
      t.app,
      'GET',
      '/api/gallery/collectables?key=watchlist',
      t.token('collector'),
    );
    expect((still.json().results as { id: number }[]).map((tile) => tile.id)).toEqual([item.id]);
  });
});
