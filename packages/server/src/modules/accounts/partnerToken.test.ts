import { serverMessages } from '@trove/core/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, signIn, withToken } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/testApp';

const PARTNER = 'https://club.example';

describe('POST /api/auth/partner-token/', () => {
  let test: TestApp;
  let token: string;

  beforeAll(async () => {
    test = await createTestApp({ CORS_ORIGINS: PARTNER });
    token = await signIn(test.app, DEMO.collector);
  });
  afterAll(() => test.close());

  const partnerToken = async (origin: string, auth = token) =>
    test.app.inject({
      method: 'POST',
      url: '/api/auth/partner-token/',
      headers: withToken(auth),
      payload: { origin },
    });

  it('gives a signed-in member a token that works only from the partner page it was asked for', async () => {
    const response = await partnerToken(PARTNER);
    expect(response.statusCode).toBe(200);
    const { token: partner } = response.json<{ token: string }>();

    const fromPartner = await test.app.inject({
      url: '/api/auth/user/',
      headers: { ...withToken(partner), origin: PARTNER },
    });
    expect(fromPartner.statusCode).toBe(200);
    expect(fromPartner.json()).toMatchObject({ email: DEMO.collector });

    for (const origin of [undefined, 'https://elsewhere.example']) {
      const elsewhere = await test.app.inject({
        url: '/api/auth/user/',
        headers: { ...withToken(partner), ...(origin ? { origin } : {}) },
      });
      expect(elsewhere.statusCode).toBe(401);
    }
  });

  it("works for pages of the site's own origin (the /embed/ demo), whose same-origin GETs carry no Origin", async () => {
    const own = 'http://localhost:80';
    const response = await partnerToken(own);
    expect(response.statusCode).toBe(200);
    const { token: partner } = response.json<{ token: string }>();
    const sameOrigin = await test.app.inject({
      url: '/api/auth/user/',
      headers: { ...withToken(partner), host: 'localhost:80', 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.statusCode).toBe(200);
    const crossSite = await test.app.inject({
      url: '/api/auth/user/',
      headers: { ...withToken(partner), host: 'localhost:80', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(401);
  });

  it('refuses a page that is not on the partner allow-list, and anonymous visitors', async () => {
    const refused = await partnerToken('https://elsewhere.example');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: serverMessages.notAPartner });

    const anonymous = await test.app.inject({
      method: 'POST',
      url: '/api/auth/partner-token/',
      payload: { origin: PARTNER },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets a partner token read and bid, but not change the account or mint another token', async () => {
    const { token: partner } = (await partnerToken(PARTNER)).json<{ token: string }>();
    const headers = { ...withToken(partner), origin: PARTNER };
    const again = await test.app.inject({
      method: 'POST',
      url: '/api/auth/partner-token/',
      headers,
      payload: { origin: PARTNER },
    });
    expect(again.statusCode).toBe(403);
    const update = await test.app.inject({
      method: 'PATCH',
      url: '/api/auth/user/',
      headers,
      payload: { first_name: 'Mallory' },
    });
    expect(update.statusCode).toBe(403);
  });
});
