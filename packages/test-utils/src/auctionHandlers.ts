// msw handlers for the auctions API (`createAuctionsApi`, `createAuctionAdminApi`), answering as the server does.
import {
  type BidInput,
  type BidResult,
  DEFAULT_INCREMENTS,
  fromMinorUnits,
  type Lot,
  minimumBidFor,
  toMinorUnits,
} from '@trove/core/auction';
import {
  type IncrementTable,
  type IncrementTableInput,
  incrementTableError,
} from '@trove/core/auction-admin';
import { delay, HttpResponse, http, type JsonBodyType } from 'msw';
import { AUCTION_MEMBER, AUCTION_RIVAL, lotFixture, lotListFixture, lotPageFixture } from './auctionFixtures';

export interface PlacedBidCall {
  lot: number;
  input: BidInput;
  idempotencyKey: string | null;
}

export interface SetIncrementsCall {
  organisation: number;
  input: IncrementTableInput;
}

export interface AuctionHandlerOptions {
  /** `GET /api/auctions/lots/{id}/` answers this lot (or one of `lots` by id). Default: `lotFixture()`. */
  lot?: Lot;
  /** The member's lots, `GET /api/auctions/lots/`, sorted by `sort` and served 50 a page. Default: 3 of them. */
  lots?: Lot[];
  /** Called with every bid posted. */
  onBid?: (call: PlacedBidCall) => void;
  /** Every bid is refused with this status and DRF error body. */
  bidError?: { status: number; body: JsonBodyType };
  /**
   * The answer to a bid. Default: the member leads at the amount (a full bid) or at `next_bid`
   * with the amount as their maximum (a maximum bid), the next bid $50 higher.
   */
  bidResult?: (lot: Lot, input: BidInput) => BidResult;
  /** The lot's calls fail with this status (404: not found, else a server error). */
  lotError?: number;
  /** The list of lots fails with this status. */
  lotsError?: number;
  /** The lot, the list and the increment table never answer: the loading states. */
  loading?: boolean;
  /**
   * `GET /api/auctions/increments/{organisation}/` answers this table (for its organisation; the
   * others get the default one). Default: `incrementTableFixture()`, the default table.
   */
  increments?: IncrementTable;
  /** Called with every increment table put. */
  onSetIncrements?: (call: SetIncrementsCall) => void;
  /** Every increment table put is refused with this status and DRF error body. */
  incrementsError?: { status: number; body: JsonBodyType };
  /** Reading the increment table fails with this status. */
  incrementsLoadError?: number;
  /**
   * The lot's event stream (`GET /api/auctions/lots/{id}/events`): `'open'` connects and stays
   * open without events, `'down'` answers 503 so the client polls. Default: `'open'`.
   */
  stream?: 'open' | 'down';
}

const ERROR_DETAILS: Record<number, string> = {
  403: 'You do not have permission to perform this action.',
  404: 'Not found.',
  500: 'A server error occurred.',
};

const errorResponse = (status: number) =>
  HttpResponse.json({ detail: ERROR_DETAILS[status] ?? 'A server error occurred.' }, { status });

/**
 * The lot as the server answers it to the signed-in member: its `minimum_bid` is the engine's
 * `minimumBidFor` (core's one rule) on the state the lot shows (the price, the next bid, who leads
 * and the member's maximum), so a lot a test changes never keeps a minimum the server would not send.
 */
export function asMemberSees(lot: Lot): Lot {
  const next = toMinorUnits(lot.next_bid);
  const price = lot.current_bid === null ? null : toMinorUnits(lot.current_bid);
  const rules = {
    startPrice: next,
    reserve: null,
    opens: Date.parse(lot.opens),
    // one band that steps from the price to the lot's next bid
    increments: [{ from: 0, increment: price === null ? next : Math.max(next - price, 1) }],
    closingWindowMs: 0,
    latestClose: null,
  };
  const leader = lot.has_leading_bid ? AUCTION_MEMBER.id : price === null ? null : AUCTION_RIVAL.id;
  const leaderMax = lot.has_leading_bid
    ? toMinorUnits(lot.auto_bid ?? lot.current_bid ?? lot.next_bid)
    : null;
  const state = { price, leader, leaderMax, closes: Date.parse(lot.closes), closed: lot.closed };
  return { ...lot, minimum_bid: fromMinorUnits(minimumBidFor(rules, state, AUCTION_MEMBER.id)) };
}

/** The member leads after their bid: what a server answers to an accepted bid, by default. */
export function leadingBidResult(lot: Lot, input: BidInput): BidResult {
  const price = input.auto ? Math.min(lot.next_bid, input.amount) : input.amount;
  const bid = {
    id: Math.max(0, ...lot.bids.map((row) => row.id)) + 1,
    amount: price,
    user: { ...AUCTION_MEMBER },
    modified: lot.server_time,
  };
  const next = price + 50;
  return {
    ...bid,
    next_bid: next,
    lot: asMemberSees({
      ...lot,
      current_bid: price,
      next_bid: next,
      auto_bid: input.auto && input.amount > price ? input.amount : null,
      has_leading_bid: true,
      bid_count: lot.bid_count + 1,
      // as the server answers: the lot without its history
      bids: [],
    }),
  };
}

/** An organisation's increment table (decimals); by default it has none and the default one is shown. */
export function incrementTableFixture(overrides: Partial<IncrementTable> = {}): IncrementTable {
  return {
    organisation: 7,
    increments: DEFAULT_INCREMENTS.map((band) => ({
      from: fromMinorUnits(band.from),
      increment: fromMinorUnits(band.increment),
    })),
    is_default: true,
    ...overrides,
  };
}

const SORT_FIELDS = {
  item__name: (lot: Lot) => lot.name,
  estimate_price: (lot: Lot) => lot.estimate_price,
  end_date: (lot: Lot) => lot.closes,
} as const;

function sortLots(lots: Lot[], sort: string | null): Lot[] {
  if (!sort) return lots;
  const descending = sort.startsWith('-');
  const field = SORT_FIELDS[sort.replace(/^-/, '') as keyof typeof SORT_FIELDS];
  if (!field) return lots;
  return [...lots].sort((a, b) => {
    const x = field(a);
    const y = field(b);
    // nulls last in either direction, as the server sorts them
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    const order = x < y ? -1 : x > y ? 1 : 0;
    return descending ? -order : order;
  });
}

/**
 * msw handlers for the auctions calls: the lot, the member's lots, bids, the event stream and the
 * increment tables. The lots and tables are kept per handler set, so an accepted bid shows on the
 * next load of its lot and a saved table on the next read.
 */
export function auctionHandlers(options: AuctionHandlerOptions = {}) {
  const lots = new Map<number, Lot>();
  for (const lot of options.lots ?? lotListFixture(3)) lots.set(lot.id, lot);
  const main = options.lot ?? lotFixture();
  lots.set(main.id, main);
  const list = () => (options.lots ?? lotListFixture(3)).map((lot) => lots.get(lot.id) ?? lot);
  const result = options.bidResult ?? leadingBidResult;
  const tables = new Map<number, IncrementTable>();
  if (options.increments) tables.set(options.increments.organisation, options.increments);
  const tableOf = (organisation: number) =>
    tables.get(organisation) ?? incrementTableFixture({ organisation });
  return [
    http.get('*/api/auctions/lots/', async ({ request }) => {
      if (options.loading) await delay('infinite');
      if (options.lotsError) return errorResponse(options.lotsError);
      const params = new URL(request.url).searchParams;
      const sort = params.get('sort');
      const page = Number(params.get('page') ?? '1');
      return HttpResponse.json(
        lotPageFixture(sortLots(list().map(asMemberSees), sort), page, sort ? `sort=${sort}` : ''),
      );
    }),
    http.get('*/api/auctions/lots/:id/', async ({ params }) => {
      if (options.loading) await delay('infinite');
      if (options.lotError) return errorResponse(options.lotError);
      const lot = lots.get(Number(params.id));
      return lot ? HttpResponse.json(asMemberSees(lot)) : errorResponse(404);
    }),
    http.post('*/api/auctions/lots/:id/bids/', async ({ params, request }) => {
      const id = Number(params.id);
      const input = (await request.json()) as BidInput;
      options.onBid?.({ lot: id, input, idempotencyKey: request.headers.get('Idempotency-Key') });
      if (options.bidError)
        return HttpResponse.json(options.bidError.body, { status: options.bidError.status });
      const lot = lots.get(id);
      if (!lot) return errorResponse(404);
      const answer = result(lot, input);
      // as the server: the answer's lot comes without its history, the lot read next has the new row
      const { next_bid: _next, lot: after, ...row } = answer;
      lots.set(id, {
        ...after,
        bids: after.bids.length > 0 ? after.bids : [row, ...lot.bids.filter((bid) => bid.id !== row.id)],
      });
      return HttpResponse.json(answer, { status: 201 });
    }),
    http.get('*/api/auctions/increments/:organisation/', async ({ params }) => {
      if (options.loading) await delay('infinite');
      if (options.incrementsLoadError) return errorResponse(options.incrementsLoadError);
      return HttpResponse.json(tableOf(Number(params.organisation)));
    }),
    http.put('*/api/auctions/increments/:organisation/', async ({ params, request }) => {
      const organisation = Number(params.organisation);
      const input = (await request.json()) as IncrementTableInput;
      options.onSetIncrements?.({ organisation, input });
      if (options.incrementsError)
        return HttpResponse.json(options.incrementsError.body, { status: options.incrementsError.status });
      if (input.increments === null) {
        tables.delete(organisation);
        return HttpResponse.json(tableOf(organisation));
      }
      const message = incrementTableError(
        input.increments.map((band) => ({
          from: toMinorUnits(band.from),
          increment: toMinorUnits(band.increment),
        })),
      );
      if (message) return HttpResponse.json({ increments: [message] }, { status: 400 });
      const table = { organisation, increments: input.increments, is_default: false };
      tables.set(organisation, table);
      return HttpResponse.json(table);
    }),
    http.get('*/api/auctions/lots/:id/events', () => {
      if (options.stream === 'down') return errorResponse(503);
      // connected, and quiet: a comment line opens the stream, then nothing until the client leaves
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => controller.enqueue(new TextEncoder().encode(': connected\n\n')),
      });
      return new HttpResponse(body, {
        headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' },
      });
    }),
  ];
}
