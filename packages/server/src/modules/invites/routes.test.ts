import { authMessages, authResponseSchema, inviteSchema, serverMessages, userSchema } from '@trove/core/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO, lastMail, personalRegistration, signIn, withToken } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/testApp';

const SITE_URL = 'https://trove.example';

describe('invites', () => {
  let testApp: TestApp;
  let dealerToken: string;
  let dealerOrganisation: { id: number; name: string };
  let clubOrganisation: number;

  beforeAll(async () => {
    testApp = await createTestApp({ SITE_URL });
    await testApp.app.ready();
    dealerToken = await signIn(testApp.app, DEMO.dealer);
    const me = (token: string) =>
      testApp.app.inject({ method: 'GET', url: '/api/auth/user/', headers: withToken(token) });
    const dealer = z.parse(userSchema, (await me(dealerToken)).json());
    const [organisation] = dealer.organisations;
    if (!organisation) throw new Error('The demo dealer owns no organisation');
    dealerOrganisation = { id: organisation.id, name: organisation.name };
    const club = z.parse(userSchema, (await me(await signIn(testApp.app, DEMO.club))).json());
    clubOrganisation = club.organisations[0]?.id ?? 0;
  });

  afterAll(() => testApp?.close());

  const invite = (token: string | undefined, organisationId: number, payload: object) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/invites/${organisationId}/`,
      headers: token === undefined ? {} : withToken(token),
      payload,
    });

  const lookup = (token: string) =>
    testApp.app.inject({ method: 'GET', url: `/api/invites/${encodeURIComponent(token)}/` });

  /** Invites `email` as the dealer and answers the `{id}-{secret}` of the emailed link. */
  async function invited(email: string, extra: object = {}): Promise<string> {
    const response = await invite(dealerToken, dealerOrganisation.id, { email, ...extra });
    expect(response.statusCode).toBe(201);
    const link = /\/sign-up\/(\S+)/.exec((await lastMail(testApp.database.db, email)).text)?.[1];
    if (!link) throw new Error('No sign-up link in the invite');
    return link;
  }

  it('lets an organisation’s owner invite, mailing a sign-up link', async () => {
    const response = await invite(dealerToken, dealerOrganisation.id, {
      email: 'new.staff@example.com',
      message: 'Come and help with the shop.',
      is_admin: true,
    });

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ id: expect.any(Number), email: 'new.staff@example.com', is_admin: true });
    const mail = await lastMail(testApp.database.db, 'new.staff@example.com');
    expect(mail.kind).toBe('invite');
    expect(mail.subject).toBe(`Dana Dealer invited you to join ${dealerOrganisation.name} on Trove`);
    expect(mail.text).toContain('Come and help with the shop.');
    expect(mail.text).toMatch(new RegExp(`${SITE_URL}/sign-up/${body.id}-[A-Za-z0-9_-]{43}\\b`));
  });

  it('shows what an invite pre-fills', async () => {
    const token = await invited('prefill@example.com');
    const response = await lookup(token);
    expect(response.statusCode).toBe(200);
    expect(z.parse(inviteSchema, response.json())).toEqual({
      email: 'prefill@example.com',
      organisation: dealerOrganisation,
    });
  });

  it('answers 404 with the invite text for an unknown or forged token', async () => {
    const token = await invited('forged@example.com');
    const [id] = token.split('-');
    for (const bad of [`${id}-${'A'.repeat(43)}`, '99999-abc', 'nonsense']) {
      const response = await lookup(bad);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: authMessages.invalidInvite });
    }
  });

  it('registers with an invite: the email must match, the invite joins the organisation and is used up', async () => {
    const token = await invited('joiner@example.com', { is_admin: true });
    const register = (email: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/register/',
        payload: personalRegistration(email, { token }),
      });

    const wrongEmail = await register('someone.else@example.com');
    expect(wrongEmail.statusCode).toBe(400);
    expect(wrongEmail.json()).toEqual({ token: [authMessages.invalidInvite] });

    const response = await register('Joiner@Example.com');
    expect(response.statusCode).toBe(201);
    const { user } = z.parse(authResponseSchema, response.json());
    expect(user.organisations).toEqual([{ ...dealerOrganisation, is_admin: true, is_owner: false }]);
    // The invite reached this mailbox: no activation needed, none sent.
    expect(user.email_activated).toBe(true);
    expect((await lastMail(testApp.database.db, 'joiner@example.com')).kind).toBe('invite');
    // An admin who joined acts for the organisation: the group's permissions come with it.
    const joinedToken = z.parse(authResponseSchema, response.json()).auth_token;
    expect(
      (await invite(joinedToken, dealerOrganisation.id, { email: 'third@example.com' })).statusCode,
    ).toBe(201);

    expect((await lookup(token)).statusCode).toBe(404);
    const reused = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: personalRegistration('joiner2@example.com', { token }),
    });
    expect(reused.json()).toEqual({ token: [authMessages.invalidInvite] });
  });

  it('refuses members without add_organisationuser, and members who are not the organisation’s admin or owner', async () => {
    const payload = { email: 'x@example.com' };
    for (const email of [DEMO.member, DEMO.collector]) {
      const response = await invite(await signIn(testApp.app, email), dealerOrganisation.id, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: serverMessages.permissionDenied });
    }
    // Staff of the dealer hold the permission through their group, but are a plain organisation user.
    const staff = await invite(await signIn(testApp.app, DEMO.staff), dealerOrganisation.id, payload);
    expect(staff.statusCode).toBe(403);
    // The dealer owns one organisation, not the club's.
    expect((await invite(dealerToken, clubOrganisation, payload)).statusCode).toBe(403);
    expect((await invite(dealerToken, 99_999, payload)).statusCode).toBe(404);
    expect((await invite(undefined, dealerOrganisation.id, payload)).json()).toEqual({
      detail: serverMessages.notAuthenticated,
    });
  });

  it('answers core’s messages for a bad email', async () => {
    for (const [email, message] of [
      [undefined, authMessages.emailRequired],
      ['nope', authMessages.emailInvalid],
    ]) {
      const response = await invite(dealerToken, dealerOrganisation.id, { email });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ email: [message] });
    }
  });
});
