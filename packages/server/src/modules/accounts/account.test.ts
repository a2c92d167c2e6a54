import { authMessages, serverMessages, userSchema } from '@trove/core/auth';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hashSecretToken } from '../../auth/apiTokens';
import { isUniqueViolation } from '../../db/errors';
import { lastMail, personalRegistration, signIn, withToken } from '../../testing/accounts';
import { useTestApp } from '../../testing/useTestApp';
import { createAccountsRepository } from './repository';

describe('the signed-in member', () => {
  const testApp = useTestApp();

  /** A new member of their own, so tests do not share a profile. */
  async function newMember(email: string): Promise<string> {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: personalRegistration(email),
    });
    expect(response.statusCode).toBe(201);
    return response.json().auth_token;
  }

  const send = (method: 'GET' | 'PUT' | 'PATCH', token: string, payload?: unknown) =>
    testApp.app.inject({
      method,
      url: '/api/auth/user/',
      headers: withToken(token),
      payload: payload as object,
    });

  describe('GET, PUT and PATCH /api/auth/user/', () => {
    it('completes the profile with title, names, city and country (core’s rule)', async () => {
      const token = await newMember('profile@example.com');
      expect(z.parse(userSchema, (await send('GET', token)).json()).is_profile_complete).toBe(false);

      const response = await send('PATCH', token, {
        title: 'Dr',
        first_name: 'Paula',
        last_name: 'Profile',
        postal_address_city: 'Dunedin',
        postal_address_country: 'NZ',
        phone: '+64 21 555 0100',
        gender: 'female',
        collects: 'Stamps',
      });

      expect(response.statusCode).toBe(200);
      const user = z.parse(userSchema, response.json());
      expect(user).toMatchObject({
        title: 'Dr',
        first_name: 'Paula',
        postal_address_city: 'Dunedin',
        gender: 'female',
        display_name: 'profile',
        is_profile_complete: true,
      });
      // GET answers the same member, whom they follow included (issue 15)
      expect((await send('GET', token)).json()).toEqual(response.json());
    });

    it('answers PUT and PATCH with `following` exactly as GET does (issue 15)', async () => {
      const token = await newMember('follower@example.com');
      const followed = z.parse(
        userSchema,
        (await send('GET', await newMember('followed@example.com'))).json(),
      );
      const follow = await testApp.app.inject({
        method: 'POST',
        url: '/api/following/follow/',
        headers: withToken(token),
        payload: { to_user: String(followed.id) },
      });
      expect(follow.statusCode).toBe(200);

      const patched = await send('PATCH', token, { first_name: 'Fiona' });
      expect(patched.statusCode).toBe(200);
      expect(patched.json().following).toEqual({ organisations: [], users: [String(followed.id)] });
      expect(patched.json()).toEqual((await send('GET', token)).json());

      const put = await send('PUT', token, { collects: 'Maps' });
      expect(put.statusCode).toBe(200);
      expect(put.json()).toMatchObject({ first_name: 'Fiona', collects: 'Maps' });
      expect(put.json()).toEqual((await send('GET', token)).json());
    });

    it('keeps the fields a PATCH or PUT leaves out', async () => {
      const token = await newMember('partial@example.com');
      await send('PATCH', token, { first_name: 'Petra', collects: 'Coins' });
      const response = await send('PUT', token, { collects: null, receive_emails: true });
      expect(response.json()).toMatchObject({ first_name: 'Petra', collects: null, receive_emails: true });
    });

    it('keeps dependants by month of birth and answers them as YYYY-MM-DD', async () => {
      const token = await newMember('parent@example.com');
      const response = await send('PUT', token, {
        dependants: [{ birthday: '2016-11-30' }, { birthday: '2014-05-17' }],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().dependants).toEqual([{ birthday: '2014-05-01' }, { birthday: '2016-11-01' }]);

      // Given again, the list replaces the old one.
      const replaced = await send('PATCH', token, { dependants: [{ birthday: '2019-02' }] });
      expect(replaced.json().dependants).toEqual([{ birthday: '2019-02-01' }]);
    });

    it('refuses a birthday that is not a date', async () => {
      const token = await newMember('badparent@example.com');
      for (const birthday of ['2014-13-02', 'May 2014']) {
        const response = await send('PATCH', token, { dependants: [{ birthday }] });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          'dependants.0.birthday': ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'],
        });
      }
    });

    it('keeps categories as names, once each', async () => {
      const token = await newMember('interests@example.com');
      const response = await send('PATCH', token, { categories: ['Coins', ' Stamps ', 'Coins', ''] });
      expect(response.json().categories).toEqual(['Coins', 'Stamps']);
    });

    it('refuses values outside core’s schema', async () => {
      const token = await newMember('invalid@example.com');
      const response = await send('PATCH', token, { title: 'Sir', gender: 'unknown' });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json()).sort()).toEqual(['gender', 'title']);
    });
  });

  describe('POST /api/auth/password/', () => {
    const change = (token: string, payload: unknown) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/password/',
        headers: withToken(token),
        payload: payload as object,
      });

    it('refuses a wrong current password', async () => {
      const token = await newMember('wrongcurrent@example.com');
      const response = await change(token, {
        current_password: 'Not-the-passw0rd',
        new_password: 'N3w-password',
        re_new_password: 'N3w-password',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ current_password: [serverMessages.invalidPassword] });
    });

    it.each([
      [
        'a weak new password',
        { current_password: 'Collect0rs!', new_password: 'weakpassword', re_new_password: 'weakpassword' },
        { new_password: [authMessages.passwordPattern] },
      ],
      [
        'different new passwords',
        { current_password: 'Collect0rs!', new_password: 'N3w-password', re_new_password: 'N3w-passw0rd' },
        { re_new_password: [authMessages.newPasswordsDoNotMatch] },
      ],
      [
        'no current password',
        { new_password: 'N3w-password', re_new_password: 'N3w-password' },
        { current_password: [authMessages.currentPasswordRequired] },
      ],
    ])('answers %s with core’s message', async (_, payload, errors) => {
      const token = await signIn(testApp.app, 'member@demo.trove.test');
      const response = await change(token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errors);
    });

    it('signs out every session, answers a new token and mails a notice', async () => {
      const email = 'changer@example.com';
      const registered = await newMember(email);
      const other = await signIn(testApp.app, email, 'Collect0rs!');

      const response = await change(registered, {
        current_password: 'Collect0rs!',
        new_password: 'N3w-password',
        re_new_password: 'N3w-password',
      });

      expect(response.statusCode).toBe(200);
      const { auth_token } = z.parse(z.object({ auth_token: z.string() }), response.json());
      expect((await send('GET', auth_token)).statusCode).toBe(200);
      for (const old of [registered, other]) expect((await send('GET', old)).statusCode).toBe(401);
      expect((await lastMail(testApp.database.db, email)).kind).toBe('password_changed');
      await signIn(testApp.app, email, 'N3w-password');
    });
  });

  describe('reset requests', () => {
    it('answer 204 for unknown emails without mailing anyone', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/password/reset/',
        payload: { email: 'stranger@example.com' },
      });
      expect(response.statusCode).toBe(204);
      await expect(lastMail(testApp.database.db, 'stranger@example.com')).rejects.toThrow('No mail');
    });

    it('refuse a confirmation with an unknown uid, a bad token or different passwords', async () => {
      const confirm = (payload: object) =>
        testApp.app.inject({ method: 'POST', url: '/api/auth/password/reset/confirm/', payload });
      const passwords = { new_password: 'N3w-password', re_new_password: 'N3w-password' };

      expect((await confirm({ uid: 'OTk5OQ', token: 'x', ...passwords })).json()).toEqual({
        uid: [serverMessages.invalidUid],
      });
      expect((await confirm({ uid: 'MQ', token: 'abc-def', ...passwords })).json()).toEqual({
        token: [serverMessages.invalidToken],
      });
      expect(
        (
          await confirm({ uid: 'MQ', token: 'abc-def', ...passwords, re_new_password: 'Other-passw0rd' })
        ).json(),
      ).toEqual({
        re_new_password: [authMessages.newPasswordsDoNotMatch],
      });
    });
  });

  it('recognises a taken email (any case) as a unique violation, with either driver', async () => {
    const error: unknown = await createAccountsRepository(testApp.database.db)
      .insert({ email: 'MEMBER@demo.trove.test' })
      .catch((caught: unknown) => caught);
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
  });

  it('stores no raw token or password anywhere but the mail it sends', async () => {
    const email = 'secrets@example.com';
    const password = 'Very-secret-passw0rd';
    const registered = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: personalRegistration(email, { password, password_confirmation: password }),
    });
    const tokens = [registered.json().auth_token as string, await signIn(testApp.app, email, password)];
    const dealerToken = await signIn(testApp.app, 'dealer@demo.trove.test');
    const dealer = z.parse(userSchema, (await send('GET', dealerToken)).json());
    const invite = await testApp.app.inject({
      method: 'POST',
      url: `/api/invites/${dealer.organisations[0]?.id}/`,
      headers: withToken(dealerToken),
      payload: { email: 'invitee@example.com' },
    });
    expect(invite.statusCode).toBe(201);
    const inviteSecret = /\/sign-up\/\d+-(\S+)/.exec(
      (await lastMail(testApp.database.db, 'invitee@example.com')).text,
    )?.[1];
    expect(inviteSecret).toBeDefined();
    const secrets = [password, dealerToken, ...tokens, inviteSecret ?? ''];

    // Every table of the schema, as text.
    const tables = await testApp.database.db.execute<{ table_name: string }>(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'outbox'`,
    );
    expect(tables.rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining(['users', 'auth_tokens', 'invites', 'rate_limit_events']),
    );
    for (const { table_name } of tables.rows) {
      const dump = await testApp.database.db.execute(sql`SELECT * FROM ${sql.identifier(table_name)}`);
      const text = JSON.stringify(dump.rows);
      for (const secret of secrets) expect(text, `${table_name} holds a secret`).not.toContain(secret);
    }

    // What is stored instead: an argon2id hash and SHA-256 hashes.
    const [user] = (
      await testApp.database.db.execute<{ password: string }>(
        sql`SELECT password FROM users WHERE email = ${email}`,
      )
    ).rows;
    expect(user?.password).toMatch(/^\$argon2id\$v=19\$/);
    const stored = await testApp.database.db.execute<{ token_hash: string }>(
      sql`SELECT token_hash FROM auth_tokens`,
    );
    expect(stored.rows.map((row) => row.token_hash)).toEqual(
      expect.arrayContaining(tokens.map(hashSecretToken)),
    );

    // The outbox is the mail itself (development's mailbox): links, never a password.
    const outbox = await testApp.database.db.execute(sql`SELECT * FROM outbox`);
    expect(JSON.stringify(outbox.rows)).not.toContain(password);
  });
});
