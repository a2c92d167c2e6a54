import * as z from 'zod/mini';
import { AUCTION_MESSAGES } from '../auction/messages';
import { LOT_SORTS, type LotSort } from './auction';
import { pageQuerySchema } from './pageQuery';

// The auction requests as the server checks them (with DRF's messages and OpenAPI descriptions).
// Clients send these and never parse them, so they live in @trove/core/server, not in the
// auction entry that partner pages load.

/**
 * `GET /api/auctions/lots/`'s query on the wire. As DRF: an unknown `sort` is ignored (see
 * {@link isLotSort}) and a `page` that is not a positive number is a 404, so both stay strings.
 */
export const lotListQuerySchema = z.object({
  sort: z.optional(z.string().check(z.describe(`One of ${LOT_SORTS.join(', ')}; default end_date`))),
  ...pageQuerySchema.shape,
});

export const isLotSort = (value: string | undefined): value is LotSort =>
  value !== undefined && (LOT_SORTS as readonly string[]).includes(value);

/** Far above any lot, far below where cents stop being exact. */
export const MAX_BID_AMOUNT = 1_000_000_000;

const missing = (input: unknown) => input === undefined || input === null || input === '';

/**
 * `POST /api/auctions/lots/{id}/bids/` (amount in the lot's currency). A bid below the minimum is
 * the engine's to refuse, with the minimum in its message.
 */
export const bidInputSchema = z.object({
  amount: z
    .number({
      error: (issue) =>
        missing(issue.input) ? AUCTION_MESSAGES.amountRequired : 'A valid number is required.',
    })
    .check(
      z.maximum(MAX_BID_AMOUNT, `Ensure this value is less than or equal to ${MAX_BID_AMOUNT}.`),
      z.describe('In the lot’s currency'),
    ),
  auto: z
    ._default(z.boolean({ error: 'Must be a valid boolean.' }), false)
    .check(z.describe('A maximum (proxy) bid')),
});
