import { createBidding } from './bidding';
import { createClosing } from './closing';
import { type AuctionsServiceDeps, createAuctionsContext } from './context';
import { createIncrements } from './increments';
import { createLots } from './lots';

export type { Bidder, PlaceBidInput } from './bidding';
export { CLOSING_SOON_MS, premiumOf } from './closing';
export type { AuctionsServiceDeps } from './context';
export { DEFAULT_LOT_SORT, LOT_HISTORY_LIMIT, type NewLot, type Seller } from './lots';

export type AuctionsService = ReturnType<typeof createAuctionsService>;

/**
 * Auctions: lots, bids (each one short transaction over the locked lot, settled by core's
 * engine), increment tables, the closing job and the live events, by use case over one shared
 * context (database, repository, bus, clock). Every rule of bidding is the engine's.
 */
export function createAuctionsService(deps: AuctionsServiceDeps) {
  const context = createAuctionsContext(deps);
  return {
    ...createLots(context),
    ...createBidding(context),
    ...createIncrements(context),
    ...createClosing(context),
  };
}
