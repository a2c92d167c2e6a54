import { bidRowTone, type Lot } from '@trove/core/auction';
import { formatDateTime, formatPrice } from '@trove/core/gallery';
import { useId } from 'react';
import { cx } from '../../styles/cx';

export interface BidHistoryTranslations {
  title: string;
  bidder: string;
  amount: string;
  time: string;
  empty: string;
  /** The marker of the leading row (besides its colour). */
  leading: string;
  /** The marker of the member's own rows (besides their colour). */
  own: string;
}

export const bidHistoryTranslations: BidHistoryTranslations = {
  title: 'Bid history',
  bidder: 'Bidder',
  amount: 'Amount',
  time: 'Time',
  empty: 'No bids yet',
  leading: 'Leading bid',
  own: 'Your bid',
};

type Slot = 'root' | 'title' | 'table' | 'row' | 'leading' | 'own' | 'tag';

export interface BidHistoryViewProps {
  lot: Lot;
  /** The signed-in member, whose rows are marked as theirs. */
  userId: number | null;
  /** The time zone of the bids' times. Default: the browser's. */
  timeZone?: string | undefined;
  classNames?: Partial<Record<Slot, string>> | undefined;
  translations?: Partial<BidHistoryTranslations> | undefined;
}

/**
 * A lot's bids, newest first: the leading bid in green and the member's own lower bids in red
 * (core's `bidRowTone`), each also marked in words, so colour is never the only sign.
 */
export function BidHistoryView({
  lot,
  userId,
  timeZone,
  classNames = {},
  translations,
}: BidHistoryViewProps) {
  const t = { ...bidHistoryTranslations, ...translations };
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cx('trove-root', 'trove-bid-history', classNames.root)}>
      <h3 id={titleId} className={cx('trove-bid-history__title', classNames.title)} part="title">
        {t.title}
      </h3>
      {lot.bids.length === 0 ? (
        <p className="trove-bid-history__empty">{t.empty}</p>
      ) : (
        <table
          aria-labelledby={titleId}
          className={cx('trove-table', 'trove-bid-history__table', classNames.table)}
        >
          <thead>
            <tr>
              <th scope="col">{t.bidder}</th>
              <th scope="col">{t.amount}</th>
              <th scope="col">{t.time}</th>
            </tr>
          </thead>
          <tbody>
            {lot.bids.map((bid, index) => {
              const tone = bidRowTone(bid, index, lot, userId);
              const mine = userId !== null && bid.user.id === userId;
              return (
                <tr
                  part="history-row"
                  key={bid.id}
                  data-tone={tone}
                  className={cx(
                    'trove-bid-history__row',
                    `trove-bid-history__row--${tone}`,
                    classNames.row,
                    tone === 'leading' && classNames.leading,
                    tone === 'own' && classNames.own,
                  )}
                >
                  <td>
                    {bid.user.display_name}
                    {tone === 'leading' && ' '}
                    {tone === 'leading' && (
                      <span
                        className={cx(
                          'trove-bid-history__tag',
                          'trove-bid-history__tag--leading',
                          classNames.tag,
                        )}
                      >
                        {t.leading}
                      </span>
                    )}
                    {mine && ' '}
                    {mine && (
                      <span
                        className={cx(
                          'trove-bid-history__tag',
                          'trove-bid-history__tag--own',
                          classNames.tag,
                        )}
                      >
                        {t.own}
                      </span>
                    )}
                  </td>
                  <td className="trove-bid-history__amount">{formatPrice(bid.amount, lot.currency)}</td>
                  <td>
                    <time dateTime={bid.modified}>{formatDateTime(bid.modified, { timeZone })}</time>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
