import * as z from 'zod/mini';

// Apart from page.ts: a schema built at load time stays in every bundle that loads its module, and
// only the server checks queries (its description pulls in zod's metadata registry).

/**
 * The query of a DRF page: `page` kept as sent, since DRF answers a page that is not a positive
 * number as it answers one past the end (404 "Invalid page."), not as a bad request.
 */
export const pageQuerySchema = z.object({
  page: z.optional(z.string().check(z.describe('Page number, from 1'))),
});
