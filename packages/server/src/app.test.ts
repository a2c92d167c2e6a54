import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/testApp';

describe('cross-origin requests', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ CORS_ORIGINS: 'https://partner.example' });
    await testApp.app.ready();
  });

  afterAll(() => testApp?.close());

  it('allows the partners of CORS_ORIGINS', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/settings/',
      headers: { origin: 'https://partner.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('https://partner.example');
  });

  it('lets partners send every API method', async () => {
    const response = await testApp.app.inject({
      method: 'OPTIONS',
      url: '/api/settings/',
      headers: {
        origin: 'https://partner.example',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-methods']).toContain('PATCH');
    expect(response.headers['access-control-allow-headers']).toBe('authorization, content-type');
  });

  it('does not allow other origins', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/settings/',
      headers: { origin: 'https://stranger.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
