import type { Lot } from '@trove/core/auction';
import { cx } from '../../styles/cx';

type Slot = 'root' | 'image' | 'name' | 'link';

export interface LotSummaryTranslations {
  /** The link to the item on the marketplace. */
  view: string;
}

export const lotSummaryTranslations: LotSummaryTranslations = { view: 'View on the marketplace' };

export interface LotSummaryViewProps {
  lot: Pick<Lot, 'name'>;
  /** The item's first image; none: no image (its space stays, so nothing shifts when it comes). */
  imageUrl?: string | null | undefined;
  /** The item's page on the marketplace. */
  href: string;
  /** Whether it shows the item's name: not when the heading beside it already says it. Default: true. */
  showName?: boolean | undefined;
  classNames?: Partial<Record<Slot, string>> | undefined;
  translations?: Partial<LotSummaryTranslations> | undefined;
}

/** What is being sold: the item's name, its first image and a link to it on the marketplace. */
export function LotSummaryView({
  lot,
  imageUrl,
  href,
  showName = true,
  classNames = {},
  translations,
}: LotSummaryViewProps) {
  const t = { ...lotSummaryTranslations, ...translations };
  return (
    <div className={cx('trove-lot-summary', classNames.root)} part="summary">
      <div className={cx('trove-lot-summary__image', classNames.image)} part="image">
        {imageUrl && <img src={imageUrl} alt="" width={96} height={96} loading="lazy" />}
      </div>
      {showName && (
        <p className={cx('trove-lot-summary__name', classNames.name)} part="name">
          {lot.name}
        </p>
      )}
      <a
        href={href}
        target="_blank"
        rel="noopener"
        className={cx('trove-lot-summary__link', classNames.link)}
        part="link"
      >
        {t.view}
      </a>
    </div>
  );
}
