import { type AuctionPhase, isReserveMet, type Lot } from '@trove/core/auction';
import { formatDateTime, formatPrice } from '@trove/core/gallery';
import { type MouseEvent, useId } from 'react';
import { cx } from '../../styles/cx';
import {
  type AuctionCountdownTranslations,
  AuctionCountdownView,
  auctionCountdownTranslations,
  type LotClock,
} from './AuctionCountdownView';

export interface LotPanelTranslations extends AuctionCountdownTranslations {
  /** The panel's heading: `Lot 12`, or the lot's name when it has no number. */
  title: (lot: Pick<Lot, 'number' | 'name'>) => string;
  estimate: string;
  currentBid: string;
  startingBid: string;
  /** A closed lot's price when it sold (the reserve met, or none). */
  soldFor: string;
  /** A closed lot's highest bid when it did not sell (under the reserve). */
  highestBid: string;
  bids: (count: number) => string;
  reserve: string;
  buyersPremium: string;
  opens: string;
  closes: string;
  /** A closed lot's closing time. */
  closed: string;
  leading: string;
  /** A won lot's link to the cart, where it waits to be paid for. */
  payNow: string;
  /** A won lot the member has paid for (instead of Pay now). */
  paid: string;
}

export const lotPanelTranslations: LotPanelTranslations = {
  ...auctionCountdownTranslations,
  title: (lot) => (lot.number === null ? lot.name : `Lot ${lot.number}`),
  estimate: 'Estimate',
  currentBid: 'Current bid',
  startingBid: 'Starting bid',
  soldFor: 'Sold for',
  highestBid: 'Highest bid',
  bids: (count) => (count === 1 ? '1 bid' : `${count} bids`),
  reserve: 'Reserve',
  buyersPremium: "Buyer's premium",
  opens: 'Opens',
  closes: 'Closes',
  closed: 'Closed',
  leading: 'You have the leading bid',
  payNow: 'Pay now',
  paid: 'Paid',
};

type Slot = 'root' | 'title' | 'facts' | 'reserve' | 'leading' | 'countdown' | 'payNow';

export interface LotPanelViewProps {
  lot: Lot;
  /** The auction clock's phase. */
  phase: AuctionPhase;
  /** The auction clock's `remainingMs`. */
  remainingMs?: number | undefined;
  /** The clock the countdown follows instead of `remainingMs` (see `AuctionCountdownView`). */
  clock?: LotClock | undefined;
  /** What the countdown's live region says (see `AuctionCountdownView`). */
  announcement?: string | null | undefined;
  announcementKey?: number | undefined;
  /** The time zone of the opening and closing times. Default: the browser's. */
  timeZone?: string | undefined;
  /**
   * Where Pay now goes once the member has won the lot (its status `won`) and not yet paid for it
   * (`paid`, which shows Paid instead): the cart, where the lot waits as a line. Without it there
   * is no Pay now.
   */
  payNowHref?: string | undefined;
  /** Pay now was chosen: e.g. a partner page's element opens the marketplace's cart in a popup (and prevents the link). */
  onPayNow?: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
  classNames?: Partial<Record<Slot, string>> | undefined;
  translations?: Partial<LotPanelTranslations> | undefined;
}

/** The price's label: the current or starting bid while open; once closed, what it sold for or reached. */
function priceLabel(lot: Lot, phase: AuctionPhase, t: LotPanelTranslations): string {
  if (lot.current_bid === null) return t.startingBid;
  if (phase !== 'closed') return t.currentBid;
  return isReserveMet(lot.reserve_status) ? t.soldFor : t.highestBid;
}

/**
 * A lot at a glance: estimate, current (or starting) bid, reserve status, buyer's premium, the
 * countdown and, for the leading member, a tick. Once closed: Sold for (or Highest bid under the
 * reserve) and Closed, and no leading tick (the bidding panel says who won).
 */
export function LotPanelView({
  lot,
  phase,
  remainingMs,
  clock,
  announcement,
  announcementKey,
  timeZone,
  payNowHref,
  onPayNow,
  classNames = {},
  translations,
}: LotPanelViewProps) {
  const t = { ...lotPanelTranslations, ...translations };
  const titleId = useId();
  const reserveMet = isReserveMet(lot.reserve_status);
  const closed = phase === 'closed';
  const leading = lot.has_leading_bid && !closed;
  return (
    <section
      aria-labelledby={titleId}
      className={cx('trove-root', 'trove-lot-panel', leading && 'trove-lot-panel--leading', classNames.root)}
    >
      <h2 id={titleId} className={cx('trove-lot-panel__title', classNames.title)} part="title">
        {t.title(lot)}
      </h2>
      <AuctionCountdownView
        phase={phase}
        remainingMs={remainingMs}
        clock={clock}
        announcement={announcement}
        announcementKey={announcementKey}
        classNames={{ root: classNames.countdown }}
        translations={t}
      />
      <dl className={cx('trove-lot-panel__facts', classNames.facts)}>
        {lot.estimate_price !== null && (
          <div className="trove-lot-panel__fact">
            <dt>{t.estimate}</dt>
            <dd>{formatPrice(lot.estimate_price, lot.currency)}</dd>
          </div>
        )}
        <div className="trove-lot-panel__fact trove-lot-panel__fact--bid">
          <dt>{priceLabel(lot, phase, t)}</dt>
          <dd>
            <span className="trove-lot-panel__price" part="price">
              {formatPrice(lot.current_bid ?? lot.start_price, lot.currency)}
            </span>
            {lot.bid_count > 0 && <span className="trove-lot-panel__bids"> ({t.bids(lot.bid_count)})</span>}
          </dd>
        </div>
        <div className="trove-lot-panel__fact">
          <dt>{t.reserve}</dt>
          <dd
            className={cx(
              'trove-lot-panel__reserve',
              reserveMet ? 'trove-lot-panel__reserve--met' : 'trove-lot-panel__reserve--not-met',
              classNames.reserve,
            )}
          >
            {lot.reserve_status}
          </dd>
        </div>
        <div className="trove-lot-panel__fact">
          <dt>{t.buyersPremium}</dt>
          <dd>{lot.buyers_premium}%</dd>
        </div>
        <div className="trove-lot-panel__fact">
          <dt>{phase === 'not_started' ? t.opens : closed ? t.closed : t.closes}</dt>
          <dd>
            <time dateTime={phase === 'not_started' ? lot.opens : lot.closes}>
              {formatDateTime(phase === 'not_started' ? lot.opens : lot.closes, { timeZone })}
            </time>
          </dd>
        </div>
      </dl>
      {leading && (
        <p className={cx('trove-lot-panel__leading', classNames.leading)}>
          <span aria-hidden="true" className="trove-tick">
            ✓
          </span>{' '}
          {t.leading}
        </p>
      )}
      {closed && lot.status === 'won' && lot.paid && (
        <p className={cx('trove-lot-panel__pay', 'trove-lot-panel__paid', classNames.payNow)}>
          <span aria-hidden="true" className="trove-tick">
            ✓
          </span>{' '}
          {t.paid}
        </p>
      )}
      {closed && lot.status === 'won' && !lot.paid && payNowHref !== undefined && (
        <p className={cx('trove-lot-panel__pay', classNames.payNow)}>
          <a href={payNowHref} className="trove-button trove-button--primary" onClick={onPayNow}>
            {t.payNow}
          </a>
        </p>
      )}
    </section>
  );
}
