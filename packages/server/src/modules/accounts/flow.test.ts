import { authResponseSchema, serverMessages, userSchema } from '@trove/core/auth';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { users } from '../../db/schema';
import { linkParams, personalRegistration, withToken } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { createTestClock } from '../../testing/testClock';

const SITE_URL = 'https://trove.example';
const HOUR = 60 * 60 * 1000;

/** The whole life of an account, through the API only, following links from the dev outbox. */
describe('account flow', () => {
  const clock = createTestClock();
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ DEV_OUTBOX: 'true', SITE_URL }, { clock });
    await testApp.app.ready();
  });

  afterAll(() => testApp?.close());

  const inject = (options: InjectOptions) => testApp.app.inject(options);

  /** The newest mail to `to`, read like the end-to-end tests do. */
  async function outbox(to: string) {
    const response = await inject({ method: 'GET', url: `/api/dev/outbox/?to=${encodeURIComponent(to)}` });
    expect(response.statusCode).toBe(200);
    return response.json() as { to: string; subject: string; text: string; created: string }[];
  }

  const login = (email: string, password: string) =>
    inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password } });

  const me = (token: string) => inject({ method: 'GET', url: '/api/auth/user/', headers: withToken(token) });

  it('registers, activates once, signs in and out, resets the password', async () => {
    const email = 'flow@example.com';

    // Register: signed in at once, not activated yet, an activation link in the outbox.
    const registered = await inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: personalRegistration(email),
    });
    expect(registered.statusCode).toBe(201);
    const { auth_token: firstToken, user } = z.parse(authResponseSchema, registered.json());
    expect(user).toMatchObject({ email, email_activated: false, is_profile_complete: false });
    expect(user.groups.map((group) => group.name)).toEqual(['Individual Member']);
    expect((await me(firstToken)).statusCode).toBe(200);

    const [activationMail] = await outbox(email);
    expect(activationMail?.subject).toBe('Activate your Trove account');
    expect(activationMail?.text).toContain(`${SITE_URL}/auth/activate/`);
    const activation = linkParams(activationMail?.text ?? '', 'auth/activate');

    // Activate, then the same link again is stale.
    const activated = await inject({ method: 'POST', url: '/api/auth/activate/', payload: activation });
    expect(activated.statusCode).toBe(204);
    expect(z.parse(userSchema, (await me(firstToken)).json()).email_activated).toBe(true);
    const again = await inject({ method: 'POST', url: '/api/auth/activate/', payload: activation });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: serverMessages.staleToken });

    // Sign in: last_login moves to the clock's time. Sign out: that token stops working.
    clock.advance(HOUR);
    const signedIn = await login(email, 'Collect0rs!');
    expect(signedIn.statusCode).toBe(200);
    const secondToken = z.parse(authResponseSchema, signedIn.json()).auth_token;
    const [row] = await testApp.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.lastLogin).toEqual(clock.now());
    const loggedOut = await inject({
      method: 'POST',
      url: '/api/auth/logout/',
      headers: withToken(secondToken),
      payload: {},
    });
    expect(loggedOut.statusCode).toBe(204);
    expect((await me(secondToken)).json()).toEqual({ detail: serverMessages.invalidAuthToken });
    expect((await me(firstToken)).statusCode).toBe(200);

    // Reset: every session ends, the link works once, the new password signs in.
    const reset = await inject({ method: 'POST', url: '/api/auth/password/reset/', payload: { email } });
    expect(reset.statusCode).toBe(204);
    const [resetMail] = await outbox(email);
    expect(resetMail?.subject).toBe('Reset your Trove password');
    expect(resetMail?.text).toContain(`${SITE_URL}/auth/reset-password/confirm/`);
    const link = linkParams(resetMail?.text ?? '', 'auth/reset-password/confirm');
    const confirm = (newPassword: string) =>
      inject({
        method: 'POST',
        url: '/api/auth/password/reset/confirm/',
        payload: { ...link, new_password: newPassword, re_new_password: newPassword },
      });

    expect((await confirm('N3w-password')).statusCode).toBe(204);
    const oldSession = await me(firstToken);
    expect(oldSession.statusCode).toBe(401);
    expect(oldSession.json()).toEqual({ detail: serverMessages.invalidAuthToken });
    expect((await outbox(email))[0]?.subject).toBe('Your Trove password was changed');

    const reused = await confirm('An0ther-password');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ token: [serverMessages.invalidToken] });
    expect((await login(email, 'Collect0rs!')).statusCode).toBe(400);
    expect((await login(email, 'N3w-password')).statusCode).toBe(200);
  });

  it('refuses a reset link once an hour has passed', async () => {
    const email = 'late@example.com';
    await inject({ method: 'POST', url: '/api/auth/register/', payload: personalRegistration(email) });
    await inject({ method: 'POST', url: '/api/auth/password/reset/', payload: { email } });
    const [mail] = await outbox(email);
    const link = linkParams(mail?.text ?? '', 'auth/reset-password/confirm');
    const payload = { ...link, new_password: 'N3w-password', re_new_password: 'N3w-password' };

    clock.advance(HOUR);
    const response = await inject({ method: 'POST', url: '/api/auth/password/reset/confirm/', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ token: [serverMessages.invalidToken] });

    // A link a minute short of the hour still works.
    await inject({ method: 'POST', url: '/api/auth/password/reset/', payload: { email } });
    const fresh = linkParams((await outbox(email))[0]?.text ?? '', 'auth/reset-password/confirm');
    clock.advance(HOUR - 60_000);
    const ok = await inject({
      method: 'POST',
      url: '/api/auth/password/reset/confirm/',
      payload: { ...fresh, new_password: 'N3w-password', re_new_password: 'N3w-password' },
    });
    expect(ok.statusCode).toBe(204);
  });

  it('refuses an activation link after 7 days, and sends a fresh one on request', async () => {
    const email = 'slow@example.com';
    await inject({ method: 'POST', url: '/api/auth/register/', payload: personalRegistration(email) });
    const old = linkParams((await outbox(email))[0]?.text ?? '', 'auth/activate');

    clock.advance(7 * 24 * HOUR);
    const expired = await inject({ method: 'POST', url: '/api/auth/activate/', payload: old });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ token: [serverMessages.invalidToken] });

    const resent = await inject({ method: 'POST', url: '/api/auth/activate/resend/', payload: { email } });
    expect(resent.statusCode).toBe(204);
    const fresh = linkParams((await outbox(email))[0]?.text ?? '', 'auth/activate');
    expect((await inject({ method: 'POST', url: '/api/auth/activate/', payload: fresh })).statusCode).toBe(
      204,
    );
  });

  it('lists the outbox newest first, for one address or all', async () => {
    const all = await outbox('');
    expect(all.length).toBeGreaterThan(3);
    const created = all.map((mail) => mail.created);
    expect(created).toEqual([...created].sort().reverse());
    expect(await outbox('nobody@example.com')).toEqual([]);
    expect((await outbox('FLOW@example.com')).every((mail) => mail.to === 'flow@example.com')).toBe(true);
  });
});
