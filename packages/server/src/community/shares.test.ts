import { describe, expect, it } from 'vitest';
import { injectAs } from '../testing/accounts';
import { useTestApp } from '../testing/useTestApp';
import { aListing } from './testing';

describe('shares', () => {
  const t = useTestApp({ catalogue: { size: 40 }, signIn: ['member', 'admin'], timeoutMs: 120_000 });
  const share = (id: number, sharedTo: unknown, token?: string) =>
    injectAs(t.app, 'POST', `/api/analytics/obj-share-view/${id}`, token, {
      url: 'https://trove.example/collectables/x',
      data: { shared_to: sharedTo },
    });

  it('counts a share per network; only admins see the counters', async () => {
    const item = await aListing(t.database.db, 'ITEM', 2);
    expect((await share(item.id, 'facebook', t.token('member'))).statusCode).toBe(204);
    await share(item.id, 'facebook');
    await share(item.id, 'email', t.token('member'));
    const detail = (token?: string) => injectAs(t.app, 'GET', `/api/gallery/item/item/${item.id}`, token);
    expect((await detail(t.token('admin'))).json().share_counters).toEqual({ facebook: 2, email: 1 });
    expect((await detail(t.token('member'))).json().share_counters).toEqual({});
    expect((await detail()).json().share_counters).toEqual({});
  });

  it('refuses a network it does not know, and a listing that is not there', async () => {
    const item = await aListing(t.database.db, 'ITEM', 3);
    const unknown = await share(item.id, 'myspace');
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json())).toEqual(['data.shared_to']);
    expect((await share(99_999_999, 'twitter')).statusCode).toBe(404);
  });
});
