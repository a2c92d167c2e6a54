import * as z from 'zod/mini';
import type { Page } from '../schemas/page';
import {
  type Availability,
  availabilitySchema,
  type Basket,
  basketSchema,
  type ClientToken,
  type Country,
  clientTokenSchema,
  countrySchema,
  externalProductSchema,
  type Order,
  orderPageSchema,
  orderSchema,
  type Product,
  productSchema,
  type ShippingMethod,
  type SourceType,
  shippingMethodListSchema,
  sourceTypeListSchema,
  type UserAddress,
  userAddressSchema,
} from '../schemas/shop';
import type { AddProductBody, AddressInput, CheckoutBody } from '../schemas/shopRequests';
import type { TroveClient } from './createTroveClient';
import { randomKey } from './randomKey';
import { send } from './request';

/** What adding a product did: added (the basket now), or sold elsewhere (open `url` in a new tab). */
export type AddProductResult = { kind: 'added'; basket: Basket } | { kind: 'external'; url: string };

/** The shop (`/api/shop/`, django-oscar-api's paths): basket, addresses, shipping, checkout, orders. */
export interface ShopApi {
  product(url: string): Promise<Product>;
  /** `GET {product url}availability/` */
  availability(productUrl: string): Promise<Availability>;
  basket(): Promise<Basket>;
  /**
   * `POST /api/shop/basket/add-product/`. A refusal is an `ApiError` whose `fieldErrors.reason`
   * holds the server's reason (`Unavailable` when out of stock).
   */
  addProduct(body: AddProductBody): Promise<AddProductResult>;
  /** `DELETE` on a line's url. */
  deleteLine(lineUrl: string): Promise<void>;
  addresses(): Promise<UserAddress[]>;
  saveAddress(address: AddressInput): Promise<UserAddress>;
  countries(): Promise<Country[]>;
  /** Without an address: the methods for the basket; with one: priced for it. */
  shippingMethods(shippingAddress?: AddressInput): Promise<ShippingMethod[]>;
  sourceTypes(): Promise<SourceType[]>;
  clientToken(): Promise<ClientToken>;
  /**
   * `POST /api/shop/checkout/`. `idempotencyKey` (sent as `Idempotency-Key`) makes a retried
   * checkout return the first order and charge once; one is made when not given.
   */
  checkout(body: CheckoutBody, options?: { idempotencyKey?: string }): Promise<Order>;
  orders(query?: { page?: number }): Promise<Page<Order>>;
  order(url: string): Promise<Order>;
}

/** `/api/shop/x/` or `https://host/api/shop/x/` to the client's relative path `shop/x/`. */
export function shopPath(url: string): string {
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '');
  const index = path.indexOf('/api/');
  return index === -1 ? path.replace(/^\/+/, '') : path.slice(index + '/api/'.length);
}

export function createShopApi(client: Pick<TroveClient, 'http'>): ShopApi {
  const { http } = client;
  return {
    product: (url) => send(http, { method: 'get', path: shopPath(url), schema: productSchema }),
    availability: (productUrl) =>
      send(http, { method: 'get', path: `${shopPath(productUrl)}availability/`, schema: availabilitySchema }),
    basket: () => send(http, { method: 'get', path: 'shop/basket/', schema: basketSchema }),
    addProduct: async (body) => {
      const answer = await send(http, {
        method: 'post',
        path: 'shop/basket/add-product/',
        schema: z.union([basketSchema, externalProductSchema]),
        options: { json: body },
      });
      return 'lines' in answer ? { kind: 'added', basket: answer } : { kind: 'external', url: answer.url };
    },
    deleteLine: (lineUrl) => send(http, { method: 'delete', path: shopPath(lineUrl), schema: z.undefined() }),
    addresses: () =>
      send(http, { method: 'get', path: 'shop/useraddresses/', schema: z.array(userAddressSchema) }),
    saveAddress: (address) =>
      send(http, {
        method: 'post',
        path: 'shop/useraddresses/',
        schema: userAddressSchema,
        options: { json: address },
      }),
    countries: () => send(http, { method: 'get', path: 'shop/countries/', schema: z.array(countrySchema) }),
    shippingMethods: (shippingAddress) =>
      shippingAddress === undefined
        ? send(http, {
            method: 'get',
            path: 'shop/basket/shipping-methods/',
            schema: shippingMethodListSchema,
          })
        : send(http, {
            method: 'post',
            path: 'shop/basket/shipping-methods/',
            schema: shippingMethodListSchema,
            options: { json: { shipping_address: shippingAddress } },
          }),
    sourceTypes: () =>
      send(http, { method: 'get', path: 'shop/source-types/', schema: sourceTypeListSchema }),
    clientToken: () => send(http, { method: 'get', path: 'shop/client-token/', schema: clientTokenSchema }),
    checkout: (body, { idempotencyKey = randomKey() } = {}) =>
      send(http, {
        method: 'post',
        path: 'shop/checkout/',
        schema: orderSchema,
        options: { json: body, headers: { 'Idempotency-Key': idempotencyKey }, retry: 0 },
      }),
    orders: ({ page } = {}) =>
      send(http, {
        method: 'get',
        path: 'shop/orders/',
        schema: orderPageSchema,
        options: page === undefined ? {} : { searchParams: { page } },
      }),
    order: (url) => send(http, { method: 'get', path: shopPath(url), schema: orderSchema }),
  };
}
