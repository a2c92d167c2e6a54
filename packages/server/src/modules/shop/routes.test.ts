import { ApiError } from '@trove/core';
import { CART_MESSAGES, createShopApi, SHOP_SERVER_MESSAGES, type ShopApi } from '@trove/core/shop';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionPurchases, basketLines, baskets, products } from '../../db/schema';
import { DEMO, signIn, withToken } from '../../testing/accounts';
import { createInjectClient } from '../../testing/injectClient';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { COUNTRY_COUNT } from './countries';
import { createTestOrder, createTestProduct, createTestWin, demoIds, setCartFlag } from './testing';

const NZ = '/api/shop/countries/NZ/';
const address = {
  title: 'Ms' as const,
  first_name: 'Ada',
  last_name: 'Lovelace',
  line1: '1 Queen Street',
  city: 'Auckland',
  postcode: '1010',
  country: NZ,
};

describe('the shop API', () => {
  let testApp: TestApp;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  let memberToken: string;
  let collectorToken: string;
  let member: ShopApi;
  let collector: ShopApi;

  beforeAll(async () => {
    testApp = await createTestApp({}, {}, { size: 1 });
    await testApp.app.ready();
    ids = await demoIds(testApp.database.db);
    memberToken = await signIn(testApp.app, DEMO.member);
    collectorToken = await signIn(testApp.app, DEMO.collector);
    member = createShopApi(createInjectClient(testApp.app, memberToken));
    collector = createShopApi(createInjectClient(testApp.app, collectorToken));
  }, 120_000);

  afterAll(() => testApp?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    testApp.app.inject({
      method,
      url,
      ...(token ? { headers: withToken(token) } : {}),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** The ApiError of a refused call. */
  async function failure(promise: Promise<unknown>): Promise<ApiError> {
    const error = await promise.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }

  /** Empties the member's open basket of deletable lines. */
  async function emptyBasket(api: ShopApi) {
    for (const line of (await api.basket()).lines) if (line.can_delete) await api.deleteLine(line.url);
  }

  it('answers a product and its availability to anyone; 404 for none', async () => {
    const { itemId, productId } = await createTestProduct(testApp.database.db, { stock: 3, price: '12.50' });
    const product = await createShopApi(createInjectClient(testApp.app)).product(
      `/api/shop/products/${productId}/`,
    );
    expect(product).toMatchObject({
      url: `/api/shop/products/${productId}/`,
      id: productId,
      item: itemId,
      price: { currency: 'NZD', excl_tax: '12.50', incl_tax: '12.50', tax: '0.00' },
      num_in_stock: 3,
      availability: `/api/shop/products/${productId}/availability/`,
      external_url: null,
      is_shipping_required: true,
    });
    expect(product.item_url).toMatch(new RegExp(`^/.+/\\w*0*${itemId}-`));
    const availability = await call('GET', product.availability);
    expect(availability.statusCode).toBe(200);
    expect(availability.json()).toEqual({
      is_available_to_buy: true,
      num_available: 3,
      message: 'Available',
    });

    // The listing's detail lists its product.
    const detail = await call('GET', `/api/gallery/item/item/${itemId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().products).toEqual([{ url: `/api/shop/products/${productId}/` }]);

    const soldOut = await createTestProduct(testApp.database.db, { stock: 0 });
    expect((await call('GET', `/api/shop/products/${soldOut.productId}/availability/`)).json()).toEqual({
      is_available_to_buy: false,
      num_available: 0,
      message: 'Unavailable',
    });
    const hidden = await createTestProduct(testApp.database.db, { published: false });
    expect((await call('GET', `/api/shop/products/${hidden.productId}/`)).statusCode).toBe(404);
    expect((await call('GET', '/api/shop/products/999999/')).statusCode).toBe(404);
    expect((await call('GET', '/api/shop/products/abc/availability/')).statusCode).toBe(404);
  });

  it('lists every ISO 3166 country and answers one by code', async () => {
    const countries = await member.countries();
    expect(countries).toHaveLength(COUNTRY_COUNT);
    expect(COUNTRY_COUNT).toBe(249);
    expect(countries.find((country) => country.iso_3166_1_a2 === 'NZ')).toEqual({
      url: NZ,
      iso_3166_1_a2: 'NZ',
      printable_name: 'New Zealand',
      name: 'New Zealand',
      is_shipping_country: true,
    });
    expect((await call('GET', '/api/shop/countries/gb/')).json()).toMatchObject({ iso_3166_1_a2: 'GB' });
    expect((await call('GET', '/api/shop/countries/ZZ/')).statusCode).toBe(404);
  });

  it('refuses the member routes to anonymous visitors (401)', async () => {
    const routes: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string][] = [
      ['GET', '/api/shop/basket/'],
      ['POST', '/api/shop/basket/add-product/'],
      ['DELETE', '/api/shop/baskets/1/lines/1/'],
      ['GET', '/api/shop/basket/shipping-methods/'],
      ['POST', '/api/shop/basket/shipping-methods/'],
      ['GET', '/api/shop/source-types/'],
      ['GET', '/api/shop/useraddresses/'],
      ['POST', '/api/shop/useraddresses/'],
      ['GET', '/api/shop/useraddresses/1/'],
      ['PUT', '/api/shop/useraddresses/1/'],
      ['DELETE', '/api/shop/useraddresses/1/'],
      ['GET', '/api/shop/orders/'],
      ['GET', '/api/shop/orders/100001/'],
    ];
    for (const [method, url] of routes) {
      const response = await call(
        method,
        url,
        undefined,
        method === 'POST' || method === 'PUT' ? {} : undefined,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('opens one basket per member on first read, in the default currency', async () => {
    const first = await member.basket();
    expect(first).toMatchObject({
      url: `/api/shop/baskets/${first.id}/`,
      status: 'Open',
      lines: [],
      currency: 'NZD',
      total_incl_tax: '0.00',
      is_shipping_required: false,
    });
    expect((await member.basket()).id).toBe(first.id);
    expect((await collector.basket()).id).not.toBe(first.id);
    const open = await testApp.database.db
      .select()
      .from(baskets)
      .where(and(eq(baskets.userId, ids.member), eq(baskets.status, 'Open')));
    expect(open).toHaveLength(1);
  });

  it('adds products up to the stock, then refuses Unavailable (406)', async () => {
    await emptyBasket(member);
    const { productId } = await createTestProduct(testApp.database.db, { stock: 2, price: '10.00' });
    const url = `/api/shop/products/${productId}/`;
    const added = await member.addProduct({ url, quantity: 1 });
    expect(added.kind).toBe('added');
    if (added.kind !== 'added') return;
    expect(added.basket.lines).toEqual([
      expect.objectContaining({
        product: url,
        quantity: 1,
        price_currency: 'NZD',
        price_incl_tax: '10.00',
        can_delete: true,
        lot: null,
        url: expect.stringMatching(new RegExp(`^/api/shop/baskets/${added.basket.id}/lines/\\d+/$`)),
      }),
    ]);
    // An absolute URL whose path is the server's own is accepted.
    const again = await member.addProduct({ url: `http://localhost${url}` });
    expect(again.kind === 'added' && again.basket.lines[0]?.quantity).toBe(2);
    expect(again.kind === 'added' && again.basket.total_incl_tax).toBe('20.00');

    const beyond = await call('POST', '/api/shop/basket/add-product/', memberToken, { url, quantity: 1 });
    expect(beyond.statusCode).toBe(406);
    expect(beyond.json()).toMatchObject({ reason: 'Unavailable' });
    const error = await failure(member.addProduct({ url }));
    expect(error.status).toBe(406);
    expect(error.fieldErrors.reason).toEqual(['Unavailable']);

    const single = await createTestProduct(testApp.database.db, { stock: 1 });
    const tooMany = await call('POST', '/api/shop/basket/add-product/', collectorToken, {
      url: `/api/shop/products/${single.productId}/`,
      quantity: 2,
    });
    expect(tooMany.statusCode).toBe(406);
    expect(tooMany.json().reason).toBe('Unavailable');
    const soldOut = await createTestProduct(testApp.database.db, { stock: 0 });
    expect(
      (
        await call('POST', '/api/shop/basket/add-product/', collectorToken, {
          url: `/api/shop/products/${soldOut.productId}/`,
        })
      ).json().reason,
    ).toBe('Unavailable');
    const notForSale = await createTestProduct(testApp.database.db, { sold: true });
    expect(
      (
        await call('POST', '/api/shop/basket/add-product/', collectorToken, {
          url: `/api/shop/products/${notForSale.productId}/`,
        })
      ).statusCode,
    ).toBe(406);
  });

  it('answers 202 with the url of a product sold elsewhere, and 400 for a url that names no product', async () => {
    const { productId } = await createTestProduct(testApp.database.db, {
      externalUrl: 'https://elsewhere.example/x',
    });
    const response = await call('POST', '/api/shop/basket/add-product/', memberToken, {
      url: `/api/shop/products/${productId}/`,
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ url: 'https://elsewhere.example/x' });
    expect(await member.addProduct({ url: `/api/shop/products/${productId}/` })).toEqual({
      kind: 'external',
      url: 'https://elsewhere.example/x',
    });
    for (const url of ['/api/shop/products/999999/', '/api/shop/orders/1/', 'nonsense']) {
      const bad = await call('POST', '/api/shop/basket/add-product/', memberToken, { url });
      expect(bad.statusCode, url).toBe(400);
      expect(bad.json()).toEqual({ url: ['Invalid hyperlink - Object does not exist.'] });
    }
  });

  it('refuses a product in another currency than the basket’s (406 with the reason)', async () => {
    await emptyBasket(member);
    const nzd = await createTestProduct(testApp.database.db, { currency: 'NZD' });
    const aud = await createTestProduct(testApp.database.db, { currency: 'AUD' });
    await member.addProduct({ url: `/api/shop/products/${nzd.productId}/` });
    const response = await call('POST', '/api/shop/basket/add-product/', memberToken, {
      url: `/api/shop/products/${aud.productId}/`,
    });
    expect(response.statusCode).toBe(406);
    const reason = SHOP_SERVER_MESSAGES.otherCurrency('NZD', 'AUD');
    expect(response.json()).toEqual({ reason, detail: reason });
    await emptyBasket(member);
    const added = await member.addProduct({ url: `/api/shop/products/${aud.productId}/` });
    expect(added.kind === 'added' && added.basket.currency).toBe('AUD');
    await emptyBasket(member);
  });

  it('deletes the member’s own line (204); another member’s line is a 404', async () => {
    const { productId } = await createTestProduct(testApp.database.db);
    const added = await member.addProduct({ url: `/api/shop/products/${productId}/` });
    if (added.kind !== 'added') throw new Error('not added');
    const line = added.basket.lines.find((one) => one.product === `/api/shop/products/${productId}/`);
    if (!line) throw new Error('no line');
    expect((await call('DELETE', line.url, collectorToken)).statusCode).toBe(404);
    expect(
      (await call('DELETE', `/api/shop/baskets/${added.basket.id}/lines/999999/`, memberToken)).statusCode,
    ).toBe(404);
    expect((await call('DELETE', line.url, memberToken)).statusCode).toBe(204);
    expect((await call('DELETE', line.url, memberToken)).statusCode).toBe(404);
    expect((await member.basket()).lines.some((one) => one.id === line.id)).toBe(false);
  });

  it('pulls the member’s auction wins into the basket once, as lines that cannot be deleted', async () => {
    const db = testApp.database.db;
    const winner = await signIn(testApp.app, DEMO.dealer);
    const dealer = createShopApi(createInjectClient(testApp.app, winner));
    const { lotId, itemId } = await createTestWin(db, {
      winnerId: ids.dealer,
      amountMinor: 10_000,
      premiumMinor: 1_500,
    });
    const basket = await dealer.basket();
    expect(basket.lines).toEqual([
      expect.objectContaining({
        lot: lotId,
        can_delete: false,
        quantity: 1,
        price_incl_tax: '115.00',
        price_currency: 'NZD',
      }),
    ]);
    expect(basket.total_incl_tax).toBe('115.00');
    // Idempotent: read again, one line.
    expect((await dealer.basket()).lines).toHaveLength(1);
    const [product] = await db.select().from(products).where(eq(products.itemId, itemId));
    expect(product?.numInStock).toBe(1);

    const line = basket.lines[0];
    if (!line) throw new Error('no line');
    const refused = await call('DELETE', line.url, winner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: SHOP_SERVER_MESSAGES.lineNotDeletable });
    // Nobody else can buy the won lot's product.
    const other = await call('POST', '/api/shop/basket/add-product/', collectorToken, { url: line.product });
    expect(other.statusCode).toBe(406);

    // A win in another currency waits while the basket holds NZD.
    const aud = await createTestWin(db, {
      winnerId: ids.dealer,
      amountMinor: 5_000,
      premiumMinor: 0,
      currency: 'AUD',
    });
    expect((await dealer.basket()).lines.map((one) => one.lot)).toEqual([lotId]);
    // Once the NZD lines are gone (paid: out of the open basket), it comes in.
    await db.update(auctionPurchases).set({ status: 'paid' }).where(eq(auctionPurchases.lotId, lotId));
    await db.delete(basketLines).where(eq(basketLines.lotId, lotId));
    const later = await dealer.basket();
    expect(later.lines.map((one) => one.lot)).toEqual([aud.lotId]);
    expect(later.currency).toBe('AUD');
  });

  it('saves, lists, opens, replaces and deletes the member’s addresses; another member’s are 404', async () => {
    const saved = await member.saveAddress({ ...address, is_default_for_billing: true });
    expect(saved).toMatchObject({
      url: `/api/shop/useraddresses/${saved.id}/`,
      title: 'Ms',
      first_name: 'Ada',
      line1: '1 Queen Street',
      line2: '',
      country: NZ,
      search_text: 'Ms Ada Lovelace, 1 Queen Street, Auckland, 1010, New Zealand',
      is_default_for_billing: true,
      is_default_for_shipping: false,
    });
    const second = await member.saveAddress({
      ...address,
      line1: '2 Queen Street',
      is_default_for_billing: true,
    });
    const list = await member.addresses();
    expect(list.map((one) => [one.id, one.is_default_for_billing])).toEqual([
      [saved.id, false],
      [second.id, true],
    ]);
    expect((await call('GET', saved.url, memberToken)).json()).toMatchObject({ id: saved.id });
    const replaced = await call('PUT', saved.url, memberToken, {
      ...address,
      line1: '9 Other Road',
      country: 'http://localhost/api/shop/countries/AU/',
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ line1: '9 Other Road', country: '/api/shop/countries/AU/' });

    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await call(method, saved.url, collectorToken, method === 'PUT' ? address : undefined);
      expect(response.statusCode, method).toBe(404);
    }
    expect(await collector.addresses()).toEqual([]);
    expect((await call('DELETE', saved.url, memberToken)).statusCode).toBe(204);
    expect((await call('GET', saved.url, memberToken)).statusCode).toBe(404);
  });

  it('checks addresses with core’s rules on the server (400)', async () => {
    const missing = await call('POST', '/api/shop/useraddresses/', memberToken, { first_name: 'Ada' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      line1: [CART_MESSAGES.addressIncomplete],
      postcode: [CART_MESSAGES.addressIncomplete],
      country: [CART_MESSAGES.addressIncomplete],
    });
    const badCountry = await call('POST', '/api/shop/useraddresses/', memberToken, {
      ...address,
      country: '/api/shop/countries/ZZ/',
    });
    expect(badCountry.statusCode).toBe(400);
    expect(badCountry.json()).toEqual({ country: ['Invalid hyperlink - Object does not exist.'] });
    const badTitle = await call('POST', '/api/shop/useraddresses/', memberToken, {
      ...address,
      title: 'Sir',
    });
    expect(badTitle.statusCode).toBe(400);
  });

  it('prices shipping for the basket: domestic, international, free, none required', async () => {
    const db = testApp.database.db;
    const buyerToken = await signIn(testApp.app, DEMO.staff);
    const buyer = createShopApi(createInjectClient(testApp.app, buyerToken));
    expect((await buyer.shippingMethods()).map((method) => method.code)).toEqual(['no-shipping-required']);

    const event = await createTestProduct(db, { itemType: 'EVENT' });
    await buyer.addProduct({ url: `/api/shop/products/${event.productId}/` });
    expect(await buyer.shippingMethods()).toEqual([
      {
        code: 'no-shipping-required',
        name: 'No shipping required',
        description: '',
        price: { currency: 'NZD', excl_tax: '0.00', incl_tax: '0.00', tax: '0.00' },
      },
    ]);
    expect((await buyer.basket()).is_shipping_required).toBe(false);

    const free = await createTestProduct(db, { freeShipping: true });
    await buyer.addProduct({ url: `/api/shop/products/${free.productId}/` });
    expect((await buyer.shippingMethods()).map((method) => [method.code, method.name])).toEqual([
      ['free-shipping', 'Free shipping'],
    ]);

    const shipped = await createTestProduct(db);
    await buyer.addProduct({ url: `/api/shop/products/${shipped.productId}/` });
    const domestic = await buyer.shippingMethods();
    expect(domestic.map((method) => [method.code, method.name, method.price.incl_tax])).toEqual([
      ['standard', 'Standard shipping', '10.00'],
      ['express', 'Express shipping', '25.00'],
    ]);
    expect(await buyer.shippingMethods(address)).toEqual(domestic);
    const abroad = await buyer.shippingMethods({ ...address, country: '/api/shop/countries/AU/' });
    expect(abroad.map((method) => method.price.incl_tax)).toEqual(['30.00', '60.00']);

    const incomplete = await call('POST', '/api/shop/basket/shipping-methods/', buyerToken, {
      shipping_address: { line1: '1 Queen Street' },
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json()).toEqual({
      'shipping_address.postcode': [CART_MESSAGES.addressIncomplete],
      'shipping_address.country': [CART_MESSAGES.addressIncomplete],
    });
  });

  it('lists the payment methods: the card', async () => {
    expect(await member.sourceTypes()).toEqual([{ code: 'braintree', name: 'Credit Card' }]);
  });

  it('lists the member’s orders newest first, 50 a page, and opens one; another member’s is a 404', async () => {
    const db = testApp.database.db;
    const club = await signIn(testApp.app, DEMO.club);
    const clubShop = createShopApi(createInjectClient(testApp.app, club));
    const numbers: string[] = [];
    for (let index = 0; index < 51; index += 1) {
      numbers.push(
        await createTestOrder(db, {
          userId: ids.club,
          datePlaced: new Date(Date.UTC(2026, 0, 1, 0, index)),
          title: `Order ${index}`,
        }),
      );
    }
    await createTestOrder(db, { userId: ids.collector, datePlaced: new Date('2026-02-01T00:00:00Z') });
    const first = await clubShop.orders();
    expect(first.count).toBe(51);
    expect(first.results).toHaveLength(50);
    expect(first.results[0]?.number).toBe(numbers[50]);
    expect(first.next).toMatch(/page=2/);
    const second = await clubShop.orders({ page: 2 });
    expect(second.results.map((order) => order.number)).toEqual([numbers[0]]);
    expect((await call('GET', '/api/shop/orders/?page=3', club)).statusCode).toBe(404);

    const number = numbers[0] ?? '';
    expect(Number(number)).toBeGreaterThan(100000);
    const order = await clubShop.order(`/api/shop/orders/${number}/`);
    expect(order).toMatchObject({
      url: `/api/shop/orders/${number}/`,
      number,
      status: 'Being Processed',
      total_incl_tax: '35.00',
      shipping_method: 'Standard shipping',
      shipping_code: 'standard',
      payment_method: 'Credit Card',
      shipping_address: {
        country: NZ,
        search_text: 'Ms Ada Lovelace, 1 Queen Street, Auckland, 1010, New Zealand',
      },
      billing_address: null,
      lines: [
        {
          url: expect.stringMatching(new RegExp(`^/api/shop/orders/${number}/lines/\\d+/$`)),
          title: 'Order 0',
          quantity: 1,
          price_excl_tax: '25.00',
          product: { url: null, title: 'Order 0', description: 'A description', image: null },
          item_url: null,
        },
      ],
    });
    expect((await call('GET', `/api/shop/orders/${number}/`, collectorToken)).statusCode).toBe(404);
    expect((await call('GET', '/api/shop/orders/abc/', club)).statusCode).toBe(404);
  });

  it('answers 404 on every shop route while the cart flag is off', async () => {
    const db = testApp.database.db;
    await setCartFlag(db, false);
    try {
      for (const [method, url, token] of [
        ['GET', '/api/shop/countries/', undefined],
        ['GET', '/api/shop/products/1/', undefined],
        ['GET', '/api/shop/products/1/availability/', undefined],
        ['GET', '/api/shop/basket/', memberToken],
        ['POST', '/api/shop/basket/add-product/', memberToken],
        ['GET', '/api/shop/useraddresses/', memberToken],
        ['GET', '/api/shop/basket/shipping-methods/', memberToken],
        ['GET', '/api/shop/source-types/', memberToken],
        ['GET', '/api/shop/orders/', memberToken],
        ['GET', '/api/shop/basket/', undefined],
      ] as const) {
        const response = await call(
          method,
          url,
          token,
          method === 'POST' ? { url: '/api/shop/products/1/' } : undefined,
        );
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toEqual({ detail: 'Not found.' });
      }
    } finally {
      await setCartFlag(db, true);
    }
    expect((await call('GET', '/api/shop/countries/')).statusCode).toBe(200);
  });
});

describe('the shop API with bank transfer configured', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ BANK_TRANSFER_DETAILS: 'Account 12-3456-7890123-00' });
    await testApp.app.ready();
  }, 120_000);
  afterAll(() => testApp?.close());

  it('lists bank transfer after the card', async () => {
    const token = await signIn(testApp.app, DEMO.member);
    expect(await createShopApi(createInjectClient(testApp.app, token)).sourceTypes()).toEqual([
      { code: 'braintree', name: 'Credit Card' },
      { code: 'bank-transfer', name: 'Bank transfer' },
    ]);
  });
});
