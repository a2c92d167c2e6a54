import { authMessages, userSchema } from '@trove/core/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO, lastMail, personalRegistration, signIn, withToken } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { createTestClock } from '../../testing/testClock';

const DAY = 24 * 60 * 60 * 1000;

/** The site address of the first link in a mail. */
const linkOrigin = (text: string) => /(https?:\/\/[^/\s]+)\/(?:auth|sign-up)\//.exec(text)?.[1];

describe.each([
  ['without SITE_URL (development)', {}, 'http://192.168.1.20:8080'],
  ['with SITE_URL', { SITE_URL: 'https://trove.example' }, 'https://trove.example'],
])('links in emails %s', (_, env: Record<string, string>, expected) => {
  const clock = createTestClock();
  let testApp: TestApp;
  let dealerToken: string;
  beforeAll(async () => {
    testApp = await createTestApp(env, { clock });
    await testApp.app.ready();
    dealerToken = await signIn(testApp.app, DEMO.dealer);
  });
  afterAll(() => testApp?.close());

  // The member opened the site on another machine of the network, not on localhost.
  const fromLan = { host: '192.168.1.20:8080' };

  it('go to the site for activation, reset and invites', async () => {
    const registered = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      headers: fromLan,
      payload: personalRegistration('lan@example.com'),
    });
    expect(registered.statusCode).toBe(201);
    expect(linkOrigin((await lastMail(testApp.database.db, 'lan@example.com')).text)).toBe(expected);

    await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset/',
      headers: fromLan,
      payload: { email: DEMO.member },
    });
    const reset = await lastMail(testApp.database.db, DEMO.member);
    expect(reset.kind).toBe('password_reset');
    expect(linkOrigin(reset.text)).toBe(expected);

    const dealer = z.parse(
      userSchema,
      (
        await testApp.app.inject({ method: 'GET', url: '/api/auth/user/', headers: withToken(dealerToken) })
      ).json(),
    );
    const invited = await testApp.app.inject({
      method: 'POST',
      url: `/api/invites/${dealer.organisations[0]?.id}/`,
      headers: { ...fromLan, ...withToken(dealerToken) },
      payload: { email: 'lan-invitee@example.com' },
    });
    expect(invited.statusCode).toBe(201);
    expect(linkOrigin((await lastMail(testApp.database.db, 'lan-invitee@example.com')).text)).toBe(expected);
  });

  it('invite a member for 7 days only', async () => {
    const dealer = z.parse(
      userSchema,
      (
        await testApp.app.inject({ method: 'GET', url: '/api/auth/user/', headers: withToken(dealerToken) })
      ).json(),
    );
    await testApp.app.inject({
      method: 'POST',
      url: `/api/invites/${dealer.organisations[0]?.id}/`,
      headers: withToken(dealerToken),
      payload: { email: 'late@example.com' },
    });
    const token = /\/sign-up\/(\S+)/.exec(
      (await lastMail(testApp.database.db, 'late@example.com')).text,
    )?.[1];
    const lookup = () => testApp.app.inject({ method: 'GET', url: `/api/invites/${token}/` });

    clock.advance(7 * DAY - 1000);
    expect((await lookup()).statusCode).toBe(200);
    clock.advance(1000);
    expect((await lookup()).statusCode).toBe(404);
    const registered = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: personalRegistration('late@example.com', { token }),
    });
    expect(registered.statusCode).toBe(400);
    expect(registered.json()).toEqual({ token: [authMessages.invalidInvite] });
  });
});
