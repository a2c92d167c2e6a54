import * as z from 'zod/mini';

/** One band of an increment table on the wire: from `from` on, bids go up by `increment` (decimals). */
export const incrementBandSchema = z.object({ from: z.number(), increment: z.number() });

/**
 * `GET`/`PUT /api/auctions/increments/{organisation}/`: the increment table the organisation's new
 * lots take; `is_default` when it has none of its own (the default table is shown).
 */
export const incrementTableSchema = z.object({
  organisation: z.int(),
  increments: z.array(incrementBandSchema),
  is_default: z.boolean(),
});
export type IncrementTable = z.infer<typeof incrementTableSchema>;

/** `PUT /api/auctions/increments/{organisation}/`: a table, or null for the default one. */
export const incrementTableInputSchema = z.object({
  increments: z.nullable(z.array(incrementBandSchema)),
});
export type IncrementTableInput = z.infer<typeof incrementTableInputSchema>;
