import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@trove/core';
import {
  AUCTION_MESSAGES,
  isOutbid,
  type Lot,
  type LotMessageLevel,
  type LotOutcome,
  type LotSession,
  lotOutcomeMessages,
  mayBid,
  type Timers,
} from '@trove/core/auction';
import { formatDateTime } from '@trove/core/gallery';
import { useAuthToken } from '../auth/useAuthToken';
import { useCurrentUser } from '../auth/useCurrentUser';
import { cx } from '../styles/cx';
import { useToast } from '../toast/useToast';
import { myLotsQueryKey } from './auctionQueryKeys';
import type { LotClock } from './ui/AuctionCountdownView';
import {
  type BiddingPanelTranslations,
  BiddingPanelView,
  type BiddingPanelViewProps,
} from './ui/BiddingPanelView';
import { type BidHistoryTranslations, BidHistoryView, type BidHistoryViewProps } from './ui/BidHistoryView';
import { LotCompactView } from './ui/LotCompactView';
import {
  type LotPanelTranslations,
  LotPanelView,
  type LotPanelViewProps,
  lotPanelTranslations,
} from './ui/LotPanelView';
import { type LotStatusTranslations, LotStatusView, type LotStatusViewProps } from './ui/LotStatusView';
import { type LotSummaryTranslations, LotSummaryView, type LotSummaryViewProps } from './ui/LotSummaryView';
import { useLotItemImage } from './useLotItemImage';
import { useLotOutcomes } from './useLotOutcomes';
import { type LotSessionView, useLotSession } from './useLotSession';

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
  /** What is sold, above the rest: the item's name, first image and link (`LotSummaryView`). Default: false. */
  summary?: boolean | undefined;
  /** The lot in one line (`LotCompactView`) instead of the lot panel. Default: false. */
  compact?: boolean | undefined;
  /**
   * The status region showing every message and announcement inside the component (a partner
   * page's element, with no toast region); without it the messages go to the page's toasts.
   * Default: false.
   */
  status?: boolean | undefined;
  /**
   * Another component of the page tells the bidder about this lot (a partner page's
   * `<trove-bid-panel>` beside its `<trove-lot>`): this one shows no messages, sends no toasts and
   * announces nothing, so that the bidder is told once. Default: false.
   */
  quiet?: boolean | undefined;
}

export interface LotDetailProps {
  lotId: number;
  /** The parts shown (the `<trove-lot>` element leaves out bidding). Default: all three. */
  parts?: LotDetailParts | undefined;
  /** Log in to bid, for anonymous visitors (open the site's sign-in, or a popup on a partner page). */
  onLogin?: (() => void) | undefined;
  /** Each outcome of the lot's session: `bidPlaced`, `outbid`, `extended`, `closed`, `refused`, ... */
  onOutcome?: ((outcome: LotOutcome) => void) | undefined;
  /** The summary's link to the item. Default: the lot's `url` (on this site). */
  itemHref?: ((lot: Lot) => string) | undefined;
  /** A won lot's Pay now (the cart) in the lot panel; see `LotPanelView`. */
  payNowHref?: LotPanelViewProps['payNowHref'];
  onPayNow?: LotPanelViewProps['onPayNow'];
  /** The time zone of dates and times. Default: the browser's. */
  timeZone?: string | undefined;
  /** The local clock. Default: `Date.now`. */
  now?: (() => number) | undefined;
  /** The clock's ticks, the refresh polling and the messages' time. Default: the global timers. */
  timers?: Timers | undefined;
  classNames?: {
    root?: string;
    lot?: LotPanelViewProps['classNames'];
    bidding?: BiddingPanelViewProps['classNames'];
    history?: BidHistoryViewProps['classNames'];
    status?: LotStatusViewProps['classNames'];
    summary?: LotSummaryViewProps['classNames'];
  };
  translations?: Partial<LotDetailTranslations> & {
    lot?: Partial<LotPanelTranslations>;
    bidding?: Partial<BiddingPanelTranslations>;
    history?: Partial<BidHistoryTranslations>;
    status?: Partial<LotStatusTranslations>;
    summary?: Partial<LotSummaryTranslations>;
  };
}

/**
 * A lot's detail over the API, as an item page embeds it: the lot panel with its countdown, the
 * bidding panel and the bid history, all views of the lot's session (core's `createLotSession`:
 * the lot kept fresh by its stream, the clock, outbid, soft close, the panel and the bid). Its
 * messages go to the toasts, or to its own status region (`parts.status`).
 */
export function LotDetail(props: LotDetailProps) {
  const toast = useToast();
  return <LotDetailBase {...props} onMessage={(message) => toast.show(message)} />;
}

export interface LotDetailBaseProps extends LotDetailProps {
  /** Each message of an outcome, when there is no status region (`parts.status`) and it is not `quiet`. */
  onMessage?: ((message: { kind: LotMessageLevel; message: string }) => void) | undefined;
}

/**
 * `LotDetail` without the page's toasts, for a component that tells everything in its status
 * region (a partner page's element): its bundle leaves the toast queue out. Messages outside the
 * status region go to `onMessage`.
 */
export function LotDetailBase(props: LotDetailBaseProps) {
  const { lotId, classNames = {}, translations = {}, parts = {}, onMessage } = props;
  const t = { ...lotDetailTranslations, ...translations };
  const { session, state, clock } = useLotSession(lotId, { now: props.now, timers: props.timers });
  const queryClient = useQueryClient();
  useLotOutcomes(session, (outcome) => {
    if (!parts.status && !parts.quiet && onMessage) {
      for (const { level, text } of lotOutcomeMessages(outcome)) onMessage({ kind: level, message: text });
    }
    if (outcome.type === 'bidPlaced') void queryClient.invalidateQueries({ queryKey: myLotsQueryKey() });
    props.onOutcome?.(outcome);
  });
  const root = cx('trove-root', 'trove-lot-detail', classNames.root);
  if (!state.lot || !state.panel) {
    if (state.status === 'error') {
      const notFound = isApiError(state.error) && state.error.status === 404;
      return (
        <div className={root}>
          <p role="alert" className="trove-alert trove-alert--error" part="error">
            {notFound ? t.notFound : t.failed}
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
  return <LoadedLotDetail {...props} session={session} state={state} clock={clock} className={root} />;
}

interface LoadedLotDetailProps extends LotDetailProps {
  session: LotSession;
  state: LotSessionView;
  clock: LotClock;
  className: string;
}

function LoadedLotDetail({
  session,
  state,
  clock,
  className,
  onLogin,
  timeZone,
  itemHref,
  payNowHref,
  onPayNow,
  parts = {},
  classNames = {},
  translations = {},
}: LoadedLotDetailProps) {
  const {
    lot: showLot = true,
    bidding: showBidding = true,
    history: showHistory = true,
    status = false,
    summary = false,
    compact = false,
    quiet = false,
  } = parts;
  const signedIn = useAuthToken() !== null;
  const { data: user } = useCurrentUser();
  const userId = signedIn ? (user?.id ?? null) : null;
  const lotTranslations = { ...lotPanelTranslations, ...translations.lot };
  const { lot, panel, phase, announcement } = state;
  const imageUrl = useLotItemImage(summary ? lot?.url : undefined);
  if (!lot || !panel) return null;
  const spoken =
    announcement === null
      ? null
      : announcement.type === 'extended'
        ? lotTranslations.extended(formatDateTime(announcement.closes, { timeZone }))
        : announcement.text;
  // with the status region, the announcement is said there (visibly) and not twice
  const panelSays = status || quiet ? null : spoken;
  // the lot panel titled by the item's name (a lot without a number): the summary does not repeat it
  const panelNamesItem = showLot && !compact && lotTranslations.title(lot) === lot.name;
  // the bidding panel says You have been out bid for as long as it is so: the status region's
  // message of it is for assistive technology only, not shown a second time
  const shownByPanel =
    showBidding && phase !== 'closed' && isOutbid(lot, userId) ? [AUCTION_MESSAGES.outbid] : [];

  return (
    <div className={className}>
      {summary && (
        <LotSummaryView
          lot={lot}
          imageUrl={imageUrl}
          href={itemHref ? itemHref(lot) : lot.url}
          showName={!panelNamesItem}
          classNames={classNames.summary}
          translations={translations.summary}
        />
      )}
      {status && (
        <LotStatusView
          messages={state.messages}
          announcement={spoken}
          announcementKey={announcement?.key}
          onDismiss={session.dismiss}
          spokenOnly={shownByPanel}
          classNames={classNames.status}
          translations={translations.status}
        />
      )}
      {compact ? (
        <LotCompactView
          lot={lot}
          phase={phase}
          clock={clock}
          announcement={panelSays}
          announcementKey={announcement?.key}
          translations={translations.lot}
        />
      ) : showLot ? (
        <LotPanelView
          lot={lot}
          phase={phase}
          clock={clock}
          announcement={panelSays}
          announcementKey={announcement?.key}
          timeZone={timeZone}
          payNowHref={payNowHref}
          onPayNow={onPayNow}
          classNames={classNames.lot}
          translations={translations.lot}
        />
      ) : (
        !status &&
        !quiet && (
          // without the lot panel, its live region still speaks
          <div role="status" aria-live="polite" aria-atomic="true" className="trove-visually-hidden">
            {panelSays !== null && <span key={announcement?.key}>{panelSays}</span>}
          </div>
        )
      )}
      {showBidding && (
        <BiddingPanelView
          lot={lot}
          phase={phase}
          state={panel}
          signedIn={signedIn}
          userId={userId}
          profileIncomplete={user ? !mayBid(user) : false}
          placing={state.placing}
          onAmountChange={session.setAmount}
          onBid={session.bid}
          onAutoBid={session.autoBid}
          onConfirm={() => void session.confirm()}
          onCancel={session.cancel}
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
