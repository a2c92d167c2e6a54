import { DEFAULT_CURRENCY_RATES } from '@trove/core/server';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/useTestApp';

describe('settings routes', () => {
  const testApp = useTestApp();

  it('GET /api/settings/ answers the seeded defaults', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/settings/' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      site_name: 'Trove',
      default_currency: 'NZD',
      features: {
        cart: true,
        auctions: true,
        create_listing: false,
        business_registration: false,
        games: false,
        ad_zones: false,
        scroll_message: true,
      },
      max_unauthenticated_opens: 20,
    });
  });

  it('GET /api/currency/ answers the default currency and its symbol', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/currency/' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 'NZD', symbol: '$', rates: DEFAULT_CURRENCY_RATES });
  });
});
