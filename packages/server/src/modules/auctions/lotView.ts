import {
  autoBidOf,
  type Bid,
  DEFAULT_INCREMENTS,
  fromMinorUnits,
  type IncrementBand,
  type Lot,
  type LotEvent,
  type LotEventType,
  type LotRules,
  type LotState,
  lotStatus,
  minimumBidFor,
  nextBid,
  reserveState,
  reserveStatusText,
} from '@trove/core/auction';

// Pure mappings between the lot's row, the engine's rules and state, and the wire's Lot, Bid and
// LotEvent. Amounts are minor units inside, decimals on the wire.

/** What the engine needs of a lot, as the repository reads it (times in ms since the epoch). */
export interface LotRecord {
  id: number;
  itemId: number;
  currency: string;
  startMinor: number;
  reserveMinor: number | null;
  opens: number;
  closes: number;
  closingWindowMs: number;
  latestClose: number | null;
  increments: IncrementBand[] | null;
  priceMinor: number | null;
  leaderId: number | null;
  leaderMaxMinor: number | null;
  bidCount: number;
  closed: boolean;
}

export function rulesOf(lot: LotRecord): LotRules {
  return {
    startPrice: lot.startMinor,
    reserve: lot.reserveMinor,
    opens: lot.opens,
    increments: lot.increments ?? DEFAULT_INCREMENTS,
    closingWindowMs: lot.closingWindowMs,
    latestClose: lot.latestClose,
  };
}

export function stateOf(lot: LotRecord): LotState {
  return {
    price: lot.priceMinor,
    leader: lot.leaderId,
    leaderMax: lot.leaderMaxMinor,
    closes: lot.closes,
    closed: lot.closed,
  };
}

/** Spec §3: the reserve status text begins with Reserve met, No reserve or Reserve not met. */
export function reserveStatusOf(rules: Pick<LotRules, 'reserve'>, state: Pick<LotState, 'price'>): string {
  return reserveStatusText(reserveState(rules, state));
}

/** One row of the history as the repository reads it. */
export interface BidRecord {
  id: number;
  userId: number;
  displayName: string;
  amountMinor: number;
  created: number;
}

export function toBid(row: BidRecord): Bid {
  return {
    id: row.id,
    amount: fromMinorUnits(row.amountMinor),
    user: { id: row.userId, display_name: row.displayName },
    modified: new Date(row.created).toISOString(),
  };
}

/** A lot with its item, as `GET /api/auctions/lots/{id}/` shows it. */
export interface LotViewRecord extends LotRecord {
  number: number | null;
  estimateMinor: number | null;
  /** Percent. */
  buyersPremium: number;
  itemName: string;
  itemUrl: string;
  /** The winner has paid for it: the lot's auction purchase is paid (a card checkout charged). */
  paid: boolean;
  /** Newest first; empty where the history is not read (lists). */
  bids: BidRecord[];
}

/** Who reads a lot: a member (null: anonymous) and whether they bid on it (their status is won or lost). */
export interface LotViewer {
  id: number | null;
  bid: boolean;
}

export const ANONYMOUS: LotViewer = { id: null, bid: false };

/** The wire's Lot as `viewer` sees it (their `auto_bid`, `minimum_bid`, `has_leading_bid`, `status`). */
export function toLot(view: LotViewRecord, viewer: LotViewer, serverTime: number): Lot {
  const rules = rulesOf(view);
  const state = stateOf(view);
  return forViewer(
    {
      id: view.id,
      item: view.itemId,
      name: view.itemName,
      url: view.itemUrl,
      number: view.number,
      currency: view.currency,
      estimate_price: view.estimateMinor === null ? null : fromMinorUnits(view.estimateMinor),
      start_price: fromMinorUnits(view.startMinor),
      current_bid: view.priceMinor === null ? null : fromMinorUnits(view.priceMinor),
      next_bid: fromMinorUnits(nextBid(rules, state)),
      minimum_bid: fromMinorUnits(nextBid(rules, state)),
      auto_bid: null,
      buyers_premium: view.buyersPremium,
      opens: new Date(view.opens).toISOString(),
      closes: new Date(view.closes).toISOString(),
      reserve_status: reserveStatusOf(rules, state),
      has_leading_bid: false,
      status: 'open',
      closed: view.closed,
      paid: view.paid,
      bid_count: view.bidCount,
      bids: view.bids.map(toBid),
      search_keys: [],
      server_time: new Date(serverTime).toISOString(),
    },
    view,
    viewer,
  );
}

/**
 * The same lot as another member sees it: only `auto_bid`, `minimum_bid`, `has_leading_bid` and
 * `status` (and `paid`, told only to the winner) are personal, so one read of a lot answers a whole batch of bidders. The minimum is
 * the engine's own rule for this bidder, so the panel never offers a bid the engine refuses.
 */
export function forViewer(lot: Lot, record: LotRecord, viewer: LotViewer): Lot {
  const rules = rulesOf(record);
  const state = stateOf(record);
  const status = lotStatus(rules, state, Date.parse(lot.server_time), viewer);
  if (viewer.id === null) {
    return { ...lot, auto_bid: null, minimum_bid: lot.next_bid, has_leading_bid: false, status, paid: false };
  }
  const autoBid = autoBidOf(state, viewer.id);
  return {
    ...lot,
    auto_bid: autoBid === null ? null : fromMinorUnits(autoBid),
    minimum_bid: fromMinorUnits(minimumBidFor(rules, state, viewer.id)),
    has_leading_bid: state.leader === viewer.id,
    status,
    // only the winner is told whether the lot is paid for
    paid: state.closed && state.leader === viewer.id && lot.paid,
  };
}

/** The public event of a lot's state: nothing personal, clients re-read the lot for that. */
export function toLotEvent(
  type: LotEventType,
  lot: Pick<LotRecord, 'id' | 'bidCount'>,
  rules: LotRules,
  state: LotState,
  serverTime: number,
): LotEvent {
  return {
    type,
    lot: lot.id,
    current_bid: state.price === null ? null : fromMinorUnits(state.price),
    next_bid: fromMinorUnits(nextBid(rules, state)),
    leader: state.leader,
    bid_count: lot.bidCount,
    closes: new Date(state.closes).toISOString(),
    closed: state.closed,
    reserve_status: reserveStatusOf(rules, state),
    server_time: new Date(serverTime).toISOString(),
  };
}
