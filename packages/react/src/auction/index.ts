// `@trove/react/auction`: the lot panel, bidding panel, bid history and the member's lots, their
// hooks over core's auction clock and rules, the auction house's increment table editor, and the
// auction stylesheet for shadow roots.

export {
  incrementsQueryKey,
  incrementsRootQueryKey,
  lotQueryKey,
  lotsRootQueryKey,
  myLotsQueryKey,
} from './auctionQueryKeys';
export { auctionStylesheet } from './auctionStylesheet';
export { IncrementTableEditor, type IncrementTableEditorProps } from './IncrementTableEditor';
export {
  LotDetail,
  LotDetailBase,
  type LotDetailBaseProps,
  type LotDetailParts,
  type LotDetailProps,
  type LotDetailTranslations,
  lotDetailTranslations,
} from './LotDetail';
export { MyAuctionLots, type MyAuctionLotsProps } from './MyAuctionLots';
export {
  type AuctionCountdownTranslations,
  AuctionCountdownView,
  type AuctionCountdownViewProps,
  auctionCountdownTranslations,
  type LotClock,
} from './ui/AuctionCountdownView';
export {
  type BiddingPanelTranslations,
  BiddingPanelView,
  type BiddingPanelViewProps,
  biddingPanelTranslations,
} from './ui/BiddingPanelView';
export {
  type BidHistoryTranslations,
  BidHistoryView,
  type BidHistoryViewProps,
  bidHistoryTranslations,
} from './ui/BidHistoryView';
export {
  type IncrementTableTranslations,
  IncrementTableView,
  type IncrementTableViewProps,
  incrementTableTranslations,
} from './ui/IncrementTableView';
export { LotCompactView, type LotCompactViewProps } from './ui/LotCompactView';
export {
  type LotPanelTranslations,
  LotPanelView,
  type LotPanelViewProps,
  lotPanelTranslations,
} from './ui/LotPanelView';
export {
  type LotStatusTranslations,
  LotStatusView,
  type LotStatusViewProps,
  lotStatusTranslations,
} from './ui/LotStatusView';
export {
  type LotSummaryTranslations,
  LotSummaryView,
  type LotSummaryViewProps,
  lotSummaryTranslations,
} from './ui/LotSummaryView';
export {
  type LotSortKey,
  MY_LOTS_PAGE_SIZE,
  type MyAuctionLotsTranslations,
  MyAuctionLotsView,
  type MyAuctionLotsViewProps,
  myAuctionLotsTranslations,
} from './ui/MyAuctionLotsView';
export { useAuctionAdminApi } from './useAuctionAdminApi';
export { useAuctionsApi } from './useAuctionsApi';
export { useIncrements, useSetIncrements } from './useIncrements';
export { useLotOutcomes } from './useLotOutcomes';
export { type LotSessionView, type UseLotSessionOptions, useLotSession } from './useLotSession';
export { useMyLots } from './useMyLots';
