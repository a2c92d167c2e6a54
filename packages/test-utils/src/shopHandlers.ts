// msw handlers for the shop API (`createShopApi`): one member's basket, kept between calls.
import type {
  Availability,
  Basket,
  BasketLine,
  CheckoutBody,
  ClientToken,
  Order,
  ShippingMethod,
  SourceType,
  UserAddress,
} from '@trove/core/shop';
import { delay, HttpResponse, http, type JsonBodyType } from 'msw';
import { orderFixture } from './orderFixtures';
import {
  availabilityFixture,
  basketFixture,
  basketLineFixture,
  countriesFixture,
  noShippingMethodsFixture,
  shippingMethodsFixture,
  sourceTypesFixture,
  userAddressFixture,
} from './shopFixtures';

export interface CheckoutCall {
  body: CheckoutBody;
  idempotencyKey: string | null;
}

export interface ShopHandlerOptions {
  /** The basket's lines at first. Default: one coin. */
  lines?: BasketLine[];
  /** `GET /api/shop/basket/` fails with this status (500: a load failure). */
  basketError?: number;
  /** Never answer the basket (a loading story). */
  basketLoading?: boolean;
  /** Every product's availability. Default: available. */
  availability?: Availability;
  /** Add-product refused (406) with this reason. */
  addReason?: string;
  /** Add-product answers 202 with this url (sold elsewhere). */
  externalUrl?: string;
  addresses?: UserAddress[];
  sourceTypes?: SourceType[];
  clientToken?: ClientToken;
  /** The checkout fails with this status and body. Default: the test gateway's answers by nonce. */
  checkoutError?: { status: number; body: JsonBodyType };
  /** Milliseconds the checkout takes. Default: none. */
  checkoutDelay?: number;
  onCheckout?: (call: CheckoutCall) => void;
  onAddProduct?: (body: unknown) => void;
}

const DECLINED = 'fake-processor-declined-visa-nonce';

/**
 * The shop as one member sees it: a basket that add-product and line deletes change, addresses,
 * countries, shipping methods (none to choose when no line ships; international when the address
 * is outside NZ), payment methods, the test gateway's client token and a checkout that places an
 * order (402 Do Not Honor for the declined test card).
 */
export function shopHandlers(options: ShopHandlerOptions = {}) {
  let lines = [...(options.lines ?? [basketLineFixture()])];
  let orders = 0;
  const basket = (): Basket => basketFixture(lines);
  return [
    http.get('*/api/shop/basket/', async () => {
      if (options.basketLoading) await delay('infinite');
      if (options.basketError)
        return HttpResponse.json({ detail: 'Server error' }, { status: options.basketError });
      return HttpResponse.json(basket());
    }),
    http.post('*/api/shop/basket/add-product/', async ({ request }) => {
      const body = (await request.json()) as { url: string; quantity?: number };
      options.onAddProduct?.(body);
      if (options.externalUrl) return HttpResponse.json({ url: options.externalUrl }, { status: 202 });
      if (options.addReason) {
        return HttpResponse.json({ reason: options.addReason, detail: options.addReason }, { status: 406 });
      }
      const path = body.url.replace(/^[a-z]+:\/\/[^/]+/i, '');
      const id = Number(/products\/(\d+)/.exec(path)?.[1] ?? 1);
      if (!lines.some((line) => line.product === path)) {
        lines = [...lines, basketLineFixture({ id: 100 + id, product: path, title: `Product ${id}` })];
      }
      return HttpResponse.json(basket());
    }),
    http.delete('*/api/shop/baskets/:basket/lines/:line/', ({ params }) => {
      const line = lines.find((candidate) => String(candidate.id) === params.line);
      if (!line) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      if (!line.can_delete) {
        return HttpResponse.json(
          { detail: 'An auction win cannot be removed from the cart: it must be paid for.' },
          { status: 403 },
        );
      }
      lines = lines.filter((candidate) => candidate !== line);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/api/shop/products/:id/availability/', () =>
      HttpResponse.json(options.availability ?? availabilityFixture()),
    ),
    http.get('*/api/shop/countries/', () => HttpResponse.json(countriesFixture())),
    http.get('*/api/shop/useraddresses/', () =>
      HttpResponse.json(options.addresses ?? [userAddressFixture()]),
    ),
    http.get('*/api/shop/basket/shipping-methods/', () =>
      HttpResponse.json(
        basket().is_shipping_required ? shippingMethodsFixture() : noShippingMethodsFixture(),
      ),
    ),
    http.post('*/api/shop/basket/shipping-methods/', async ({ request }) => {
      const body = (await request.json()) as { shipping_address?: { country?: string | null } };
      const international = !/\/NZ\/?$/.test(body.shipping_address?.country ?? '/NZ/');
      const methods: ShippingMethod[] = basket().is_shipping_required
        ? shippingMethodsFixture({ international })
        : noShippingMethodsFixture();
      return HttpResponse.json(methods);
    }),
    http.get('*/api/shop/source-types/', () =>
      HttpResponse.json(options.sourceTypes ?? sourceTypesFixture()),
    ),
    http.get('*/api/shop/client-token/', () =>
      HttpResponse.json(options.clientToken ?? { gateway: 'test', client_token: 'test-gateway' }),
    ),
    http.post('*/api/shop/checkout/', async ({ request }) => {
      const body = (await request.json()) as CheckoutBody;
      options.onCheckout?.({ body, idempotencyKey: request.headers.get('Idempotency-Key') });
      if (options.checkoutDelay) await delay(options.checkoutDelay);
      if (options.checkoutError)
        return HttpResponse.json(options.checkoutError.body, { status: options.checkoutError.status });
      if (body.source.nonce === DECLINED)
        return HttpResponse.json({ detail: 'Do Not Honor' }, { status: 402 });
      orders += 1;
      const order: Order = orderFixture({ number: String(100000 + orders) });
      lines = [];
      return HttpResponse.json(order);
    }),
  ];
}
