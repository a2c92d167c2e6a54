import { cx } from '../../styles/cx';
import { PAGINATION_LINKS, paginationItems } from '../pagination';

export interface PaginationTranslations {
  label: string;
  previous: string;
  next: string;
  page: (page: number) => string;
}

export const paginationTranslations: PaginationTranslations = {
  label: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  page: (page) => `Page ${page}`,
};

type Slot = 'root' | 'item' | 'current';

export interface PaginationViewProps {
  page: number;
  pageCount: number;
  onPageChange?: (page: number) => void;
  /** Default: 6, the spec's. */
  maxLinks?: number;
  classNames?: Partial<Record<Slot, string>>;
  translations?: Partial<PaginationTranslations>;
}

/** Previous, up to 6 page links with ellipses, Next; nothing for a single page. */
export function PaginationView({
  page,
  pageCount,
  onPageChange,
  maxLinks = PAGINATION_LINKS,
  classNames = {},
  translations,
}: PaginationViewProps) {
  const t = { ...paginationTranslations, ...translations };
  const items = paginationItems(page, pageCount, maxLinks);
  if (items.length === 0) return null;
  const button = cx('trove-button', 'trove-button--compact', 'trove-pagination__button', classNames.item);
  return (
    <nav aria-label={t.label} className={cx('trove-pagination', classNames.root)}>
      <ul className="trove-pagination__list">
        <li>
          <button
            type="button"
            className={button}
            disabled={page <= 1}
            onClick={() => onPageChange?.(page - 1)}
          >
            {t.previous}
          </button>
        </li>
        {items.map((item) =>
          item.type === 'ellipsis' ? (
            <li key={item.position} aria-hidden="true" className="trove-pagination__ellipsis">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className={cx(
                  button,
                  item.current && 'trove-pagination__button--current',
                  item.current && classNames.current,
                )}
                aria-label={t.page(item.page)}
                aria-current={item.current ? 'page' : undefined}
                onClick={() => {
                  if (!item.current) onPageChange?.(item.page);
                }}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={button}
            disabled={page >= pageCount}
            onClick={() => onPageChange?.(page + 1)}
          >
            {t.next}
          </button>
        </li>
      </ul>
    </nav>
  );
}
