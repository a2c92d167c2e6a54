import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/httpError';

/**
 * An `onRequest` hook for every `/api/shop/` route: with the `cart` flag off the shop is absent,
 * DRF's 404 Not found. Routes of the shop registered elsewhere (checkout) add it too.
 */
export function requireCart(cartEnabled: () => Promise<boolean>) {
  return async function requireCartHook(_request: FastifyRequest): Promise<void> {
    if (!(await cartEnabled())) throw HttpError.notFound();
  };
}
