import { defaultSiteSettings } from '@trove/core';
import { authMessages, authResponseSchema, serverMessages, simpleGroupSchema } from '@trove/core/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { outbox, siteSettings, users } from '../../db/schema';
import { lastMail, personalRegistration } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { createTestClock } from '../../testing/testClock';

describe('registration', () => {
  // 2026: birth years from 1916 to 2012.
  const clock = createTestClock('2026-03-02T09:00:00.000Z');
  let testApp: TestApp;
  let groupIds: Record<string, number>;

  beforeAll(async () => {
    testApp = await createTestApp({}, { clock });
    await testApp.app.ready();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/groups/?simple' });
    groupIds = Object.fromEntries(
      z.parse(z.array(simpleGroupSchema), response.json()).map((g) => [g.name, g.id]),
    );
  });

  afterAll(() => testApp?.close());

  const register = (payload: unknown) =>
    testApp.app.inject({ method: 'POST', url: '/api/auth/register/', payload: payload as object });

  const setBusinessRegistration = (enabled: boolean) =>
    testApp.database.db
      .update(siteSettings)
      .set({ value: { ...defaultSiteSettings.features, business_registration: enabled } })
      .where(eq(siteSettings.key, 'features'));

  it('creates a personal member in the individual-member group and mails an activation link', async () => {
    const response = await register(
      personalRegistration('Pat@Example.com', { first_name: 'Pat', receive_emails: true }),
    );

    expect(response.statusCode).toBe(201);
    const { auth_token, user } = z.parse(authResponseSchema, response.json());
    expect(auth_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user).toMatchObject({
      email: 'Pat@Example.com',
      display_name: 'Pat',
      first_name: 'Pat',
      birth_year: 1980,
      receive_emails: true,
      email_activated: false,
      is_profile_complete: false,
      organisations: [],
      dependants: [],
      transaction_summary: { max_listings_per_month: null, total_transaction_count: 0 },
    });
    expect(user.groups).toEqual([
      expect.objectContaining({
        name: 'Individual Member',
        type: 'I',
        permissions: expect.arrayContaining(['add_referral']),
      }),
    ]);
    const mail = await lastMail(testApp.database.db, 'pat@example.com');
    expect(mail).toMatchObject({ kind: 'activation', subject: 'Activate your Trove account' });
    // No SITE_URL: the link goes to the address the request came to (inject's `localhost:80`).
    expect(mail.text).toMatch(
      /http:\/\/localhost:80\/auth\/activate\/[A-Za-z0-9_-]+\/[0-9a-z]+-[A-Za-z0-9_-]{43}/,
    );
  });

  it('registers a personal member when no account_type is given, as the original API did', async () => {
    const { account_type: _type, ...original } = personalRegistration('original@example.com');
    const response = await register(original);
    expect(response.statusCode, response.body).toBe(201);
    const { user } = z.parse(authResponseSchema, response.json());
    expect(user.groups.map((group) => group.name)).toEqual(['Individual Member']);
  });

  it('refuses an email that is taken, in any case', async () => {
    const response = await register(personalRegistration('MEMBER@demo.trove.test'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: [serverMessages.emailTaken] });
  });

  it('tells an unclaimed (imported) member to claim the account', async () => {
    await testApp.database.db.insert(users).values({ email: 'imported@example.com', password: null });
    const response = await register(personalRegistration('imported@example.com'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'unclaimed_user', email: [authMessages.unclaimedUser] });
  });

  it.each([
    ['a missing email', { email: undefined }, { email: [authMessages.emailRequired] }],
    ['an invalid email', { email: 'not-an-email' }, { email: [authMessages.emailInvalid] }],
    ['a too long email', { email: `${'a'.repeat(250)}@x.io` }, { email: [authMessages.emailTooLong] }],
    [
      'a short password',
      { password: 'Ab1', password_confirmation: 'Ab1' },
      { password: [authMessages.passwordTooShort], password_confirmation: [authMessages.passwordTooShort] },
    ],
    [
      'a weak password',
      { password: 'abcdefgh', password_confirmation: 'abcdefgh' },
      { password: [authMessages.passwordPattern] },
    ],
    [
      'different passwords',
      { password_confirmation: 'Collect0rs?' },
      { password_confirmation: [authMessages.passwordsDoNotMatch] },
    ],
    ['no username', { display_name: '' }, { display_name: [authMessages.usernameRequired] }],
    ['no year of birth', { birth_year: undefined }, { birth_year: [authMessages.birthYearRequired] }],
    ['a child', { birth_year: 2013 }, { birth_year: [authMessages.birthYearRange(1916, 2012)] }],
  ])('answers %s with core’s message', async (_, change, errors) => {
    const response = await register(personalRegistration('check@example.com', change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errors);
  });

  it('counts the birth years from the clock at each request', async () => {
    const later = createTestClock('2027-01-01T00:00:00.000Z');
    clock.set(later.now());
    try {
      const response = await register(personalRegistration('born2013@example.com', { birth_year: 2013 }));
      expect(response.statusCode).toBe(201);
    } finally {
      clock.set('2026-03-02T09:00:00.000Z');
    }
  });

  describe('business accounts', () => {
    const business = (email: string, group?: number) => ({
      account_type: 'business',
      email,
      password: 'Bus1nessPass',
      password_confirmation: 'Bus1nessPass',
      first_name: 'Bea',
      last_name: 'Business',
      group,
    });

    it('are refused while business registration is off', async () => {
      await setBusinessRegistration(false);
      const response = await register(business('shop@example.com', groupIds.Dealer));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: serverMessages.businessRegistrationOff });
      expect(
        await testApp.database.db.select().from(users).where(eq(users.email, 'shop@example.com')),
      ).toEqual([]);
    });

    it('join the chosen business group when it is on', async () => {
      await setBusinessRegistration(true);
      const response = await register(business('shop@example.com', groupIds.Dealer));
      expect(response.statusCode).toBe(201);
      const { user } = z.parse(authResponseSchema, response.json());
      expect(user.groups.map(({ name, type }) => ({ name, type }))).toEqual([{ name: 'Dealer', type: 'B' }]);
      expect(user.birth_year).toBeNull();
    });

    it('need a group of type B', async () => {
      await setBusinessRegistration(true);
      const individual = await register(business('shop2@example.com', groupIds['Individual Member']));
      expect(individual.statusCode).toBe(400);
      expect(individual.json()).toEqual({
        group: [`Invalid pk "${groupIds['Individual Member']}" - object does not exist.`],
      });
      const missing = await register(business('shop2@example.com'));
      expect(missing.json()).toEqual({ group: [authMessages.organisationTypeRequired] });
    });
  });

  describe('GET /api/groups/', () => {
    it('lists every group, or those of one type', async () => {
      const all = await testApp.app.inject({ method: 'GET', url: '/api/groups/?simple' });
      expect(all.statusCode).toBe(200);
      expect(all.json().map((group: { name: string }) => group.name)).toEqual([
        'Individual Member',
        'Collector',
        'Dealer',
        'Auction House',
        'Club or Association',
        'Moderated Member',
        'Admin',
      ]);

      const business = await testApp.app.inject({ method: 'GET', url: '/api/groups/?simple&type=B' });
      expect(z.parse(z.array(simpleGroupSchema), business.json())).toEqual([
        { id: groupIds.Dealer, name: 'Dealer', type: 'B' },
        { id: groupIds['Auction House'], name: 'Auction House', type: 'B' },
        { id: groupIds['Club or Association'], name: 'Club or Association', type: 'B' },
      ]);
    });

    it('refuses an unknown type', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/groups/?type=X' });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json())).toEqual(['type']);
    });
  });

  describe('activation', () => {
    const activate = (payload: unknown) =>
      testApp.app.inject({ method: 'POST', url: '/api/auth/activate/', payload: payload as object });

    it('refuses an unknown or malformed uid', async () => {
      for (const uid of ['OTk5OQ', 'not base64!', 'YWJj']) {
        const response = await activate({ uid, token: 'abc-def' });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ uid: [serverMessages.invalidUid] });
      }
    });

    it('refuses a forged token', async () => {
      const mail = await lastMail(testApp.database.db, 'pat@example.com');
      const [, uid = '', token = ''] = /\/auth\/activate\/([^/]+)\/(\S+)/.exec(mail.text) ?? [];
      const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      const response = await activate({ uid, token: forged });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ token: [serverMessages.invalidToken] });
    });

    it('resends only to a known, unactivated member, always answering 204', async () => {
      const db = testApp.database.db;
      const before = (await db.select().from(outbox)).length;
      for (const email of ['nobody@example.com', 'member@demo.trove.test', 'pat@example.com']) {
        const response = await testApp.app.inject({
          method: 'POST',
          url: '/api/auth/activate/resend/',
          payload: { email },
        });
        expect(response.statusCode).toBe(204);
      }
      const sent = (await db.select().from(outbox)).slice(before);
      expect(sent.map((mail) => [mail.to, mail.kind])).toEqual([['Pat@Example.com', 'activation']]);

      const invalid = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/activate/resend/',
        payload: { email: 'nope' },
      });
      expect(invalid.json()).toEqual({ email: [authMessages.emailInvalid] });
    });
  });
});
