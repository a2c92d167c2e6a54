import { useQueryClient } from '@tanstack/react-query';
import type { Lot } from '@trove/core/auction';
import { useTroveClient } from '@trove/react';
import {
  LotDetailBase,
  type LotDetailProps,
  lotPanelTranslations,
  lotsRootQueryKey,
} from '@trove/react/auction';
import { marketplaceCartUrl } from '../cart/cartPopup';
import { dispatchTroveEvent, useHostElement } from '../hostElement';
import { auctionEventOf } from './auctionEvents';
import { useLotShownBy, useShowsLot } from './lotsOnPage';
import { SignInCancelledError, signInThroughPopup } from './partnerSignIn';

export interface AuctionWidgetAttributes {
  /** The lot's id on the marketplace. */
  lotId?: number | undefined;
}

export const missingLotIdMessage = 'This Trove widget needs a lot-id attribute: the number of a lot.';

/**
 * What `<trove-lot>` and `<trove-bid-panel>` show of a lot (`parts`), live. Log in to bid opens
 * the marketplace's sign-in in a popup, which answers with a partner token kept in memory. All
 * the bidder is told shows in the element's own status region (a partner page has no toasts),
 * unless `parts.quiet` (another element of the page tells it), and the lot session's outcomes
 * reach the host page as `trove:*` events from each element.
 */
export function AuctionWidget({
  lotId,
  parts,
  translations,
}: AuctionWidgetAttributes & Pick<LotDetailProps, 'parts' | 'translations'>) {
  const host = useHostElement();
  const client = useTroveClient();
  const queryClient = useQueryClient();
  // a won lot's Pay now: the marketplace's cart, in a popup (a new tab when popups are blocked)
  const siteBase = client.baseUrl || window.location.origin;
  const cartUrl = marketplaceCartUrl(siteBase, window.location.origin);
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
    <LotDetailBase
      lotId={lotId}
      parts={{ ...parts, status: !parts?.quiet }}
      translations={translations}
      itemHref={(lot) => new URL(lot.url, `${siteBase.replace(/\/+$/, '')}/`).toString()}
      onLogin={() => void signIn()}
      payNowHref={cartUrl}
      onPayNow={(event) => {
        if (window.open(cartUrl, 'trove-cart', 'popup,width=560,height=760')) event.preventDefault();
        else event.currentTarget.target = '_blank';
      }}
      onOutcome={(outcome) => {
        const event = auctionEventOf(outcome);
        if (event) dispatchTroveEvent(host, event.type, event.detail);
      }}
    />
  );
}

/**
 * `<trove-lot>`: what is sold (name, first image, link), the lot panel with its countdown, and the
 * bid history. Beside a `<trove-bid-panel>` of the same lot, where the bidder bids and is told
 * how it went, it tells nothing itself: one You have been out bid a page, not one an element.
 */
export function LotWidget(props: AuctionWidgetAttributes) {
  const host = useHostElement();
  useShowsLot('trove-lot', props.lotId);
  const panelShown = useLotShownBy(host, 'trove-bid-panel', props.lotId);
  return <AuctionWidget {...props} parts={panelShown ? LOT_BESIDE_PANEL_PARTS : LOT_PARTS} />;
}

/**
 * `<trove-bid-panel>`: the bidding panel with the lot in one line (its heading says Bid on Lot
 * 12, so a page showing both elements has two distinct landmarks). Beside a `<trove-lot>` of the
 * same lot, which already shows it, the line is left out.
 */
export function BidPanelWidget(props: AuctionWidgetAttributes) {
  const host = useHostElement();
  useShowsLot('trove-bid-panel', props.lotId);
  const lotShown = useLotShownBy(host, 'trove-lot', props.lotId);
  return (
    <AuctionWidget
      {...props}
      parts={lotShown ? BID_PANEL_BESIDE_LOT_PARTS : BID_PANEL_PARTS}
      translations={BID_PANEL_TRANSLATIONS}
    />
  );
}

const BID_PANEL_TRANSLATIONS = {
  lot: { title: (lot: Pick<Lot, 'number' | 'name'>) => `Bid on ${lotPanelTranslations.title(lot)}` },
};

const LOT_PARTS = { summary: true, lot: true, bidding: false, history: true } as const;
const LOT_BESIDE_PANEL_PARTS = { ...LOT_PARTS, quiet: true } as const;
const BID_PANEL_PARTS = { compact: true, lot: false, bidding: true, history: false } as const;
const BID_PANEL_BESIDE_LOT_PARTS = { lot: false, bidding: true, history: false } as const;
