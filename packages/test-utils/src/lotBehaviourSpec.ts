// The lot session's behaviour (spec §4, §8), written once: outbid, extended, closed and refused.
// Core's session, React's hook and the elements each run these cases through a driver of their
// own (core calls the session, React renders LotDetail, the elements mount <trove-bid-panel>).
// Loads no test library (only the fixtures), so core's tests may load this file.
import type { ApiErrorInit } from '@trove/core';
import type { BidInput, BidResult, Lot, LotEvent } from '@trove/core/auction';
import { lotFixture } from './auctionFixtures';

/** The member (kiri, id 7) and their rival (hemi, id 9) of the auction fixtures. */
const MEMBER = { id: 7, display_name: 'kiri' };
const RIVAL = { id: 9, display_name: 'hemi' };

/** What the server holds: the lot it answers, and the refusal of the next bid (null: it accepts). */
export interface LotWorld {
  lot: Lot;
  refusal: ApiErrorInit | null;
}

/** What each surface does for the cases. */
export interface LotBehaviourDriver {
  /** Shows the world's lot to the signed-in member and waits until it is in. */
  open(): Promise<void>;
  /** The lot's stream pushes `event` (the surface reads the lot again). */
  push(event: LotEvent): void;
  /** The member bids `amount` through the surface: Place bid, then Confirm. */
  bid(amount: number): Promise<void>;
  /** The outcomes the surface reported so far, by name (`bidPlaced`, `outbid`, `extended`, `closed`, `refused`). */
  heard(): readonly string[];
  /** Everything the surface tells the member now (its messages and announcements), as text. */
  told(): string;
}

export interface LotBehaviourCase {
  name: string;
  /** The server's lot when the member opens it. */
  lot: Lot;
  /** What happens after the lot is shown. */
  act(world: LotWorld, driver: LotBehaviourDriver): Promise<void> | void;
  /** The outcome the surface must report. */
  heard: 'outbid' | 'extended' | 'closed' | 'refused';
  /** What the member must be told, verbatim (seed 001 §8). */
  told: string;
  /** What the member must not be told. */
  notTold?: string;
}

/** The fixture lot at 1,100 (hemi leads unless `leading`), open, closing at 13:00 by a server clock of 12:00. */
export function behaviourLot(leading: boolean, overrides: Partial<Lot> = {}): Lot {
  const leader = leading ? MEMBER : RIVAL;
  return lotFixture({
    current_bid: 1100,
    next_bid: 1150,
    minimum_bid: 1150,
    has_leading_bid: leading,
    bid_count: 1,
    bids: [{ id: 1, amount: 1100, user: { ...leader }, modified: '2026-03-01T11:30:00Z' }],
    ...overrides,
  });
}

/** The stream's event for `lot` as it stands (`type` as given). */
export function lotEventOf(type: LotEvent['type'], lot: Lot, leader: number | null): LotEvent {
  return {
    type,
    lot: lot.id,
    current_bid: lot.current_bid,
    next_bid: lot.next_bid,
    leader,
    bid_count: lot.bid_count,
    closes: lot.closes,
    closed: lot.closed,
    reserve_status: lot.reserve_status,
    server_time: lot.server_time,
  };
}

/** The server's answer to an accepted bid by the member: they lead at `amount`. */
export function worldBidResult(lot: Lot, input: BidInput): BidResult {
  const bid = { id: lot.bid_count + 1, amount: input.amount, user: { ...MEMBER }, modified: lot.server_time };
  return {
    ...bid,
    next_bid: input.amount + 50,
    lot: {
      ...lot,
      current_bid: input.amount,
      next_bid: input.amount + 50,
      minimum_bid: input.amount + 50,
      has_leading_bid: true,
      bid_count: lot.bid_count + 1,
      bids: [],
    },
  };
}

/** The server's response body of a refusal (as Django REST Framework shapes it). */
export function refusalBody(refusal: ApiErrorInit): Record<string, unknown> {
  return {
    ...(refusal.detail === undefined ? {} : { detail: refusal.detail }),
    ...(refusal.nonFieldErrors ? { non_field_errors: refusal.nonFieldErrors } : {}),
    ...refusal.fieldErrors,
  };
}

export const lotBehaviourCases: readonly LotBehaviourCase[] = [
  {
    name: 'a member who led and sees another leader is told You have been out bid',
    lot: behaviourLot(true),
    act(world, driver) {
      world.lot = {
        ...world.lot,
        current_bid: 1150,
        next_bid: 1200,
        minimum_bid: 1200,
        has_leading_bid: false,
        bid_count: 2,
        bids: [
          { id: 2, amount: 1150, user: { ...RIVAL }, modified: '2026-03-01T12:00:00Z' },
          ...world.lot.bids,
        ],
      };
      driver.push(lotEventOf('bid', world.lot, RIVAL.id));
    },
    heard: 'outbid',
    told: 'You have been out bid',
    notTold: 'Bid placed',
  },
  {
    name: 'a late bid that moves the close is told as extended',
    lot: behaviourLot(false),
    act(world, driver) {
      world.lot = { ...world.lot, closes: '2026-03-01T13:02:00Z', bid_count: 2 };
      driver.push(lotEventOf('extended', world.lot, RIVAL.id));
    },
    heard: 'extended',
    told: 'Closing time extended',
  },
  {
    name: 'a lot settled while shown is told Auction is now closed',
    lot: behaviourLot(false),
    act(world, driver) {
      world.lot = { ...world.lot, closed: true, status: 'lost' };
      driver.push(lotEventOf('closed', world.lot, RIVAL.id));
    },
    heard: 'closed',
    told: 'Auction is now closed',
  },
  {
    name: 'a refused bid is told with the server’s §8 message',
    lot: behaviourLot(false),
    async act(world, driver) {
      world.refusal = { status: 403 };
      await driver.bid(1150);
    },
    heard: 'refused',
    told: 'You do not have permission to place this bid',
    notTold: 'Bid placed',
  },
];
