import type { Page } from '@trove/core';
import { LOTS_PAGE_SIZE, type Lot, type LotSort, type LotStatus } from '@trove/core/auction';
import { formatDateTime, formatPrice } from '@trove/core/gallery';
import { pageCountOf } from '../../shell/pagination';
import { type LinkComponent, PlainLink } from '../../shell/ui/linkComponent';
import {
  type PaginationTranslations,
  PaginationView,
  paginationTranslations,
} from '../../shell/ui/PaginationView';
import { TitledSection } from '../../shell/ui/TitledSection';
import { cx } from '../../styles/cx';

/** Spec §9: the member's lots come 50 a page (core's one constant). */
export const MY_LOTS_PAGE_SIZE = LOTS_PAGE_SIZE;

/** The sortable columns and their sort keys (`-` in front sorts descending). */
export type LotSortKey = 'item__name' | 'estimate_price' | 'end_date';

export interface MyAuctionLotsTranslations extends PaginationTranslations {
  title: string;
  name: string;
  estimate: string;
  date: string;
  currentBid: string;
  reserve: string;
  /** The status column: how the lot stands for the member. */
  status: string;
  leading: string;
  notStarted: string;
  statuses: Record<LotStatus, string>;
  loading: string;
  failed: string;
  empty: string;
}

export const myAuctionLotsTranslations: MyAuctionLotsTranslations = {
  ...paginationTranslations,
  title: 'My lots',
  name: 'Lot',
  estimate: 'Estimate',
  date: 'Closes',
  currentBid: 'Current bid',
  reserve: 'Reserve',
  status: 'Status',
  leading: 'Leading',
  notStarted: 'Not open yet',
  statuses: { open: 'Open', won: 'Won', lost: 'Lost', sold: 'Sold', closed: 'Closed' },
  loading: 'Loading',
  failed: 'Sorry, your lots could not be loaded.',
  empty: 'No results found',
};

type Slot = 'root' | 'title' | 'table' | 'row' | 'sort' | 'status' | 'tick' | 'pagination';

export interface MyAuctionLotsViewProps {
  /** The current page; `undefined` while it loads. */
  lots: Page<Lot> | undefined;
  /** The page shown, from 1. */
  page: number;
  /** The sort applied; default: the server's order. */
  sort?: LotSort | undefined;
  onPageChange?: ((page: number) => void) | undefined;
  /** A column header was clicked: ascending first, then descending. */
  onSortChange?: ((sort: LotSort) => void) | undefined;
  /** The lots could not be loaded. */
  failed?: boolean | undefined;
  /** Where a lot's name links. Default: the lot's `url` (its item's page). */
  lotHref?: ((lot: Lot) => string) | undefined;
  /** The time zone of closing dates. Default: the browser's. */
  timeZone?: string | undefined;
  /** Default: 50, the spec's. */
  pageSize?: number | undefined;
  linkComponent?: LinkComponent | undefined;
  classNames?: Partial<Record<Slot, string>> | undefined;
  translations?: Partial<MyAuctionLotsTranslations> | undefined;
}

const defaultLotHref = (lot: Lot) => lot.url;

function sortState(sort: LotSort | undefined, key: LotSortKey): 'ascending' | 'descending' | undefined {
  if (sort === key) return 'ascending';
  if (sort === `-${key}`) return 'descending';
  return undefined;
}

type RowStatus = LotStatus | 'leading' | 'not_started';

/** A row's status: the server's `status`, an open lot told apart as leading or not open yet. */
function rowStatus(lot: Lot): RowStatus {
  if (lot.status !== 'open') return lot.status;
  if (lot.has_leading_bid) return 'leading';
  return Date.parse(lot.opens) > Date.parse(lot.server_time) ? 'not_started' : 'open';
}

/**
 * The member's lots, 50 a page: name, estimate and closing date sortable (`aria-sort` on the
 * sorted header), current bid, reserve status and a status: Leading (with a tick) or Open while it
 * runs, then Won (with a tick), Lost, Sold or Closed.
 */
export function MyAuctionLotsView({
  lots,
  page,
  sort,
  onPageChange,
  onSortChange,
  failed = false,
  lotHref = defaultLotHref,
  timeZone,
  pageSize = MY_LOTS_PAGE_SIZE,
  linkComponent: Link = PlainLink,
  classNames = {},
  translations,
}: MyAuctionLotsViewProps) {
  const t = {
    ...myAuctionLotsTranslations,
    ...translations,
    statuses: { ...myAuctionLotsTranslations.statuses, ...translations?.statuses },
  };
  const statusText = (status: RowStatus) =>
    status === 'leading' ? t.leading : status === 'not_started' ? t.notStarted : t.statuses[status];
  const sortable = (key: LotSortKey, label: string) => {
    const state = sortState(sort, key);
    return (
      <th scope="col" aria-sort={state}>
        <button
          type="button"
          className={cx('trove-sort', state && `trove-sort--${state}`, classNames.sort)}
          onClick={() => onSortChange?.(state === 'ascending' ? (`-${key}` as LotSort) : key)}
        >
          {label}
          <span aria-hidden="true" className="trove-sort__arrow">
            {state === 'ascending' ? '▲' : state === 'descending' ? '▼' : '↕'}
          </span>
        </button>
      </th>
    );
  };
  return (
    <TitledSection
      block="my-lots"
      title={t.title}
      classNames={classNames}
      failed={failed}
      failedText={t.failed}
      data={lots}
      loadingText={t.loading}
    >
      {(lots, titleId) => (
        <>
          {/* a phone's width scrolls the table, not the page */}
          <div className="trove-my-lots__scroll">
            <table
              aria-labelledby={titleId}
              className={cx('trove-table', 'trove-my-lots__table', classNames.table)}
            >
              <thead>
                <tr>
                  {sortable('item__name', t.name)}
                  {sortable('estimate_price', t.estimate)}
                  {sortable('end_date', t.date)}
                  <th scope="col">{t.currentBid}</th>
                  <th scope="col">{t.reserve}</th>
                  <th scope="col">{t.status}</th>
                </tr>
              </thead>
              <tbody>
                {lots.results.length === 0 ? (
                  <tr>
                    <td colSpan={6} className="trove-table__empty">
                      {t.empty}
                    </td>
                  </tr>
                ) : (
                  lots.results.map((lot) => {
                    const status = rowStatus(lot);
                    const ticked = status === 'leading' || status === 'won';
                    return (
                      <tr
                        key={lot.id}
                        className={cx(
                          'trove-my-lots__row',
                          `trove-my-lots__row--${status.replace('_', '-')}`,
                          classNames.row,
                        )}
                      >
                        <td>
                          <Link href={lotHref(lot)}>{lot.name}</Link>
                        </td>
                        <td>
                          {lot.estimate_price === null ? '' : formatPrice(lot.estimate_price, lot.currency)}
                        </td>
                        <td>
                          <time dateTime={lot.closes}>{formatDateTime(lot.closes, { timeZone })}</time>
                        </td>
                        <td>{lot.current_bid === null ? '' : formatPrice(lot.current_bid, lot.currency)}</td>
                        <td>{lot.reserve_status}</td>
                        <td>
                          <span
                            className={cx(
                              'trove-my-lots__status',
                              `trove-my-lots__status--${status.replace('_', '-')}`,
                              classNames.status,
                            )}
                          >
                            {ticked && (
                              <span aria-hidden="true" className={cx('trove-tick', classNames.tick)}>
                                ✓
                              </span>
                            )}
                            {statusText(status)}
                          </span>
                        </td>
                      </tr>
                    );
                  })
                )}
              </tbody>
            </table>
          </div>
          <PaginationView
            page={page}
            pageCount={pageCountOf(lots.count, pageSize)}
            onPageChange={onPageChange}
            translations={t}
            classNames={{ root: classNames.pagination }}
          />
        </>
      )}
    </TitledSection>
  );
}
