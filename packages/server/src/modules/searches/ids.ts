import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../http/httpError';

const ID = /^\d{1,9}$/;

/** The `{id}` of a member's resource URL, as a number. */
export const idParams = z.object({ id: z.string().regex(ID).transform(Number) });

/**
 * A guard after the sign-in one: as with Django's URL patterns, an id that is not a whole
 * number names nothing, a 404 before the body is looked at.
 */
export async function requireNumericId(request: FastifyRequest): Promise<void> {
  const { id } = request.params as { id?: string };
  if (id === undefined || !ID.test(id)) throw HttpError.notFound();
}
