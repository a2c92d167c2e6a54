import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../http/httpError';

const ID = /^\d{1,9}$/;

/** An id in a URL, as a number. */
export const numericParam = z.string().regex(ID).transform(Number);

/** The `{id}` of a member's resource URL, as a number. */
export const idParams = z.object({ id: numericParam });

/**
 * A guard after the sign-in one: as with Django's URL patterns, an id that is not a whole
 * number names nothing, a 404 before the body is looked at. `name`: the URL's parameter.
 */
export function requireNumeric(name: string) {
  return async function requireNumericParam(request: FastifyRequest): Promise<void> {
    const value = (request.params as Record<string, string | undefined>)[name];
    if (value === undefined || !ID.test(value)) throw HttpError.notFound();
  };
}

/** {@link requireNumeric} for `{id}`. */
export const requireNumericId = requireNumeric('id');
