import {
  AUCTION_MESSAGES,
  type AuctionClockState,
  type BidResult,
  biddingPanelReducer,
  initialBiddingPanel,
  type Lot,
  mayBid,
  type Timer,
} from '@trove/core/auction';
import { formatDateTime } from '@trove/core/gallery';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useAuthToken } from '../auth/useAuthToken';
import { useCurrentUser } from '../auth/useCurrentUser';
import { cx } from '../styles/cx';
import { useToast } from '../toast/useToast';
import {
  type BiddingPanelTranslations,
  BiddingPanelView,
  type BiddingPanelViewProps,
} from './ui/BiddingPanelView';
import { type BidHistoryTranslations, BidHistoryView, type BidHistoryViewProps } from './ui/BidHistoryView';
import {
  type LotPanelTranslations,
  LotPanelView,
  type LotPanelViewProps,
  lotPanelTranslations,
} from './ui/LotPanelView';
import { useAuctionClock } from './useAuctionClock';
import { useLot } from './useLot';
import { useLotLiveUpdates } from './useLotLiveUpdates';
import { useOutbidAlert } from './useOutbidAlert';
import { usePlaceBid } from './usePlaceBid';

export interface LotDetailTranslations {
  loading: string;
  failed: string;
  notFound: string;
}

export const lotDetailTranslations: LotDetailTranslations = {
  loading: 'Loading',
  failed: 'Sorry, this lot could not be loaded.',
  notFound: 'This lot could not be found.',
};

/** Which parts a `LotDetail` shows. */
export interface LotDetailParts {
  /** The lot panel with its countdown. Default: true. */
  lot?: boolean | undefined;
  /** The bidding panel. Default: true. */
  bidding?: boolean | undefined;
  /** The bid history. Default: true. */
  history?: boolean | undefined;
}

export interface LotDetailProps {
  lotId: number;
  /** The parts shown (the `<trove-lot>` element leaves out bidding). Default: all three. */
  parts?: LotDetailParts | undefined;
  /** Log in to bid, for anonymous visitors (open the site's sign-in, or a popup on a partner page). */
  onLogin?: (() => void) | undefined;
  /** A bid was accepted (the answer may say another member's maximum outbid it at once). */
  onBidPlaced?: ((result: BidResult) => void) | undefined;
  /** The member lost the lead. */
  onOutbid?: ((lot: Lot) => void) | undefined;
  /** The auction closed while shown. */
  onClosed?: ((lot: Lot) => void) | undefined;
  /** The time zone of dates and times. Default: the browser's. */
  timeZone?: string | undefined;
  /** The local clock. Default: `Date.now`. */
  now?: (() => number) | undefined;
  /** The clock's ticks and the refresh polling. Default: the global timers. */
  timer?: Timer | undefined;
  classNames?: {
    root?: string;
    lot?: LotPanelViewProps['classNames'];
    bidding?: BiddingPanelViewProps['classNames'];
    history?: BidHistoryViewProps['classNames'];
  };
  translations?: Partial<LotDetailTranslations> & {
    lot?: Partial<LotPanelTranslations>;
    bidding?: Partial<BiddingPanelTranslations>;
    history?: Partial<BidHistoryTranslations>;
  };
}

/**
 * A lot's detail over the API, as an item page embeds it: the lot panel with its countdown, the
 * bidding panel and the bid history, kept fresh by the lot's event stream (or by polling while it
 * is down). When the member loses the lead (a refresh or a pushed bid shows another leader), the
 * toast and the countdown's live region say You have been out bid.
 */
export function LotDetail(props: LotDetailProps) {
  const { lotId, classNames = {}, translations = {} } = props;
  const t = { ...lotDetailTranslations, ...translations };
  const query = useLot(lotId);
  const lot = query.data;
  const clock = useAuctionClock(lot, { now: props.now, timer: props.timer });
  const root = cx('trove-root', 'trove-lot-detail', classNames.root);
  if (!lot || !clock) {
    if (query.error) {
      return (
        <div className={root}>
          <p role="alert" className="trove-alert trove-alert--error">
            {query.error.status === 404 ? t.notFound : t.failed}
          </p>
        </div>
      );
    }
    return (
      <div className={root}>
        <div role="status" aria-label={t.loading} className="trove-spinner" />
      </div>
    );
  }
  // keyed by lot: another lot starts with a fresh panel
  return <LoadedLotDetail key={lot.id} {...props} lot={lot} clock={clock} className={root} />;
}

interface LoadedLotDetailProps extends LotDetailProps {
  lot: Lot;
  clock: AuctionClockState;
  className: string;
}

function LoadedLotDetail({
  lot,
  clock,
  className,
  onLogin,
  onBidPlaced,
  onOutbid,
  onClosed,
  timeZone,
  timer,
  parts = {},
  classNames = {},
  translations = {},
}: LoadedLotDetailProps) {
  const { lot: showLot = true, bidding: showBidding = true, history: showHistory = true } = parts;
  const toast = useToast();
  const signedIn = useAuthToken() !== null;
  const { data: user } = useCurrentUser();
  const userId = signedIn ? (user?.id ?? null) : null;
  const lotTranslations = { ...lotPanelTranslations, ...translations.lot };

  // what the countdown's polite live region says; a new key says it again
  const [spoken, setSpoken] = useState<{ text: string; key: number } | null>(null);
  const say = useCallback(
    (text: string) => setSpoken((before) => ({ text, key: (before?.key ?? 0) + 1 })),
    [],
  );

  // callbacks in a ref: a new function each render is not a new event
  const callbacks = useRef({ onBidPlaced, onOutbid, onClosed });
  const latestLot = useRef(lot);
  useEffect(() => {
    callbacks.current = { onBidPlaced, onOutbid, onClosed };
    latestLot.current = lot;
  });

  const outbid = useCallback(() => {
    toast.warning(AUCTION_MESSAGES.outbid);
    say(AUCTION_MESSAGES.outbid);
    callbacks.current.onOutbid?.(latestLot.current);
  }, [toast, say]);
  const onEvent = useOutbidAlert(lot, userId, outbid);
  useLotLiveUpdates(lot.id, lot, { phase: clock.phase, onEvent, timer });

  useEffect(() => {
    if (clock.announcement) say(clock.announcement);
  }, [clock.announcement, say]);

  useEffect(() => {
    if (clock.flip !== AUCTION_MESSAGES.nowClosed) return;
    say(AUCTION_MESSAGES.nowClosed);
    callbacks.current.onClosed?.(latestLot.current);
  }, [clock.flip, say]);

  // soft close: a late bid moved the close; say the new time
  const closesSeen = useRef({ id: lot.id, closes: lot.closes });
  useEffect(() => {
    const before = closesSeen.current;
    closesSeen.current = { id: lot.id, closes: lot.closes };
    if (before.id !== lot.id || Date.parse(lot.closes) <= Date.parse(before.closes) || lot.closed) return;
    say(lotTranslations.extended(formatDateTime(lot.closes, { timeZone })));
  }, [lot.id, lot.closes, lot.closed, say, timeZone, lotTranslations.extended]);

  const [panel, dispatch] = useReducer(biddingPanelReducer, lot, initialBiddingPanel);
  // while the member has not typed, the amount follows the suggestion as the lot moves
  const suggested = useRef(initialBiddingPanel(lot).amount);
  useEffect(() => {
    const next = initialBiddingPanel(lot).amount;
    if (next !== suggested.current && panel.step === 'bidding' && panel.amount === suggested.current) {
      dispatch({ type: 'amount', amount: next });
    }
    suggested.current = next;
  }, [lot, panel.step, panel.amount]);

  const placeBid = usePlaceBid(lot.id);
  const confirm = () => {
    const auto = panel.step === 'confirm_auto_bid';
    placeBid.mutate(
      { amount: Number(panel.amount.trim()), auto },
      {
        onSuccess: (result) => {
          dispatch({ type: 'placed', lot: result.lot });
          if (userId !== null && result.user.id !== userId) {
            say(AUCTION_MESSAGES.outbid);
            callbacks.current.onOutbid?.(result.lot);
          }
          callbacks.current.onBidPlaced?.(result);
        },
        onError: () => dispatch({ type: 'failed', lot: latestLot.current }),
      },
    );
  };

  return (
    <div className={className}>
      {showLot ? (
        <LotPanelView
          lot={lot}
          phase={clock.phase}
          remainingMs={clock.remainingMs}
          announcement={spoken?.text ?? null}
          announcementKey={spoken?.key}
          timeZone={timeZone}
          classNames={classNames.lot}
          translations={translations.lot}
        />
      ) : (
        // without the lot panel, its live region still speaks
        <div role="status" aria-live="polite" aria-atomic="true" className="trove-visually-hidden">
          {spoken && <span key={spoken.key}>{spoken.text}</span>}
        </div>
      )}
      {showBidding && (
        <BiddingPanelView
          lot={lot}
          phase={clock.phase}
          state={panel}
          signedIn={signedIn}
          userId={userId}
          profileIncomplete={user ? !mayBid(user) : false}
          placing={placeBid.isPending}
          onAmountChange={(amount) => dispatch({ type: 'amount', amount })}
          onBid={() => dispatch({ type: 'bid', lot })}
          onAutoBid={() => dispatch({ type: 'auto_bid', lot })}
          onConfirm={confirm}
          onCancel={() => dispatch({ type: 'cancel' })}
          onLogin={onLogin}
          classNames={classNames.bidding}
          translations={translations.bidding}
        />
      )}
      {showHistory && (
        <BidHistoryView
          lot={lot}
          userId={userId}
          timeZone={timeZone}
          classNames={classNames.history}
          translations={translations.history}
        />
      )}
    </div>
  );
}
