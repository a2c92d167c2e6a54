import { auctionStylesheet } from '@trove/react/auction';
import { createStyledElement, type TroveElementBaseProps } from '../createTroveElement';
import { defineTroveElement } from '../defineTroveElement';
import type { AttributeProperties } from '../elementAttributes';
import { bidPanelReservedSpace, lotReservedSpace } from '../hostReservations';
import { BidPanelWidget, LotWidget } from './AuctionWidget';
import { type AuctionAttributes, auctionAttributesSchema } from './auctionAttributes';
import type { TroveBidPlacedEvent, TroveLotClosedEvent, TroveOutbidEvent } from './auctionEvents';

/** `<trove-lot lot-id="12">`: a lot with its countdown and bid history, live. */
export interface TroveLotElement
  extends HTMLElement,
    TroveElementBaseProps,
    AttributeProperties<AuctionAttributes> {}

/** `<trove-bid-panel lot-id="12">`: a lot's bidding panel, signing in through a popup. */
export interface TroveBidPanelElement
  extends HTMLElement,
    TroveElementBaseProps,
    AttributeProperties<AuctionAttributes> {}

export const TroveLotElement = /* @__PURE__ */ createStyledElement(LotWidget, {
  attributes: auctionAttributesSchema,
  stylesheet: auctionStylesheet,
  reservedSpace: lotReservedSpace,
}) as { new (): TroveLotElement; prototype: TroveLotElement };

export const TroveBidPanelElement = /* @__PURE__ */ createStyledElement(BidPanelWidget, {
  attributes: auctionAttributesSchema,
  stylesheet: auctionStylesheet,
  reservedSpace: bidPanelReservedSpace,
}) as { new (): TroveBidPanelElement; prototype: TroveBidPanelElement };

/** Registers `<trove-lot>` and `<trove-bid-panel>`; calling it again is a no-op. */
export function defineTroveAuctionElements(): void {
  defineTroveElement('trove-lot', TroveLotElement);
  defineTroveElement('trove-bid-panel', TroveBidPanelElement);
}

declare global {
  interface HTMLElementTagNameMap {
    'trove-lot': TroveLotElement;
    'trove-bid-panel': TroveBidPanelElement;
  }
  interface GlobalEventHandlersEventMap {
    'trove:bid-placed': TroveBidPlacedEvent;
    'trove:outbid': TroveOutbidEvent;
    'trove:lot-closed': TroveLotClosedEvent;
  }
}
