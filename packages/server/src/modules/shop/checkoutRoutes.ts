import { checkoutBodySchema } from '@trove/core/server';
import { clientTokenSchema, orderSchema } from '@trove/core/shop';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, sessionOf, TOKEN_SECURITY } from '../../auth/guards';
import { HttpError } from '../../http/httpError';
import { requireCart } from './cartFlag';
import type { CheckoutService } from './checkoutService';

export interface CheckoutRoutesOptions {
  service: CheckoutService;
  /** Whether the `cart` flag is on: off, both routes answer 404 like the rest of the shop. */
  cartEnabled(): Promise<boolean>;
}

const TAGS = ['shop'];
const MAX_KEY_LENGTH = 255;

function idempotencyKey(header: string | string[] | undefined): string | undefined {
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || key === '') return undefined;
  if (key.length > MAX_KEY_LENGTH) {
    throw HttpError.validation({}, [`The Idempotency-Key must be at most ${MAX_KEY_LENGTH} characters.`]);
  }
  return key;
}

/** `GET /api/shop/client-token/` and `POST /api/shop/checkout/`. */
export const checkoutRoutes: FastifyPluginAsyncZod<CheckoutRoutesOptions> = async (
  app,
  { service, cartEnabled },
) => {
  app.addHook('onRequest', requireCart(cartEnabled));

  app.get(
    '/shop/client-token/',
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary: "What the browser's card form needs: Braintree's client token, or the test gateway's",
        description:
          'Card data never reaches the server: the form turns it into a nonce sent with the checkout.',
        security: TOKEN_SECURITY,
        response: { 200: clientTokenSchema },
      },
    },
    () => service.clientToken(),
  );

  app.post(
    '/shop/checkout/',
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary: "Place an order for the member's basket and pay for it",
        description:
          'Re-prices the basket, takes the stock and writes the order Pending, charges the card nonce ' +
          '(`source.code` `braintree`) with the order number as the gateway’s key, then answers the order ' +
          '(Being Processed). A bank transfer (`bank-transfer`, when offered) leaves it Pending with no charge. ' +
          'An `Idempotency-Key` header makes a repeat answer the first order: one order, one charge. ' +
          '402 `{"detail": reason}` when the card is declined (nothing is ordered); 409 when a line is no ' +
          'longer available; 400 for the addresses (spec §5 rules), the shipping method or the basket.',
        security: TOKEN_SECURITY,
        body: checkoutBodySchema,
        response: { 200: orderSchema },
      },
    },
    (request) =>
      service.checkout({
        userId: sessionOf(request).user.id,
        body: request.body,
        key: idempotencyKey(request.headers['idempotency-key']),
      }),
  );
};
