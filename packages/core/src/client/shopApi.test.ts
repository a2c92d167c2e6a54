import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Basket, Order } from '../schemas/shop';
import { createMemoryStorage } from '../storage/keyValueStorage';
import { ApiError } from './apiError';
import { createTroveClient } from './createTroveClient';
import { createShopApi, shopPath } from './shopApi';

const baseUrl = 'http://trove.test/marketplace';
const basket: Basket = {
  url: '/api/shop/baskets/3/',
  id: 3,
  status: 'Open',
  lines: [],
  currency: 'NZD',
  total_excl_tax: '0.00',
  total_incl_tax: '0.00',
  total_tax: '0.00',
  is_tax_known: true,
  is_shipping_required: false,
};
const order: Order = {
  url: '/api/shop/orders/100001/',
  number: '100001',
  date_placed: '2026-11-25T10:00:00.000Z',
  status: 'Being Processed',
  currency: 'NZD',
  total_incl_tax: '40.00',
  total_excl_tax: '40.00',
  shipping_method: 'Standard shipping',
  shipping_code: 'standard',
  shipping_incl_tax: '10.00',
  shipping_excl_tax: '10.00',
  shipping_address: null,
  billing_address: null,
  payment_method: 'Credit Card',
  lines: [],
};

const seen: Request[] = [];
const server = setupServer(
  http.get(`${baseUrl}/api/shop/products/:id/availability/`, ({ request }) => {
    seen.push(request);
    return HttpResponse.json({ is_available_to_buy: true, num_available: 2, message: 'Available' });
  }),
  http.post(`${baseUrl}/api/shop/basket/add-product/`, async ({ request }) => {
    const body = (await request.json()) as { url: string };
    if (body.url.endsWith('/2/'))
      return HttpResponse.json({ url: 'https://dealer.example/coin' }, { status: 202 });
    if (body.url.endsWith('/3/')) return HttpResponse.json({ reason: 'Unavailable' }, { status: 406 });
    return HttpResponse.json(basket);
  }),
  http.delete(`${baseUrl}/api/shop/baskets/3/lines/9/`, () => new HttpResponse(null, { status: 204 })),
  http.post(`${baseUrl}/api/shop/checkout/`, ({ request }) => {
    seen.push(request);
    return HttpResponse.json({ detail: 'Do Not Honor' }, { status: 402 });
  }),
  http.get(`${baseUrl}/api/shop/orders/`, ({ request }) => {
    seen.push(request);
    return HttpResponse.json({ count: 1, next: null, previous: null, results: [order] });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

const api = () => createShopApi(createTroveClient({ baseUrl, storage: createMemoryStorage() }));

describe('shopPath', () => {
  it('turns the server’s paths and absolute URLs into the client’s relative path', () => {
    expect(shopPath('/api/shop/products/12/')).toBe('shop/products/12/');
    expect(shopPath('https://trove.example/api/shop/products/12/')).toBe('shop/products/12/');
    expect(shopPath('http://host:8000/prefix/api/shop/orders/100001/')).toBe('shop/orders/100001/');
  });
});

describe('createShopApi', () => {
  it('asks a product’s availability under the client’s base URL', async () => {
    expect(await api().availability('/api/shop/products/12/')).toEqual({
      is_available_to_buy: true,
      num_available: 2,
      message: 'Available',
    });
    expect(seen[0]?.url).toBe(`${baseUrl}/api/shop/products/12/availability/`);
  });

  it('tells an added product from one sold elsewhere, and gives a refusal’s reason', async () => {
    expect(await api().addProduct({ url: '/api/shop/products/1/' })).toEqual({ kind: 'added', basket });
    expect(await api().addProduct({ url: '/api/shop/products/2/' })).toEqual({
      kind: 'external',
      url: 'https://dealer.example/coin',
    });
    const refusal = await api()
      .addProduct({ url: '/api/shop/products/3/' })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).status).toBe(406);
    expect((refusal as ApiError).fieldErrors.reason).toEqual(['Unavailable']);
  });

  it('deletes a line by its url', async () => {
    await expect(api().deleteLine('/api/shop/baskets/3/lines/9/')).resolves.toBeUndefined();
  });

  it('sends a checkout once, with the key it is given, and surfaces a decline', async () => {
    const body = {
      basket: basket.url,
      billing_address: { line1: '1 Queen St', postcode: '1010', country: '/api/shop/countries/NZ/' },
      shipping_method_code: 'no-shipping-required',
      source: { code: 'braintree', nonce: 'fake-processor-declined-visa-nonce' },
    };
    const declined = await api()
      .checkout(body, { idempotencyKey: 'key-1' })
      .catch((error: unknown) => error);
    expect((declined as ApiError).status).toBe(402);
    expect((declined as ApiError).detail).toBe('Do Not Honor');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers.get('Idempotency-Key')).toBe('key-1');
    await api()
      .checkout(body)
      .catch(() => undefined);
    expect(seen[1]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('pages the orders', async () => {
    expect((await api().orders({ page: 2 })).results).toEqual([order]);
    expect(new URL(seen[0]?.url ?? '').searchParams.get('page')).toBe('2');
  });
});
