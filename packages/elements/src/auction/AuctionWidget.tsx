import { useQueryClient } from '@tanstack/react-query';
import type { Lot } from '@trove/core/auction';
import { useCurrentUser, useTroveClient } from '@trove/react';
import { LotDetail, type LotDetailProps, lotPanelTranslations, lotsRootQueryKey } from '@trove/react/auction';
import { dispatchTroveEvent, useHostElement } from '../hostElement';
import {
  bidPlacedDetail,
  lotClosedDetail,
  outbidDetail,
  TROVE_BID_PLACED,
  TROVE_LOT_CLOSED,
  TROVE_OUTBID,
} from './auctionEvents';
import { SignInCancelledError, signInThroughPopup } from './partnerSignIn';

export interface AuctionWidgetAttributes {
  /** The lot's id on the marketplace. */
  lotId?: number | undefined;
}

export const missingLotIdMessage = 'This Trove widget needs a lot-id attribute: the number of a lot.';

/**
 * What `<trove-lot>` and `<trove-bid-panel>` show of a lot (`parts`), live. Log in to bid opens
 * the marketplace's sign-in in a popup, which answers with a partner token kept in memory; the
 * lot's and the member's events reach the host page as `trove:*` events.
 */
export function AuctionWidget({
  lotId,
  parts,
  translations,
}: AuctionWidgetAttributes & Pick<LotDetailProps, 'parts' | 'translations'>) {
  const host = useHostElement();
  const client = useTroveClient();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  if (lotId === undefined || !Number.isInteger(lotId) || lotId < 1) {
    return (
      <p role="alert" className="trove-element-error" part="error">
        {missingLotIdMessage}
      </p>
    );
  }

  const signIn = async () => {
    try {
      client.tokenStore.set(await signInThroughPopup({ siteBase: client.baseUrl }));
      // the lot as this member sees it: their maximum, whether they lead
      await queryClient.invalidateQueries({ queryKey: lotsRootQueryKey });
    } catch (error) {
      if (!(error instanceof SignInCancelledError)) throw error;
    }
  };

  return (
    <LotDetail
      lotId={lotId}
      parts={parts}
      translations={translations}
      onLogin={() => void signIn()}
      onBidPlaced={(result) =>
        dispatchTroveEvent(host, TROVE_BID_PLACED, bidPlacedDetail(result, user?.id ?? null))
      }
      onOutbid={(lot) => dispatchTroveEvent(host, TROVE_OUTBID, outbidDetail(lot))}
      onClosed={(lot) => dispatchTroveEvent(host, TROVE_LOT_CLOSED, lotClosedDetail(lot))}
    />
  );
}

/** `<trove-lot>`: the lot panel with its countdown, and the bid history. */
export function LotWidget(props: AuctionWidgetAttributes) {
  return <AuctionWidget {...props} parts={LOT_PARTS} />;
}

/**
 * `<trove-bid-panel>`: the lot panel and the bidding panel. Its heading says Bid on Lot 12, so a
 * page showing both elements has two distinct landmarks.
 */
export function BidPanelWidget(props: AuctionWidgetAttributes) {
  return <AuctionWidget {...props} parts={BID_PANEL_PARTS} translations={BID_PANEL_TRANSLATIONS} />;
}

const BID_PANEL_TRANSLATIONS = {
  lot: { title: (lot: Pick<Lot, 'number' | 'name'>) => `Bid on ${lotPanelTranslations.title(lot)}` },
};

const LOT_PARTS = { lot: true, bidding: false, history: true } as const;
const BID_PANEL_PARTS = { lot: true, bidding: true, history: false } as const;
