import { formatCount, formatLongDate } from '@trove/core/gallery';
import {
  type DashboardStats,
  DEFAULT_LISTING_SORT,
  isListingLinked,
  LISTING_SORTS,
  LISTINGS_PAGE_SIZE,
  LISTINGS_PAGINATION_PAGES,
  type ListingPage,
  type ListingRow,
  type ListingSort,
  listingPageCount,
  listingRowActions,
} from '@trove/core/listing';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { type LinkComponent, PlainLink } from '../../shell/ui/linkComponent';
import { PaginationView } from '../../shell/ui/PaginationView';
import { cx } from '../../styles/cx';
import { ListingStatusBadge } from './ListingStatusBadge';
import {
  type ListingTranslations,
  listingPaginationTranslations,
  listingTranslations,
} from './listingTranslations';

export interface ListingsDashboardHrefs {
  /** Create Listing (items.add). */
  add: string;
  /** Edit a listing (items.edit with id). */
  edit: (id: number) => string;
  /** Duplicate a listing (items.add with id). */
  duplicate: (id: number) => string;
}

export const listingsDashboardHrefs: ListingsDashboardHrefs = {
  add: '/add',
  edit: (id) => `/edit/${id}`,
  duplicate: (id) => `/add?id=${id}`,
};

type Slot = 'root' | 'title' | 'stats' | 'toolbar' | 'search' | 'table' | 'row' | 'actions' | 'pagination';

export interface ListingsDashboardViewProps {
  /** The stats strip; `undefined` while it loads. */
  stats?: DashboardStats | undefined;
  /** The page of listings; `undefined` while it loads. */
  listings: ListingPage | undefined;
  /** The page shown, from 1. */
  page: number;
  onPageChange?: ((page: number) => void) | undefined;
  /** The keyword search applied (`q`). */
  query?: string | undefined;
  /** Search submits the keywords; Reset submits ''. */
  onSearch?: ((query: string) => void) | undefined;
  /** The table's sort (core's LISTING_SORTS): a column, `-column` descending. Default: core's. */
  sort?: ListingSort | undefined;
  onSortChange?: ((sort: ListingSort) => void) | undefined;
  /** Create Listing shows when core's `canCreateListing` (the flag and add_item) allows it. */
  canCreate?: boolean | undefined;
  /** The member: core's `listingRowActions` picks each row's actions by their permissions. */
  user: ListingUser;
  /** Re-list (an expired listing). */
  onRelist?: ((row: ListingRow) => void) | undefined;
  /** Archive, or Publish an archived listing (core's `archiveToggle`). */
  onToggleArchive?: ((row: ListingRow) => void) | undefined;
  /** Boost (change_item_feature_boost): the boost form. */
  onBoost?: ((row: ListingRow) => void) | undefined;
  /** The ids of rows whose action runs: their buttons are disabled. */
  busyIds?: readonly number[] | undefined;
  failed?: boolean | undefined;
  onRetry?: (() => void) | undefined;
  timeZone?: string | undefined;
  /** Default: 50, the spec's. */
  pageSize?: number | undefined;
  hrefs?: Partial<ListingsDashboardHrefs> | undefined;
  linkComponent?: LinkComponent | undefined;
  classNames?: Partial<Record<Slot, string>> | undefined;
  translations?: Partial<ListingTranslations & typeof listingSortTranslations> | undefined;
}

/** The member whose listings these are, as core's permission rules take them. */
export type ListingUser = Parameters<typeof listingRowActions>[1];

type SortColumn = Exclude<ListingSort, `-${string}`>;

/**
 * The sort menu's words (not the spec's): a phone reads the table as cards, without its column
 * headers, so the toolbar's menu sorts it too.
 */
export const listingSortTranslations = {
  sortLabel: 'Sort',
  sorts: {
    name: 'Name (A to Z)',
    '-name': 'Name (Z to A)',
    date_listed: 'Listed (oldest first)',
    '-date_listed': 'Listed (newest first)',
    likes_count: 'Likes (fewest first)',
    '-likes_count': 'Likes (most first)',
    views_count: 'Views (fewest first)',
    '-views_count': 'Views (most first)',
    status: 'Status (A to Z)',
    '-status': 'Status (Z to A)',
  } satisfies Record<ListingSort, string>,
};

const COLUMNS: { field: SortColumn; label: keyof ListingTranslations; numeric?: boolean }[] = [
  { field: 'name', label: 'columnName' },
  { field: 'status', label: 'columnStatus' },
  { field: 'likes_count', label: 'columnLikes', numeric: true },
  { field: 'views_count', label: 'columnViews', numeric: true },
  { field: 'date_listed', label: 'columnListed' },
];

/**
 * The member's listings (seed 000 §2 Dashboard listings, /listings?q): the stats strip, Create
 * Listing, keyword search with Reset, a table sorted by any column, at most 6 page links, and per
 * row Re-list (expired only), Archive or Publish (not for expired), Edit and Duplicate. Archived
 * listings show their name without a link. On a phone the table reads as cards.
 */
export function ListingsDashboardView({
  stats,
  listings,
  page,
  onPageChange,
  query = '',
  onSearch,
  sort = DEFAULT_LISTING_SORT,
  onSortChange,
  canCreate = false,
  onRelist,
  onToggleArchive,
  onBoost,
  user,
  busyIds = [],
  failed = false,
  onRetry,
  timeZone,
  pageSize = LISTINGS_PAGE_SIZE,
  hrefs,
  linkComponent: Link = PlainLink,
  classNames = {},
  translations,
}: ListingsDashboardViewProps) {
  const t = { ...listingTranslations, ...listingSortTranslations, ...translations };
  const to = { ...listingsDashboardHrefs, ...hrefs };
  const titleId = useId();
  const searchId = useId();
  const sortId = useId();
  const [keywords, setKeywords] = useState(query);
  useEffect(() => setKeywords(query), [query]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch?.(keywords.trim());
  };
  const sortedBy = sort.replace(/^-/, '');
  const descending = sort.startsWith('-');

  let content: ReactNode;
  if (failed) {
    content = (
      <div role="alert" className="trove-alert trove-alert--error">
        <p>{t.failed}</p>
        {onRetry && (
          <button type="button" className="trove-button" onClick={onRetry}>
            {t.retry}
          </button>
        )}
      </div>
    );
  } else if (listings === undefined) {
    content = <div role="status" aria-label={t.loading} className="trove-spinner" />;
  } else {
    content = (
      <>
        <table
          aria-labelledby={titleId}
          className={cx('trove-table', 'trove-table--cards', 'trove-listings__table', classNames.table)}
        >
          <thead>
            <tr>
              {COLUMNS.map((column) => {
                const current = sortedBy === column.field;
                const label = t[column.label] as string;
                return (
                  <th
                    key={column.field}
                    scope="col"
                    aria-sort={current ? (descending ? 'descending' : 'ascending') : undefined}
                    className={cx(column.numeric && 'trove-listings__numeric')}
                  >
                    <button
                      type="button"
                      className="trove-listings__sort"
                      aria-label={t.sortBy(label)}
                      onClick={() =>
                        onSortChange?.(
                          current && !descending ? (`-${column.field}` as ListingSort) : column.field,
                        )
                      }
                    >
                      {label}
                      <span aria-hidden="true" className="trove-listings__sort-mark">
                        {current ? (descending ? '▼' : '▲') : '↕'}
                      </span>
                    </button>
                  </th>
                );
              })}
              <th scope="col">{t.columnActions}</th>
            </tr>
          </thead>
          <tbody>
            {listings.results.length === 0 ? (
              <tr>
                <td colSpan={COLUMNS.length + 1} className="trove-table__empty">
                  {t.empty}
                </td>
              </tr>
            ) : (
              listings.results.map((row) => (
                <ListingRowView
                  key={row.id}
                  row={row}
                  busy={busyIds.includes(row.id)}
                  onRelist={onRelist}
                  onToggleArchive={onToggleArchive}
                  onBoost={onBoost}
                  user={user}
                  timeZone={timeZone}
                  hrefs={to}
                  Link={Link}
                  t={t}
                  rowClassName={classNames.row}
                  actionsClassName={classNames.actions}
                />
              ))
            )}
          </tbody>
        </table>
        <PaginationView
          page={page}
          pageCount={listingPageCount(listings.count, pageSize)}
          onPageChange={onPageChange}
          maxLinks={LISTINGS_PAGINATION_PAGES}
          translations={listingPaginationTranslations}
          classNames={{ root: classNames.pagination }}
        />
      </>
    );
  }

  return (
    <section aria-labelledby={titleId} className={cx('trove-root', 'trove-listings', classNames.root)}>
      <h2 id={titleId} className={cx('trove-listings__title', classNames.title)}>
        {t.listingsTitle}
      </h2>
      <dl className={cx('trove-listings__stats', classNames.stats)} aria-busy={stats === undefined}>
        <Stat label={t.statItems} value={stats?.item_count} />
        <Stat label={t.statViews} value={stats?.view_count} />
        <Stat label={t.statLikes} value={stats?.likes_received} />
      </dl>
      <div className={cx('trove-listings__toolbar', classNames.toolbar)}>
        {canCreate && (
          <Link href={to.add} className="trove-button trove-button--primary trove-listings__create">
            {t.createListing}
          </Link>
        )}
        <search className={cx('trove-listings__search', classNames.search)}>
          <form className="trove-listings__search-form" onSubmit={submit}>
            <label htmlFor={searchId} className="trove-visually-hidden">
              {t.searchLabel}
            </label>
            <input
              id={searchId}
              type="search"
              className="trove-field__input"
              value={keywords}
              placeholder={t.searchLabel}
              onChange={(event) => setKeywords(event.target.value)}
            />
            <button type="submit" className="trove-button">
              {t.search}
            </button>
            <button
              type="button"
              className="trove-button"
              disabled={query === '' && keywords === ''}
              onClick={() => {
                setKeywords('');
                onSearch?.('');
              }}
            >
              {t.reset}
            </button>
          </form>
        </search>
        <div className="trove-listings__sort-by">
          <label htmlFor={sortId}>{t.sortLabel}</label>{' '}
          <select
            id={sortId}
            className="trove-field__input"
            value={sort}
            onChange={(event) => onSortChange?.(event.target.value as ListingSort)}
          >
            {LISTING_SORTS.map((option) => (
              <option key={option} value={option}>
                {t.sorts[option]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {content}
    </section>
  );
}

function Stat({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="trove-listings__stat">
      <dt className="trove-listings__stat-label">{label}</dt>
      <dd className="trove-listings__stat-value">{value === undefined ? '…' : formatCount(value)}</dd>
    </div>
  );
}

/** Words a screen reader hears after a row's action (its listing's name), not shown. */
function Hidden({ children }: { children: ReactNode }) {
  return <span className="trove-visually-hidden">{children}</span>;
}

interface ListingRowViewProps {
  row: ListingRow;
  busy: boolean;
  onRelist: ((row: ListingRow) => void) | undefined;
  onToggleArchive: ((row: ListingRow) => void) | undefined;
  onBoost: ((row: ListingRow) => void) | undefined;
  user: ListingUser;
  timeZone: string | undefined;
  hrefs: ListingsDashboardHrefs;
  Link: LinkComponent;
  t: ListingTranslations;
  rowClassName: string | undefined;
  actionsClassName: string | undefined;
}

function ListingRowView({
  row,
  busy,
  onRelist,
  onToggleArchive,
  onBoost,
  user,
  timeZone,
  hrefs,
  Link,
  t,
  rowClassName,
  actionsClassName,
}: ListingRowViewProps) {
  const linked = isListingLinked(row);
  const actions = listingRowActions(row, user);
  const on = { relist: onRelist, archive: onToggleArchive, publish: onToggleArchive, boost: onBoost };
  return (
    <tr
      className={cx('trove-listings__row', row.highlight && 'trove-listings__row--highlight', rowClassName)}
      data-status={row.status}
    >
      <th scope="row" className="trove-listings__name">
        {linked ? <Link href={row.absolute_url}>{row.name}</Link> : row.name}
      </th>
      <td data-label={t.columnStatus}>
        <ListingStatusBadge status={row.status} />
      </td>
      <td data-label={t.columnLikes} className="trove-listings__numeric">
        {formatCount(row.likes_count)}
      </td>
      <td data-label={t.columnViews} className="trove-listings__numeric">
        {formatCount(row.views_count)}
      </td>
      <td data-label={t.columnListed}>
        {row.date_listed ? (
          <time dateTime={row.date_listed}>{formatLongDate(row.date_listed, { timeZone })}</time>
        ) : (
          '-'
        )}
      </td>
      <td>
        <div className={cx('trove-listings__actions', actionsClassName)}>
          {actions.map((action) => {
            const label = (
              <>
                {t[action]}
                <Hidden> {row.name}</Hidden>
              </>
            );
            if (action === 'edit' || action === 'duplicate')
              return (
                <Link key={action} href={hrefs[action](row.id)} className="trove-button">
                  {label}
                </Link>
              );
            return (
              <button
                key={action}
                type="button"
                className={cx('trove-button', action === 'relist' && 'trove-button--primary')}
                disabled={busy}
                onClick={() => on[action]?.(row)}
              >
                {label}
              </button>
            );
          })}
        </div>
      </td>
    </tr>
  );
}
