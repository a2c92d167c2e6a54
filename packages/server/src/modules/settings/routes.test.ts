import { defaultSiteSettings } from '@trove/core';
import { serverMessages } from '@trove/core/auth';
import { DEFAULT_CURRENCY_RATES } from '@trove/core/server';
import { describe, expect, it } from 'vitest';
import { injectAs } from '../../testing/accounts';
import { useTestApp } from '../../testing/useTestApp';
import { createSettingsRepository } from './repository';
import { createSettingsService } from './service';

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

describe('PATCH /api/settings/', () => {
  const testApp = useTestApp({ signIn: ['admin', 'member', 'dealer'] });
  const patch = (payload: unknown, token?: string) =>
    injectAs(testApp.app, 'PATCH', '/api/settings/', token, payload);
  const get = async () => (await testApp.app.inject({ method: 'GET', url: '/api/settings/' })).json();

  it('lets a site admin turn listing creation on, in force for the next request', async () => {
    expect((await get()).features.create_listing).toBe(false);

    const response = await patch({ features: { create_listing: true } }, testApp.token('admin'));

    expect(response.statusCode).toBe(200);
    const expected = {
      ...defaultSiteSettings,
      features: { ...defaultSiteSettings.features, create_listing: true },
    };
    expect(response.json()).toEqual(expected);
    // Another reader at once, and a server started afresh over the same database.
    expect(await get()).toEqual(expected);
    const restarted = createSettingsService(createSettingsRepository(testApp.database.db));
    expect(await restarted.getSiteSettings()).toEqual(expected);

    const off = await patch({ features: { create_listing: false } }, testApp.token('admin'));
    expect(off.json().features).toEqual(defaultSiteSettings.features);
    expect((await get()).features).toEqual(defaultSiteSettings.features);
  });

  it('stores a site name that reads as a number or as JSON as the text it is', async () => {
    for (const site_name of ['9999999999', 'true', '{"a":1}', '"quoted"']) {
      const response = await patch({ site_name }, testApp.token('admin'));
      expect(response.statusCode, response.body).toBe(200);
      expect((await get()).site_name).toBe(site_name);
    }
    await patch({ site_name: defaultSiteSettings.site_name }, testApp.token('admin'));
  });

  it('changes only what the body names', async () => {
    const response = await patch(
      { site_name: 'Trove Test', default_currency: 'GBP', max_unauthenticated_opens: 5 },
      testApp.token('admin'),
    );

    expect(response.statusCode).toBe(200);
    expect(await get()).toEqual({
      ...defaultSiteSettings,
      site_name: 'Trove Test',
      default_currency: 'GBP',
      max_unauthenticated_opens: 5,
    });
    const currency = await testApp.app.inject({ method: 'GET', url: '/api/currency/' });
    expect(currency.json()).toMatchObject({ code: 'GBP', symbol: '£' });
    await patch(
      {
        site_name: defaultSiteSettings.site_name,
        default_currency: defaultSiteSettings.default_currency,
        max_unauthenticated_opens: defaultSiteSettings.max_unauthenticated_opens,
      },
      testApp.token('admin'),
    );
    expect(await get()).toEqual(defaultSiteSettings);
  });

  it('keeps both of two flags changed at once by two requests', async () => {
    const token = testApp.token('admin');
    const answers = await Promise.all([
      patch({ features: { games: true } }, token),
      patch({ features: { business_registration: true } }, token),
    ]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await get()).features).toEqual({
      ...defaultSiteSettings.features,
      games: true,
      business_registration: true,
    });
    await patch({ features: { games: false, business_registration: false } }, token);
    expect((await get()).features).toEqual(defaultSiteSettings.features);
  });

  it('refuses everyone but a site admin, before reading the body', async () => {
    const body = { features: { create_listing: true } };

    const anonymous = await patch(body);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: serverMessages.notAuthenticated });
    for (const role of ['member', 'dealer'] as const) {
      const refused = await patch(body, testApp.token(role));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: serverMessages.permissionDenied });
      // A body that is not even valid gets the 403 too.
      expect((await patch({ default_currency: 1 }, testApp.token(role))).statusCode).toBe(403);
    }
    expect(await get()).toEqual(defaultSiteSettings);
  });

  it("answers core's messages for a value the schema refuses, and stores nothing", async () => {
    const token = testApp.token('admin');

    const currency = await patch({ default_currency: 'pounds', site_name: 'Renamed' }, token);
    expect(currency.statusCode).toBe(400);
    expect(currency.json()).toEqual({ default_currency: ['Enter a 3-letter currency code.'] });

    for (const body of [
      { features: { create_listing: 'yes' } },
      { max_unauthenticated_opens: -1 },
      { site_name: '' },
      { features: true },
    ]) {
      const refused = await patch(body, token);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await get()).toEqual(defaultSiteSettings);
  });
});
