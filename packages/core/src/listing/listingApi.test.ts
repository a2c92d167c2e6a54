import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../client/apiError';
import { createTroveClient } from '../client/createTroveClient';
import { createMemoryStorage } from '../storage/keyValueStorage';
import { createListingApi, lookupVideo } from './listingApi';
import type { Item, ItemInput } from './schemas';

const baseUrl = 'http://trove.test';
const seen: { method: string; url: URL; body: unknown; auth: string | null }[] = [];
async function record(request: Request) {
  const text = await request.clone().text();
  seen.push({
    method: request.method,
    url: new URL(request.url),
    body: text ? JSON.parse(text) : undefined,
    auth: request.headers.get('authorization'),
  });
}

const input: ItemInput = {
  niche: 'collectables',
  section: 'coins',
  gallery: 'world',
  caption: 'silver',
  name: 'Silver dollar',
  external_images: [{ url: 'https://cdn.test/images/1_ab12c_coin.jpg', media_type: 'image', primary: true }],
};
function itemOf(body: ItemInput, id: number): Item {
  return {
    id,
    item_type: 'ITEM',
    niche: body.niche,
    section: body.section,
    gallery: body.gallery,
    caption: body.caption,
    item_layout: 'standard',
    price_option: 'standard',
    forsale: true,
    name: body.name ?? '',
    category: null,
    country_name: null,
    tags: [],
    manufacture_date_from: null,
    manufacture_date_to: null,
    description: '',
    external_url: null,
    price: body.price ?? null,
    currency: null,
    sku: null,
    num_in_stock: null,
    realisation_price: null,
    realisation_currency: null,
    realisation_date: null,
    publish_after: null,
    video_url: null,
    external_images: body.external_images,
    products: [],
    status: 'active',
    searchable: true,
    listed: true,
    organisation: null,
    boost: 0,
    user: 1,
    absolute_url: `/collectables/coins/world/silver/0${id}-silver-dollar`,
    created_date: '2026-11-28T10:00:00Z',
    expires: null,
  };
}

const server = setupServer(
  http.post(`${baseUrl}/api/items/`, async ({ request }) => {
    await record(request);
    const body = (await request.json()) as ItemInput & { payment?: { nonce: string } | null };
    if (body.price === '99.00' && !body.payment)
      return HttpResponse.json({ detail: 'A payment is required.' }, { status: 402 });
    if (body.name === '') return HttpResponse.json({ name: ['Title is required'] }, { status: 400 });
    return HttpResponse.json(itemOf(body, 7), { status: body.section === 'held' ? 202 : 201 });
  }),
  http.put(`${baseUrl}/api/items/:id/`, async ({ request, params }) => {
    await record(request);
    return HttpResponse.json(itemOf((await request.json()) as ItemInput, Number(params.id)));
  }),
  http.get(`${baseUrl}/api/items/:id/`, ({ params }) =>
    params.id === '404'
      ? HttpResponse.json({ detail: 'Not found.' }, { status: 404 })
      : HttpResponse.json(itemOf(input, Number(params.id))),
  ),
  http.post(`${baseUrl}/api/items/:id/:action/`, async ({ request, params }) => {
    await record(request);
    const body = (await request.json()) as Record<string, unknown>;
    const id = Number(params.id);
    switch (params.action) {
      case 'archive':
        return HttpResponse.json({
          id,
          status: body.archive ? 'archived' : 'active',
          searchable: !body.archive,
        });
      case 'relist':
        return HttpResponse.json({ id, status: 'active', searchable: true });
      case 'promote':
        return HttpResponse.json({ id, boost: body.boost });
      case 'share':
        return HttpResponse.json({ site: 'Partner', id: 'P-12' });
      default:
        return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
    }
  }),
  http.get(`${baseUrl}/api/listings/:type/`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({ count: 0, next: null, previous: null, results: [] });
  }),
  http.get(`${baseUrl}/api/analytics/dashboard/`, () =>
    HttpResponse.json({ item_count: 4, view_count: 120, likes_received: 9 }),
  ),
  http.get(`${baseUrl}/api/payments/price/`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({
      amount: '5.00',
      name: 'Standard listing',
      num_free_per_billing_cycle: 3,
      free_transaction_count: 3,
      category_name: 'Coins',
    });
  }),
  http.get(`${baseUrl}/api/transactions/summary/`, () =>
    HttpResponse.json({ max_listings_per_month: null, total_transaction_count: 12 }),
  ),
  http.get(`${baseUrl}/api/niches/writable/`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({ _order: [] });
  }),
  http.post(`${baseUrl}/api/uploads/policy/`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({
      url: 'https://storage.test/bucket',
      key: 'images/1_ab12c_coin.jpg',
      fields: { key: 'images/1_ab12c_coin.jpg', acl: 'public-read', policy: 'p', signature: 's' },
    });
  }),
  http.get('https://oembed.test/oembed.json', async ({ request }) => {
    await record(request);
    const url = new URL(request.url).searchParams.get('url');
    if (url === 'https://vimeo.com/1') return HttpResponse.json({ detail: 'gone' }, { status: 404 });
    if (url === 'https://vimeo.com/2') return HttpResponse.json({ detail: 'down' }, { status: 500 });
    return HttpResponse.json({
      type: 'video',
      title: 'A coin',
      thumbnail_url: 'https://i.vimeocdn.test/1.jpg',
      extra: 1,
    });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  seen.length = 0;
});
afterAll(() => server.close());

const client = createTroveClient({ baseUrl, storage: createMemoryStorage() });
client.tokenStore.set('tok');
const api = createListingApi(client);

describe('createListingApi', () => {
  it('creates an item: 201 is added, 202 is held for moderation', async () => {
    expect(await api.createItem(input)).toMatchObject({
      held: false,
      item: { id: 7, name: 'Silver dollar' },
    });
    expect(seen[0]?.body).toEqual(input);
    expect(await api.createItem({ ...input, section: 'held' })).toMatchObject({
      held: true,
      item: { id: 7 },
    });
  });

  it('answers a save that needs payment with a 402 ApiError carrying the detail', async () => {
    const error = await api.createItem({ ...input, price: '99.00' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 402, detail: 'A payment is required.' });
    // a failed save is not retried: it could list twice
    expect(seen).toHaveLength(1);
  });

  it('maps field errors of a refused save', async () => {
    const error = await api.createItem({ ...input, name: '' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, fieldErrors: { name: ['Title is required'] } });
  });

  it('reads and updates an item by id', async () => {
    expect((await api.item(3)).id).toBe(3);
    await expect(api.item(404)).rejects.toMatchObject({ status: 404 });
    const saved = await api.updateItem(3, { ...input, price: '12.50' });
    expect(saved).toMatchObject({ held: false, item: { id: 3, price: '12.50' } });
    expect(seen[0]).toMatchObject({ method: 'PUT', auth: 'Token tok' });
    expect(seen[0]?.url.pathname).toBe('/api/items/3/');
  });

  it('posts archive, relist, promote and share to their controllers', async () => {
    expect(await api.archive(3, true)).toEqual({ id: 3, status: 'archived', searchable: false });
    expect(await api.archive(3, false)).toEqual({ id: 3, status: 'active', searchable: true });
    expect(await api.relist(3, { nonce: 'fake-valid-nonce' })).toEqual({
      id: 3,
      status: 'active',
      searchable: true,
    });
    await api.relist(4);
    expect(await api.promote(3, 40)).toEqual({ id: 3, boost: 40 });
    expect(await api.share(3, 2)).toEqual({ site: 'Partner', id: 'P-12' });
    expect(seen.map((call) => [call.url.pathname, call.body])).toEqual([
      ['/api/items/3/archive/', { archive: true }],
      ['/api/items/3/archive/', { archive: false }],
      ['/api/items/3/relist/', { payment: { nonce: 'fake-valid-nonce' } }],
      ['/api/items/4/relist/', { payment: null }],
      ['/api/items/3/promote/', { boost: 40 }],
      ['/api/items/3/share/', { site: 2 }],
    ]);
  });

  it('lists items or events with the query, leaving out empty values', async () => {
    await api.listings({ user_org: 'true', page: 2, q: '', sort: '-date_listed' });
    await api.listings({}, 'EVENT');
    expect(seen[0]?.url.pathname).toBe('/api/listings/items/');
    expect(Object.fromEntries(seen[0]?.url.searchParams ?? [])).toEqual({
      user_org: 'true',
      page: '2',
      sort: '-date_listed',
    });
    expect(seen[1]?.url.pathname).toBe('/api/listings/events/');
  });

  it('reads stats, the price of a place, the transaction summary and the writable niches', async () => {
    expect(await api.stats()).toEqual({ item_count: 4, view_count: 120, likes_received: 9 });
    expect(
      (await api.price({ niche: 'collectables', section: 'coins', gallery: 'world', caption: 'silver' }))
        .amount,
    ).toBe('5.00');
    expect(Object.fromEntries(seen[0]?.url.searchParams ?? [])).toEqual({
      niche: 'collectables',
      section: 'coins',
      gallery: 'world',
      caption: 'silver',
    });
    expect(await api.transactionSummary()).toEqual({
      max_listings_per_month: null,
      total_transaction_count: 12,
    });
    expect(await api.writableNiches()).toEqual({ _order: [] });
    expect(seen[1]?.url.search).toBe('?item_type=ITEM');
  });

  it('asks for an upload policy', async () => {
    const policy = await api.uploadPolicy({ filename: 'coin.jpg', content_type: 'image/jpeg', size: 10 });
    expect(policy.fields.acl).toBe('public-read');
    expect(seen[0]?.body).toEqual({ filename: 'coin.jpg', content_type: 'image/jpeg', size: 10 });
  });
});

describe('lookupVideo', () => {
  const endpoint = 'https://oembed.test/oembed.json';
  it('asks with responsive=true and no auth header, keeping what the service adds', async () => {
    expect(await lookupVideo('https://vimeo.com/76979871', { endpoint })).toMatchObject({
      title: 'A coin',
      thumbnail_url: 'https://i.vimeocdn.test/1.jpg',
      extra: 1,
    });
    expect(Object.fromEntries(seen[0]?.url.searchParams ?? [])).toEqual({
      url: 'https://vimeo.com/76979871',
      responsive: 'true',
    });
    expect(seen[0]?.auth).toBeNull();
  });

  it('ignores a 404 and reports any other failure', async () => {
    expect(await lookupVideo('https://vimeo.com/1', { endpoint })).toBeNull();
    await expect(lookupVideo('https://vimeo.com/2', { endpoint })).rejects.toMatchObject({ status: 500 });
  });
});
