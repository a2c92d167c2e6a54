import { describe, expect, it } from 'vitest';
import { injectAs } from '../testing/accounts';
import { useTestApp } from '../testing/useTestApp';
import { aListing, createMembers } from './testing';

describe('follows', () => {
  const t = useTestApp({ catalogue: { size: 40 }, signIn: ['member', 'collector'], timeoutMs: 120_000 });
  const call = (url: string, token: string | undefined, payload?: object) =>
    injectAs(t.app, 'POST', url, token, payload);

  it('follows and unfollows an organisation: the user’s following and the pane’s follower count follow', async () => {
    const listing = await aListing(t.database.db, 'ORGANISATION');
    const organisation = listing.organisationId;
    if (organisation === null) throw new Error('The directory listing has no organisation');
    const detail = async () =>
      (
        await injectAs(t.app, 'GET', `/api/gallery/item/organisation/${listing.id}`, t.token('member'))
      ).json();
    expect(await detail()).toMatchObject({ organisation_id: organisation, follower_count: 0 });

    const followed = await call('/api/following/follow/', t.token('member'), {
      to_organisation: organisation,
    });
    expect(followed.statusCode).toBe(200);
    expect(followed.json()).toEqual({ organisations: [organisation], users: [] });
    // Again: still once.
    await call('/api/following/follow/', t.token('member'), { to_organisation: organisation });
    await call('/api/following/follow/', t.token('collector'), { to_organisation: organisation });
    expect(await detail()).toMatchObject({ follower_count: 2 });
    const user = await injectAs(t.app, 'GET', '/api/auth/user/', t.token('member'));
    expect(user.json().following).toEqual({ organisations: [organisation], users: [] });

    const unfollowed = await call('/api/following/un_follow/', t.token('member'), {
      to_organisation: organisation,
    });
    expect(unfollowed.json()).toEqual({ organisations: [], users: [] });
    expect(await detail()).toMatchObject({ follower_count: 1 });
    expect((await injectAs(t.app, 'GET', '/api/auth/user/', t.token('member'))).json().following).toEqual({
      organisations: [],
      users: [],
    });
  });

  it('follows and unfollows a member by public uid', async () => {
    const [seller, fan] = await createMembers(t.database.db, 2);
    if (!seller || !fan) throw new Error('No members');
    const followed = await call('/api/following/follow/', fan.token, { to_user: String(seller.id) });
    expect(followed.json()).toEqual({ organisations: [], users: [String(seller.id)] });
    const again = await call('/api/following/un_follow/', fan.token, { to_user: String(seller.id) });
    expect(again.json()).toEqual({ organisations: [], users: [] });
  });

  it('refuses a follow naming none, both, nothing that exists or oneself, in DRF’s shape', async () => {
    const token = t.token('member');
    const none = await call('/api/following/follow/', token, {});
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ non_field_errors: ['Name one of to_organisation or to_user.'] });
    const both = await call('/api/following/follow/', token, { to_organisation: 1, to_user: '1' });
    expect(both.json()).toEqual({ non_field_errors: ['Name one of to_organisation or to_user.'] });
    const missing = await call('/api/following/follow/', token, { to_organisation: 999999 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ to_organisation: ['Invalid pk "999999" - object does not exist.'] });
    const me = (await injectAs(t.app, 'GET', '/api/auth/user/', token)).json();
    const self = await call('/api/following/follow/', token, { to_user: String(me.id) });
    expect(self.json()).toEqual({ to_user: ['You cannot follow yourself.'] });
    const anonymous = await call('/api/following/follow/', undefined, { to_organisation: 1 });
    expect(anonymous.statusCode).toBe(401);
  });
});
