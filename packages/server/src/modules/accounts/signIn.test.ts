import { authMessages, authResponseSchema, serverMessages } from '@trove/core/auth';
import { and, eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rateLimitEvents, users } from '../../db/schema';
import { DEMO, DEMO_PASSWORD, personalRegistration, signIn, withToken } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { createTestClock } from '../../testing/testClock';

const MINUTE = 60 * 1000;
const GOOGLE_CLIENT = 'trove-test.apps.googleusercontent.com';

describe('sign-in', () => {
  const clock = createTestClock();
  let testApp: TestApp;
  let googleKey: PrivateKey;
  let strangerKey: PrivateKey;

  beforeAll(async () => {
    const google = await generateKeyPair('RS256');
    const stranger = await generateKeyPair('RS256');
    googleKey = google.privateKey;
    strangerKey = stranger.privateKey;
    const jwks = {
      keys: [{ ...(await exportJWK(google.publicKey)), kid: 'google-1', alg: 'RS256', use: 'sig' }],
    };
    testApp = await createTestApp(
      { SOCIAL_GOOGLE_JWKS: JSON.stringify(jwks), SOCIAL_GOOGLE_CLIENT_ID: GOOGLE_CLIENT },
      { clock },
    );
    await testApp.app.ready();
  });

  afterAll(() => testApp?.close());

  const login = (email: string, password: string, remoteAddress = '127.0.0.1') =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email, password },
      remoteAddress,
    });

  describe('POST /api/auth/login/', () => {
    it('answers the token and the member, and records the sign-in', async () => {
      const response = await login(DEMO.collector, DEMO_PASSWORD);
      expect(response.statusCode).toBe(200);
      const { user } = z.parse(authResponseSchema, response.json());
      expect(user).toMatchObject({ email: DEMO.collector, email_activated: true, is_profile_complete: true });
      const [row] = await testApp.database.db.select().from(users).where(eq(users.email, DEMO.collector));
      expect(row?.lastLogin).toEqual(clock.now());
    });

    it('gives each sign-in its own token', async () => {
      const first = await signIn(testApp.app, DEMO.collector);
      const second = await signIn(testApp.app, DEMO.collector);
      expect(first).not.toBe(second);
      await testApp.app.inject({ method: 'POST', url: '/api/auth/logout/', headers: withToken(first) });
      const still = await testApp.app.inject({
        method: 'GET',
        url: '/api/auth/user/',
        headers: withToken(second),
      });
      expect(still.statusCode).toBe(200);
    });

    it.each([
      ['a wrong password', DEMO.collector, 'Wrong-passw0rd'],
      ['an unknown email', 'nobody@example.com', DEMO_PASSWORD],
    ])('refuses %s with DRF’s text', async (_, email, password) => {
      const response = await login(email, password, '10.0.0.1');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ non_field_errors: [serverMessages.invalidCredentials] });
    });

    it('refuses a member without a password, and an inactive one', async () => {
      const db = testApp.database.db;
      await db.insert(users).values([
        { email: 'unclaimed@example.com', password: null },
        { email: 'banned@example.com', password: null, isActive: false },
      ]);
      const register = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/register/',
        payload: personalRegistration('gone@example.com'),
      });
      expect(register.statusCode).toBe(201);
      await db.update(users).set({ isActive: false }).where(eq(users.email, 'gone@example.com'));

      for (const [email, password] of [
        ['unclaimed@example.com', DEMO_PASSWORD],
        ['gone@example.com', 'Collect0rs!'],
      ] as const) {
        const response = await login(email, password, '10.0.0.2');
        expect(response.json()).toEqual({ non_field_errors: [serverMessages.invalidCredentials] });
      }
      // Its token died with it.
      const token = register.json().auth_token;
      const me = await testApp.app.inject({
        method: 'GET',
        url: '/api/auth/user/',
        headers: withToken(token),
      });
      expect(me.json()).toEqual({ detail: serverMessages.invalidAuthToken });
    });

    it.each([
      ['no email', { password: DEMO_PASSWORD }, { email: [authMessages.emailRequired] }],
      [
        'an invalid email',
        { email: 'member', password: DEMO_PASSWORD },
        { email: [authMessages.emailInvalid] },
      ],
      ['no password', { email: DEMO.member }, { password: [authMessages.passwordRequired] }],
      [
        'a short password',
        { email: DEMO.member, password: 'short' },
        { password: [authMessages.passwordTooShort] },
      ],
    ])('answers %s with core’s message', async (_, payload, errors) => {
      const response = await testApp.app.inject({ method: 'POST', url: '/api/auth/login/', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errors);
    });
  });

  describe('throttling', () => {
    it('refuses the 11th attempt on an email from one address within 15 minutes, even with the right password, until the window passes', async () => {
      const email = DEMO.club;
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        expect((await login(email, 'Wrong-passw0rd', '10.1.0.1')).statusCode).toBe(400);
        clock.advance(10_000);
      }
      // The first failure was 100 s ago: it leaves the window in 800 s.
      const throttled = await login(email.toUpperCase(), DEMO_PASSWORD, '10.1.0.1');
      expect(throttled.statusCode).toBe(429);
      expect(throttled.headers['retry-after']).toBe('800');
      expect(throttled.json()).toEqual({ detail: serverMessages.throttled(800) });

      clock.advance(800_000 - 1_000);
      expect((await login(email, DEMO_PASSWORD, '10.1.0.1')).headers['retry-after']).toBe('1');
      clock.advance(1_000);
      expect((await login(email, DEMO_PASSWORD, '10.1.0.1')).statusCode).toBe(200);
    });

    it('does not let failures from one address lock the member out of another', async () => {
      const email = DEMO.staff;
      for (let attempt = 1; attempt <= 10; attempt += 1) await login(email, 'Wrong-passw0rd', '10.1.1.1');
      expect((await login(email, DEMO_PASSWORD, '10.1.1.1')).statusCode).toBe(429);
      expect((await login(email, DEMO_PASSWORD, '10.1.1.2')).statusCode).toBe(200);
    });

    it('forgets an email’s failures after a successful sign-in', async () => {
      const email = DEMO.auctionHouse;
      for (let attempt = 1; attempt <= 9; attempt += 1) await login(email, 'Wrong-passw0rd', '10.2.0.1');
      expect((await login(email, DEMO_PASSWORD, '10.2.0.1')).statusCode).toBe(200);
      expect((await login(email, 'Wrong-passw0rd', '10.2.0.1')).statusCode).toBe(400);
      expect((await login(email, DEMO_PASSWORD, '10.2.0.1')).statusCode).toBe(200);
    });

    it('refuses an address after 50 failures on any emails, counting those other instances recorded', async () => {
      const address = '10.3.0.1';
      // 49 failures another server instance recorded a minute ago, then one here.
      const earlier = new Date(clock.now().getTime() - MINUTE);
      await testApp.database.db
        .insert(rateLimitEvents)
        .values(Array.from({ length: 49 }, () => ({ scope: 'login', key: `ip:${address}`, at: earlier })));
      expect((await login('guess49@example.com', 'Wrong-passw0rd', address)).statusCode).toBe(400);
      const rows = await testApp.database.db
        .select()
        .from(rateLimitEvents)
        .where(and(eq(rateLimitEvents.scope, 'login'), eq(rateLimitEvents.key, `ip:${address}`)));
      expect(rows).toHaveLength(50);

      const throttled = await login(DEMO.admin, DEMO_PASSWORD, address);
      expect(throttled.statusCode).toBe(429);
      expect(throttled.headers['retry-after']).toBe('840');
      expect((await login(DEMO.admin, DEMO_PASSWORD, '10.3.0.2')).statusCode).toBe(200);

      clock.advance(15 * MINUTE);
      expect((await login(DEMO.admin, DEMO_PASSWORD, address)).statusCode).toBe(200);
    });
  });

  describe('the Authorization header', () => {
    const me = (authorization?: string) =>
      testApp.app.inject({
        method: 'GET',
        url: '/api/auth/user/',
        headers: authorization === undefined ? {} : { authorization },
      });

    it('is optional where no sign-in is needed', async () => {
      expect((await testApp.app.inject({ method: 'GET', url: '/api/link_types/' })).statusCode).toBe(200);
    });

    it('fails with 401 Invalid token for an unknown or malformed token, even on public routes', async () => {
      for (const header of ['Token unknown-token', 'Token', 'Token a b', 'token  unknown']) {
        const response = await me(header);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ detail: serverMessages.invalidAuthToken });
        expect(response.headers['www-authenticate']).toBe('Token');
      }
      const site = await testApp.app.inject({
        method: 'GET',
        url: '/api/settings/',
        headers: { authorization: 'Token unknown-token' },
      });
      expect(site.statusCode).toBe(401);
    });

    it('treats another scheme as no credentials, as DRF does', async () => {
      const response = await me('Bearer abc');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: serverMessages.notAuthenticated });
    });

    it('accepts the token in any case of the scheme', async () => {
      const token = await signIn(testApp.app, DEMO.member);
      expect((await me(`token ${token}`)).statusCode).toBe(200);
    });
  });

  describe('POST /api/auth/logout/', () => {
    it('needs a signed-in member', async () => {
      const response = await testApp.app.inject({ method: 'POST', url: '/api/auth/logout/' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: serverMessages.notAuthenticated });
    });
  });

  describe('social sign-in', () => {
    const now = () => Math.floor(clock.now().getTime() / 1000);

    const idToken = (claims: JWTPayload, key: PrivateKey = googleKey, kid = 'google-1') =>
      new SignJWT({ email_verified: true, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid })
        .setIssuer(typeof claims.iss === 'string' ? claims.iss : 'https://accounts.google.com')
        .setAudience(claims.aud ?? GOOGLE_CLIENT)
        .setIssuedAt(now())
        .setExpirationTime(typeof claims.exp === 'number' ? claims.exp : now() + 3600)
        .sign(key);

    const google = (token: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/login/social/jwt/google-oauth2/',
        payload: { token },
      });

    it('creates an activated individual member from a verified token, then signs the same member in', async () => {
      const token = await idToken({
        email: 'gina@gmail.test',
        given_name: 'Gina',
        family_name: 'Green',
        name: 'Gina G',
      });
      const first = await google(token);
      expect(first.statusCode).toBe(200);
      const { user } = z.parse(authResponseSchema, first.json());
      expect(user).toMatchObject({
        email: 'gina@gmail.test',
        first_name: 'Gina',
        last_name: 'Green',
        display_name: 'Gina G',
        email_activated: true,
      });
      expect(user.groups.map((group) => group.name)).toEqual(['Individual Member']);

      const again = await google(await idToken({ email: 'GINA@gmail.test' }));
      expect(again.json().user.id).toBe(user.id);
      // Signed in through the provider only: registering this email says it is taken, not unclaimed.
      const register = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/register/',
        payload: personalRegistration('gina@gmail.test'),
      });
      expect(register.json()).toEqual({ email: [serverMessages.emailTaken] });
    });

    it('signs in an existing member with that email', async () => {
      const response = await google(await idToken({ email: DEMO.member }));
      expect(response.statusCode).toBe(200);
      expect(response.json().user.email).toBe(DEMO.member);
    });

    it('takes an unactivated account away from whoever set its password', async () => {
      const squatter = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/register/',
        payload: personalRegistration('victim@gmail.test'),
      });
      const squatterToken = squatter.json().auth_token;

      expect((await google(await idToken({ email: 'victim@gmail.test' }))).statusCode).toBe(200);

      const stale = await testApp.app.inject({
        method: 'GET',
        url: '/api/auth/user/',
        headers: withToken(squatterToken),
      });
      expect(stale.statusCode).toBe(401);
      expect((await login('victim@gmail.test', 'Collect0rs!', '10.4.0.1')).statusCode).toBe(400);
    });

    it.each([
      ['another audience', { aud: 'someone-else' }],
      ['another issuer', { iss: 'https://evil.example' }],
      ['an expired token', { exp: Math.floor(Date.parse('2026-03-01T00:00:00Z') / 1000) }],
      ['an unverified email', { email_verified: false }],
      ['no email', { email: undefined }],
    ])('refuses %s', async (_, claims) => {
      const response = await google(await idToken({ email: 'eve@gmail.test', ...claims }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ non_field_errors: [serverMessages.invalidAuthToken] });
    });

    it('refuses a token signed by another key, or not a token at all', async () => {
      for (const token of [await idToken({ email: 'eve@gmail.test' }, strangerKey), 'not.a.jwt']) {
        const response = await google(token);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ non_field_errors: [serverMessages.invalidAuthToken] });
      }
    });

    it('answers 404 for a provider that is not configured', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/login/social/jwt/facebook/',
        payload: { token: 'anything' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Sign-in with facebook is not configured on this server.' });
    });
  });
});
