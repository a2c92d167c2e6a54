import type { AuctionPhase, Lot } from '@trove/core/auction';
import { formatPrice } from '@trove/core/gallery';
import { useId } from 'react';
import { cx } from '../../styles/cx';
import { AuctionCountdownView, type LotClock } from './AuctionCountdownView';
import { type LotPanelTranslations, lotPanelTranslations } from './LotPanelView';

type Slot = 'root' | 'title' | 'price';

export interface LotCompactViewProps {
  lot: Lot;
  phase: AuctionPhase;
  /** The auction clock's `remainingMs`. */
  remainingMs?: number | undefined;
  /** The clock the countdown follows instead of `remainingMs` (see `AuctionCountdownView`). */
  clock?: LotClock | undefined;
  announcement?: string | null | undefined;
  announcementKey?: number | undefined;
  classNames?: Partial<Record<Slot, string>> | undefined;
  translations?: Partial<LotPanelTranslations> | undefined;
}

/**
 * A lot in one line, for a bidding panel shown alone: its title and name, the price and the
 * countdown (the lot panel, when on the same page, says the rest).
 */
export function LotCompactView({
  lot,
  phase,
  remainingMs,
  clock,
  announcement,
  announcementKey,
  classNames = {},
  translations,
}: LotCompactViewProps) {
  const t = { ...lotPanelTranslations, ...translations };
  const titleId = useId();
  const label = lot.current_bid === null ? t.startingBid : phase === 'closed' ? t.highestBid : t.currentBid;
  return (
    <section aria-labelledby={titleId} className={cx('trove-lot-compact', classNames.root)}>
      <h2 id={titleId} className={cx('trove-lot-compact__title', classNames.title)} part="title">
        {t.title(lot)}
        {lot.number !== null && <span className="trove-lot-compact__name"> · {lot.name}</span>}
      </h2>
      <p className={cx('trove-lot-compact__price', classNames.price)}>
        {label} <span part="price">{formatPrice(lot.current_bid ?? lot.start_price, lot.currency)}</span>
      </p>
      <AuctionCountdownView
        phase={phase}
        remainingMs={remainingMs}
        clock={clock}
        announcement={announcement}
        announcementKey={announcementKey}
        translations={t}
      />
    </section>
  );
}
