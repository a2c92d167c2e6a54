import {
  type BidInput,
  type BidResult,
  bidResultSchema,
  type Lot,
  type LotListQuery,
  lotPageSchema,
  lotSchema,
} from '../schemas/auction';
import type { Page } from '../schemas/page';
import type { TroveClient } from './createTroveClient';
import { type LotStream, type LotStreamHandlers, type LotStreamOptions, openLotStream } from './lotStream';
import { randomKey } from './randomKey';
import { send } from './request';

export type { LotStream, LotStreamHandlers };

/** Auctions: the member's lots, one lot, bids and the live stream of a lot. */
export interface AuctionsApi {
  /** The signed-in member's lots (those they bid on), 50 a page. */
  lots(query?: LotListQuery): Promise<Page<Lot>>;
  /** One lot, with the asking member's `auto_bid` and `has_leading_bid` when signed in. */
  lot(id: number): Promise<Lot>;
  /**
   * Places a bid. `idempotencyKey` (sent as `Idempotency-Key`) makes a retry of the same bid
   * return the first answer instead of bidding twice; one is made when not given.
   */
  placeBid(id: number, input: BidInput, options?: { idempotencyKey?: string }): Promise<BidResult>;
  /** Opens the lot's Server-Sent Events stream (reconnecting by itself). */
  stream(id: number, handlers: LotStreamHandlers): LotStream;
}

/** `EventSource` (default: the global one) and `timers` (default: the global ones) for the stream. */
export type AuctionsApiOptions = LotStreamOptions;

export function createAuctionsApi(
  client: Pick<TroveClient, 'http' | 'baseUrl'>,
  options: AuctionsApiOptions = {},
): AuctionsApi {
  const { http } = client;
  return {
    lots: (query = {}) =>
      send(http, {
        method: 'get',
        path: 'auctions/lots/',
        schema: lotPageSchema,
        options: { searchParams: { ...query } },
      }),
    lot: (id) => send(http, { method: 'get', path: `auctions/lots/${id}/`, schema: lotSchema }),
    placeBid: (id, input, { idempotencyKey = randomKey() } = {}) =>
      send(http, {
        method: 'post',
        path: `auctions/lots/${id}/bids/`,
        schema: bidResultSchema,
        options: { json: input, headers: { 'Idempotency-Key': idempotencyKey } },
      }),
    stream: (id, handlers) =>
      openLotStream(`${client.baseUrl}/api/auctions/lots/${id}/events`, handlers, options),
  };
}
