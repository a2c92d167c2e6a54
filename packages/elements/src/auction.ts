// `@trove/elements/auction` and the `trove-auction.js` script: registers <trove-lot> and
// <trove-bid-panel> on import.
import { defineTroveAuctionElements } from './auction/troveAuctionElements';

export {
  TROVE_BID_PLACED,
  TROVE_BID_REFUSED,
  TROVE_LOT_CLOSED,
  TROVE_LOT_EXTENDED,
  TROVE_OUTBID,
  type TroveBidPlacedDetail,
  type TroveBidPlacedEvent,
  type TroveBidRefusedDetail,
  type TroveBidRefusedEvent,
  type TroveLotClosedDetail,
  type TroveLotClosedEvent,
  type TroveLotExtendedDetail,
  type TroveLotExtendedEvent,
  type TroveOutbidDetail,
  type TroveOutbidEvent,
} from './auction/auctionEvents';
export {
  defineTroveAuctionElements,
  TroveBidPanelElement,
  TroveLotElement,
} from './auction/troveAuctionElements';

defineTroveAuctionElements();
