import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, signIn, withToken } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/testApp';

describe('Cache-Control of API answers', () => {
  let testApp: TestApp;
  let token: string;
  beforeAll(async () => {
    testApp = await createTestApp();
    await testApp.app.ready();
    token = await signIn(testApp.app, DEMO.member);
  });
  afterAll(() => testApp?.close());

  it('is no-store for every signed-in answer, whatever the route', async () => {
    for (const url of ['/api/auth/user/', '/api/settings/', '/api/auth/user/notifications/']) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: withToken(token) });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('is no-store for the answers that carry a token', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: DEMO.collector, password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('leaves anonymous public answers cacheable', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/settings/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).not.toBe('no-store');
  });
});
