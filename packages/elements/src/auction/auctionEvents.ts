import type { LotOutcome } from '@trove/core/auction';

// The events `<trove-lot>` and `<trove-bid-panel>` dispatch from the lot session's outcomes:
// `bubbles` and `composed`, so the host page hears them on the element or anywhere above it.
// Amounts are in the lot's currency.

/** The member's bid was accepted (`leading` false: another member's maximum outbid it at once). */
export const TROVE_BID_PLACED = 'trove:bid-placed';
/** The member lost the lead. */
export const TROVE_OUTBID = 'trove:outbid';
/** A late bid moved the close (soft close). */
export const TROVE_LOT_EXTENDED = 'trove:lot-extended';
/** The auction closed while the element was shown. */
export const TROVE_LOT_CLOSED = 'trove:lot-closed';
/** The member's bid was refused; `message` is the one the element shows (seed 001 §8). */
export const TROVE_BID_REFUSED = 'trove:bid-refused';

export interface TroveBidPlacedDetail {
  lotId: number;
  amount: number;
  leading: boolean;
  currentBid: number | null;
  nextBid: number;
}

export interface TroveOutbidDetail {
  lotId: number;
  currentBid: number | null;
  nextBid: number;
}

export interface TroveLotExtendedDetail {
  lotId: number;
  /** The new closing time (ISO 8601). */
  closes: string;
}

export interface TroveLotClosedDetail {
  lotId: number;
  /** The signed-in member won it. */
  won: boolean;
  currentBid: number | null;
}

export interface TroveBidRefusedDetail {
  lotId: number;
  /** The first message shown. */
  message: string;
  /** Every message shown (a 400 may give several). */
  messages: string[];
  /** The HTTP status of the refusal; 0 without an answer. */
  status: number;
}

export type TroveBidPlacedEvent = CustomEvent<TroveBidPlacedDetail>;
export type TroveOutbidEvent = CustomEvent<TroveOutbidDetail>;
export type TroveLotExtendedEvent = CustomEvent<TroveLotExtendedDetail>;
export type TroveLotClosedEvent = CustomEvent<TroveLotClosedDetail>;
export type TroveBidRefusedEvent = CustomEvent<TroveBidRefusedDetail>;

export type TroveAuctionEvent =
  | { type: typeof TROVE_BID_PLACED; detail: TroveBidPlacedDetail }
  | { type: typeof TROVE_OUTBID; detail: TroveOutbidDetail }
  | { type: typeof TROVE_LOT_EXTENDED; detail: TroveLotExtendedDetail }
  | { type: typeof TROVE_LOT_CLOSED; detail: TroveLotClosedDetail }
  | { type: typeof TROVE_BID_REFUSED; detail: TroveBidRefusedDetail };

const statusOf = (error: unknown): number =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : 0;

/** The host page's event of a session outcome; null for those the page is not told of. */
export function auctionEventOf(outcome: LotOutcome): TroveAuctionEvent | null {
  switch (outcome.type) {
    case 'bidPlaced':
      return {
        type: TROVE_BID_PLACED,
        detail: {
          lotId: outcome.lot.id,
          amount: outcome.result.amount,
          leading: outcome.leading,
          currentBid: outcome.lot.current_bid,
          nextBid: outcome.result.next_bid,
        },
      };
    case 'outbid':
      return {
        type: TROVE_OUTBID,
        detail: { lotId: outcome.lot.id, currentBid: outcome.lot.current_bid, nextBid: outcome.lot.next_bid },
      };
    case 'extended':
      return { type: TROVE_LOT_EXTENDED, detail: { lotId: outcome.lot.id, closes: outcome.closes } };
    case 'closed':
      return {
        type: TROVE_LOT_CLOSED,
        detail: { lotId: outcome.lot.id, won: outcome.won, currentBid: outcome.lot.current_bid },
      };
    case 'refused':
      return {
        type: TROVE_BID_REFUSED,
        detail: {
          lotId: outcome.lot.id,
          message: outcome.message,
          messages: outcome.messages.map((message) => message.text),
          status: statusOf(outcome.error),
        },
      };
    default:
      return null;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'trove:lot-extended': TroveLotExtendedEvent;
    'trove:bid-refused': TroveBidRefusedEvent;
  }
}
