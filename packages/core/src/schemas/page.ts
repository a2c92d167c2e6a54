import * as z from 'zod/mini';

/** A DRF page: `count`, `next` and `previous` URLs, `results`. */
export function pageSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({
    count: z.int(),
    next: z.nullable(z.string()),
    previous: z.nullable(z.string()),
    results: z.array(item),
  });
}
export type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };

/**
 * The query of a DRF page: `page` kept as sent, since DRF answers a page that is not a positive
 * number as it answers one past the end (404 "Invalid page."), not as a bad request.
 */
export const pageQuerySchema = z.object({
  page: z.optional(z.string().check(z.describe('Page number, from 1'))),
});
