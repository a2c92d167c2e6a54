import { SERVER_TIME_HEADER } from '@trove/core/auction';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuctionsTestApp, createAuctionsTestApp } from '../modules/auctions/testing';

const PARTNER = 'https://partner.example';
const STRANGER = 'https://club-site.example';

describe('CORS: public reads for any page, the rest for the partner allow-list', () => {
  let t: AuctionsTestApp;
  let lotId: number;
  let itemId: number;
  let gallery: string;

  beforeAll(async () => {
    t = await createAuctionsTestApp({ clock: null, env: { CORS_ORIGINS: PARTNER } });
    await t.app.ready();
    itemId = await t.createItem(t.ids.auctionHouse);
    lotId = await t.createLot(itemId);
    const tree = (await t.app.inject({ url: '/api/niches/readable/' })).json();
    const niche = tree[tree._order[0]];
    gallery = `/api/gallery/${niche.slug}/`;
  });
  afterAll(() => t?.close());

  const call = (options: InjectOptions) => t.app.inject(options);
  const preflight = (url: string, origin: string, method: string, headers = 'authorization, content-type') =>
    call({
      method: 'OPTIONS',
      url,
      headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': headers },
    });

  it.each([
    ['the settings', () => '/api/settings/'],
    ['a gallery', () => gallery],
    ['an item', () => `/api/gallery/item/item/${itemId}`],
    ['a lot', () => `/api/auctions/lots/${lotId}/`],
    ['a category typeahead', () => '/api/categories/?q=co'],
  ])('lets any origin read %s, without credentials', async (_name, url) => {
    const response = await call({ url: url(), headers: { origin: STRANGER } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers['access-control-expose-headers']).toContain(SERVER_TIME_HEADER);
  });

  it('lets any origin count a view of a listing (anonymous, no token)', async () => {
    const response = await preflight(
      `/api/analytics/obj-detail-view/${itemId}`,
      STRANGER,
      'POST',
      'content-type',
    );
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it.each([
    ['a bid', () => `/api/auctions/lots/${lotId}/bids/`, 'POST'],
    ['signing in', () => '/api/auth/login/', 'POST'],
    ['a partner token', () => '/api/auth/partner-token/', 'POST'],
    ['the cart', () => '/api/shop/basket/add-product/', 'POST'],
    ['a member’s lot read with the token', () => `/api/auctions/lots/${lotId}/`, 'GET'],
  ])('refuses another origin’s preflight for %s', async (_name, url, method) => {
    const response = await preflight(url(), STRANGER, method);
    expect(response.statusCode).toBe(404);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('answers no CORS to another origin reading a member’s data or the basket', async () => {
    for (const url of ['/api/auth/user/', '/api/shop/basket/', '/api/auctions/lots/', '/api/searches/']) {
      const response = await call({ url, headers: { origin: STRANGER } });
      expect(response.headers['access-control-allow-origin'], url).toBeUndefined();
    }
  });

  it('lets the allow-listed partner bid and sign in with its member’s token', async () => {
    for (const url of [
      `/api/auctions/lots/${lotId}/bids/`,
      '/api/auth/login/',
      '/api/shop/basket/add-product/',
    ]) {
      const response = await preflight(url, PARTNER, 'POST');
      expect(response.statusCode, url).toBe(204);
      expect(response.headers['access-control-allow-origin'], url).toBe(PARTNER);
      expect(response.headers['access-control-allow-headers'], url).toBe('authorization, content-type');
    }
    const token = await t.token('collector');
    const lot = await call({
      url: `/api/auctions/lots/${lotId}/`,
      headers: { origin: PARTNER, authorization: `Token ${token}` },
    });
    expect(lot.statusCode).toBe(200);
    expect(lot.headers['access-control-allow-origin']).toBe(PARTNER);
    const user = await call({
      url: '/api/auth/user/',
      headers: { origin: PARTNER, authorization: `Token ${token}` },
    });
    expect(user.statusCode).toBe(200);
    expect(user.headers['access-control-allow-origin']).toBe(PARTNER);
  });
});
