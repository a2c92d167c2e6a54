import { describe, expect, it } from 'vitest';
import { useTestApp } from './testing/useTestApp';

describe('cross-origin requests', () => {
  const testApp = useTestApp({ env: { CORS_ORIGINS: 'https://partner.example' } });

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

  // Public reads answer any origin (http/cors.test.ts); a member's data only the partners.
  it('does not allow other origins to read a member’s data', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/user/',
      headers: { origin: 'https://stranger.example' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
