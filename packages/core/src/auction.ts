// @trove/core/auction: auctions and bidding. The bidding engine (shared with the server), the lot
// and bid schemas, the auction clock, the bidding panel's rules and state machine, the client.

export {
  type BiddingPanelAction,
  type BiddingPanelState,
  type BiddingStep,
  biddingPanelReducer,
  initialBiddingPanel,
} from './auction/biddingPanel';
export {
  ANNOUNCE_AT_MS,
  type AuctionClock,
  type AuctionClockOptions,
  type AuctionClockState,
  type AuctionClockSync,
  type AuctionTimes,
  countdownAnnouncement,
  createAuctionClock,
  createLotSync,
  formatCountdown,
  type Instant,
  LOT_REFRESH_MS,
  type LotSync,
  type LotSyncOptions,
  OPEN_CHECK_MS,
} from './auction/clock';
export * from './auction/engine';
export {
  createLotSession,
  LOT_MESSAGE_MS,
  type LotAnnouncement,
  type LotMessage,
  type LotMessageLevel,
  type LotOutcome,
  type LotSession,
  type LotSessionOptions,
  type LotSessionState,
  lotOutcomeMessages,
} from './auction/lotSession';
export { AUCTION_MESSAGES } from './auction/messages';
export { fromMinorUnits, toMinorUnits } from './auction/money';
export {
  allInAmount,
  type BidRowTone,
  type BidToast,
  bidAmountError,
  bidErrorToasts,
  bidRowTone,
  hasWon,
  isOutbid,
  isReserveMet,
  mayBid,
  minimumBid,
  reserveStatusText,
  suggestedBid,
} from './auction/rules';
export {
  type AuctionsApi,
  type AuctionsApiOptions,
  createAuctionsApi,
} from './client/auctionsApi';
export {
  type LotStream,
  type LotStreamHandlers,
  type LotStreamOptions,
  openLotStream,
  STREAM_BACKOFF_MAX_MS,
} from './client/lotStream';
export { formatPrice } from './format/price';
export * from './schemas/auction';
export { createSubscribable, type Subscribable, type SubscribableHooks } from './timers/subscribable';
export { globalTimers, type Timers } from './timers/timers';
