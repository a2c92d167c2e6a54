import * as z from 'zod/mini';
import { LOT_STATUSES } from '../auction/engine';
import { pageSchema } from './page';

// Amounts on the wire are decimal numbers in the lot's currency (12.5 is 12.50); the engine works
// in minor units (see `toMinorUnits`). Times are ISO 8601 strings.

export const bidderSchema = z.object({ id: z.int(), display_name: z.string() });

/** Spec §3 Bid: one row of a lot's history. */
export const bidSchema = z.object({
  id: z.int(),
  amount: z.number(),
  user: bidderSchema,
  modified: z.string(),
});
export type Bid = z.infer<typeof bidSchema>;

/**
 * Spec §3 Lot, as seen by the member asking (`auto_bid`, `has_leading_bid` are theirs), plus
 * `currency`, `closed` (settled by the closing job) and `server_time` (to sync the auction clock).
 */
export const lotSchema = z.object({
  id: z.int(),
  /** The item's id. */
  item: z.int(),
  name: z.string(),
  /** The item's page on the site. */
  url: z.string(),
  number: z.nullable(z.int()),
  currency: z.string(),
  estimate_price: z.nullable(z.number()),
  start_price: z.number(),
  current_bid: z.nullable(z.number()),
  /** The lowest bid anyone but the leader may place. */
  next_bid: z.number(),
  /**
   * The lowest bid the asking member may place (the engine's `minimumBidFor`): `next_bid`, or for
   * the leader their maximum plus 1. What the bidding panel offers and checks against.
   */
  minimum_bid: z.number(),
  /** The member's maximum bid still above the price, else null. */
  auto_bid: z.nullable(z.number()),
  /** Percent, such as 15 for 15%. */
  buyers_premium: z.number(),
  opens: z.string(),
  closes: z.string(),
  /** Begins with Reserve met, No reserve or Reserve not met. */
  reserve_status: z.string(),
  has_leading_bid: z.boolean(),
  /** The engine's `lotStatus` for the asking member: open, won / lost (they bid), sold / closed. */
  status: z.enum(LOT_STATUSES),
  /** Settled: the closing job has run. A lot past `closes` but not yet settled takes no bids either. */
  closed: z.boolean(),
  /** The asking member won it and has paid for it (a card checkout charged); false to anyone else. */
  paid: z.boolean(),
  bid_count: z.int(),
  /** Newest first. */
  bids: z.array(bidSchema),
  search_keys: z.array(z.string()),
  /** The server's clock when it answered. */
  server_time: z.string(),
});
export type Lot = z.infer<typeof lotSchema>;

export const lotPageSchema = pageSchema(lotSchema);

/** Spec §9: the member's lots, 50 a page. */
export const LOTS_PAGE_SIZE = 50;

/** Sort keys of `GET /api/auctions/lots/` (prefix `-` for descending). */
export const LOT_SORTS = [
  'item__name',
  '-item__name',
  'estimate_price',
  '-estimate_price',
  'end_date',
  '-end_date',
] as const;
export type LotSort = (typeof LOT_SORTS)[number];
export const lotSortSchema = z.enum(LOT_SORTS);

/** A page of the member's lots as a client asks for it. */
export interface LotListQuery {
  sort?: LotSort | undefined;
  page?: number | undefined;
}

/** `POST /api/auctions/lots/{id}/bids/`: an amount in the lot's currency, and whether it is a maximum. */
export interface BidInput {
  amount: number;
  auto?: boolean | undefined;
}

/**
 * The answer to a bid: the newest row of the history (its `user` is the leader: when it is not the
 * bidder, they were outbid at once by a maximum bid), the new `next_bid` and the lot as the bidder
 * sees it without its history (`bids` is empty, as in the list of lots: read the lot for it).
 */
export const bidResultSchema = z.object({
  ...bidSchema.shape,
  next_bid: z.number(),
  lot: lotSchema,
});
export type BidResult = z.infer<typeof bidResultSchema>;

export const LOT_EVENT_TYPES = ['bid', 'extended', 'closed'] as const;
export type LotEventType = (typeof LOT_EVENT_TYPES)[number];

/**
 * One Server-Sent Event of `GET /api/auctions/lots/{id}/events` (the SSE `event:` is `type`; the
 * first event on connecting is a `bid` event with the lot as it stands). Personal fields
 * (`auto_bid`, `has_leading_bid`) are not sent: clients refetch the lot on each event.
 */
export const lotEventSchema = z.object({
  type: z.enum(LOT_EVENT_TYPES),
  lot: z.int(),
  current_bid: z.nullable(z.number()),
  next_bid: z.number(),
  /** The leading member's id, null before the first bid. */
  leader: z.nullable(z.int()),
  bid_count: z.int(),
  closes: z.string(),
  closed: z.boolean(),
  reserve_status: z.string(),
  server_time: z.string(),
});
export type LotEvent = z.infer<typeof lotEventSchema>;

/** The response header carrying the server's clock (ms since the epoch) on every auctions call. */
export const SERVER_TIME_HEADER = 'X-Server-Time';
