import { pageSchema } from '@trove/core';
import {
  addProductBodySchema,
  addressInputSchema,
  pageQuerySchema,
  shippingMethodsBodySchema,
} from '@trove/core/server';
import {
  availabilitySchema,
  basketSchema,
  countrySchema,
  externalProductSchema,
  orderSchema,
  productSchema,
  shippingMethodListSchema,
  sourceTypeListSchema,
  userAddressSchema,
} from '@trove/core/shop';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, sessionOf, TOKEN_SECURITY } from '../../auth/guards';
import { HttpError } from '../../http/httpError';
import { pageUrlOf, requestedPage } from '../../http/pagination';
import { idParams, numericParam, requireNumeric, requireNumericId } from '../searches/ids';
import { requireCart } from './cartFlag';
import { allCountries, countryOf } from './countries';
import type { ShopService } from './service';

export interface ShopRoutesOptions {
  service: ShopService;
}

const TAGS = ['shop'];
const noContent = { 204: z.null().describe('No content') };
const refusalSchema = z.object({ reason: z.string(), detail: z.string() });
const lineParams = z.object({ basket: numericParam, line: numericParam });
const countryParams = z.object({ code: z.string().max(8) });
const orderParams = z.object({ number: z.string().max(16) });

/**
 * The shop (`/api/shop/`, django-oscar-api's paths) but the checkout and client token: products
 * and availability, countries, the member's basket, addresses, shipping methods, payment
 * methods and orders. With the `cart` flag off every route answers 404.
 */
export const shopRoutes: FastifyPluginAsyncZod<ShopRoutesOptions> = async (app, { service }) => {
  app.addHook('onRequest', requireCart(service.cartEnabled));
  const userId = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).user.id;

  app.get(
    '/shop/products/:id/',
    {
      preValidation: requireNumericId,
      schema: {
        tags: TAGS,
        summary: 'A product: what a listing for sale offers the cart',
        params: idParams,
        response: { 200: productSchema },
      },
    },
    (request) => service.product(request.params.id),
  );

  app.get(
    '/shop/products/:id/availability/',
    {
      preValidation: requireNumericId,
      schema: {
        tags: TAGS,
        summary: "A product's availability: whether it can be bought and how many units",
        params: idParams,
        response: { 200: availabilitySchema },
      },
    },
    (request) => service.availability(request.params.id),
  );

  app.get(
    '/shop/countries/',
    {
      schema: {
        tags: TAGS,
        summary: 'The countries of addresses (ISO 3166-1), by code',
        response: { 200: z.array(countrySchema) },
      },
    },
    async () => allCountries(),
  );

  app.get(
    '/shop/countries/:code/',
    {
      schema: {
        tags: TAGS,
        summary: 'A country by its ISO 3166-1 alpha-2 code',
        params: countryParams,
        response: { 200: countrySchema },
      },
    },
    async (request) => {
      const country = countryOf(request.params.code);
      if (!country) throw HttpError.notFound();
      return country;
    },
  );

  app.get(
    '/shop/basket/',
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary: "The member's open basket, made on first read, with the lots they won awaiting payment",
        security: TOKEN_SECURITY,
        response: { 200: basketSchema },
      },
    },
    (request) => service.basket.read(userId(request)),
  );

  app.post(
    '/shop/basket/add-product/',
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Add units of a product to the basket',
        description:
          '200 with the basket; 202 with the URL of a product sold elsewhere (open it in a new tab); ' +
          '406 with a `reason`: `Unavailable` beyond the stock, or the currency refusal when the basket holds another currency.',
        security: TOKEN_SECURITY,
        body: addProductBodySchema,
        response: { 200: basketSchema, 202: externalProductSchema, 406: refusalSchema },
      },
    },
    async (request, reply) => {
      const outcome = await service.basket.addProduct(userId(request), request.body);
      return outcome.kind === 'external'
        ? reply.status(202).send({ url: outcome.url })
        : reply.status(200).send(outcome.basket);
    },
  );

  app.delete(
    '/shop/baskets/:basket/lines/:line/',
    {
      preValidation: [requireUser, requireNumeric('basket'), requireNumeric('line')],
      schema: {
        tags: TAGS,
        summary: "Remove a line from the member's open basket",
        description: 'An auction win (`can_delete` false) is refused with 403.',
        security: TOKEN_SECURITY,
        params: lineParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      await service.basket.deleteLine(userId(request), request.params.basket, request.params.line);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/shop/basket/shipping-methods/',
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary: "The basket's shipping methods, priced for a domestic address",
        security: TOKEN_SECURITY,
        response: { 200: shippingMethodListSchema },
      },
    },
    (request) => service.shippingMethods(userId(request)),
  );

  app.post(
    '/shop/basket/shipping-methods/',
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary: "The basket's shipping methods, priced for the shipping address",
        security: TOKEN_SECURITY,
        body: shippingMethodsBodySchema,
        response: { 200: shippingMethodListSchema },
      },
    },
    (request) => service.shippingMethods(userId(request), request.body.shipping_address),
  );

  app.get(
    '/shop/source-types/',
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary: 'The payment methods: the card, and bank transfer when configured',
        security: TOKEN_SECURITY,
        response: { 200: sourceTypeListSchema },
      },
    },
    async () => service.sourceTypes(),
  );

  app.get(
    '/shop/useraddresses/',
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary: "The member's saved addresses, oldest first",
        security: TOKEN_SECURITY,
        response: { 200: z.array(userAddressSchema) },
      },
    },
    (request) => service.addresses.list(userId(request)),
  );

  app.post(
    '/shop/useraddresses/',
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Save an address',
        description: 'line1, postcode and country are required; country is `/api/shop/countries/{code}/`.',
        security: TOKEN_SECURITY,
        body: addressInputSchema,
        response: { 201: userAddressSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.addresses.create(userId(request), request.body)),
  );

  app.get(
    '/shop/useraddresses/:id/',
    {
      preValidation: [requireUser, requireNumericId],
      schema: {
        tags: TAGS,
        summary: "One of the member's addresses",
        security: TOKEN_SECURITY,
        params: idParams,
        response: { 200: userAddressSchema },
      },
    },
    (request) => service.addresses.get(userId(request), request.params.id),
  );

  app.put(
    '/shop/useraddresses/:id/',
    {
      preValidation: [requireUser, requireNumericId],
      schema: {
        tags: TAGS,
        summary: "Replace one of the member's addresses",
        security: TOKEN_SECURITY,
        params: idParams,
        body: addressInputSchema,
        response: { 200: userAddressSchema },
      },
    },
    (request) => service.addresses.update(userId(request), request.params.id, request.body),
  );

  app.delete(
    '/shop/useraddresses/:id/',
    {
      preValidation: [requireUser, requireNumericId],
      schema: {
        tags: TAGS,
        summary: "Delete one of the member's addresses",
        security: TOKEN_SECURITY,
        params: idParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      await service.addresses.remove(userId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/shop/orders/',
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary: "The member's orders, newest first, 50 a page",
        security: TOKEN_SECURITY,
        querystring: pageQuerySchema,
        response: { 200: pageSchema(orderSchema) },
      },
    },
    (request) => service.orders.page(userId(request), requestedPage(request.query.page), pageUrlOf(request)),
  );

  app.get(
    '/shop/orders/:number/',
    {
      preValidation: [requireUser, requireNumeric('number')],
      schema: {
        tags: TAGS,
        summary: "One of the member's orders, with its lines, shipping and status",
        security: TOKEN_SECURITY,
        params: orderParams,
        response: { 200: orderSchema },
      },
    },
    (request) => service.orders.get(userId(request), request.params.number),
  );
};
