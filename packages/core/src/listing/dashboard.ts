// The seller's dashboard (seed 000 §2 Dashboard listings, §3 Listing statuses, §4 archive toggle and
// re-list, §9 page size and pagination): status badges, row actions, the archive toggle, re-list
// highlighting and the pages the pagination shows.

import { hasPermission } from '../permissions/permissions';
import type { FeatureFlags } from '../schemas/settings';
import { archiveToggleMessage } from './messages';
import {
  BOOST_MAX,
  BOOST_MIN,
  LISTING_STATUSES,
  LISTINGS_PAGE_SIZE,
  LISTINGS_PAGINATION_PAGES,
  type ListingRow,
  type ListingState,
  type ListingStatus,
} from './schemas';

export type BadgeColour = 'grey' | 'yellow' | 'green';

/** §3: pending and archived grey, expired and scheduled yellow, active green (labels not shown: the status). */
export const LISTING_STATUS_BADGES: Readonly<Record<ListingStatus, { label: string; colour: BadgeColour }>> =
  {
    pending: { label: 'Pending', colour: 'grey' },
    active: { label: 'Active', colour: 'green' },
    scheduled: { label: 'Scheduled', colour: 'yellow' },
    expired: { label: 'Expired', colour: 'yellow' },
    archived: { label: 'Archived', colour: 'grey' },
  };

export function isListingStatus(value: unknown): value is ListingStatus {
  return (LISTING_STATUSES as readonly unknown[]).includes(value);
}

type MaybeUser = Parameters<typeof hasPermission>[0];

/** Create Listing (menu and dashboard): the create_listing flag on and add_item. */
export function canCreateListing(user: MaybeUser, features: Pick<FeatureFlags, 'create_listing'>): boolean {
  return features.create_listing && hasPermission(user, 'add_item');
}

export type ListingRowAction = 'relist' | 'archive' | 'publish' | 'edit' | 'duplicate' | 'boost';

/**
 * §2: re-list for an expired listing only; archive (or publish, when archived) for any other; edit
 * (change_item); duplicate (add_item); boost with change_item_feature_boost.
 */
export function listingRowActions(row: Pick<ListingRow, 'status'>, user: MaybeUser): ListingRowAction[] {
  const actions: ListingRowAction[] = [];
  const canChange = hasPermission(user, 'change_item');
  if (row.status === 'expired') actions.push('relist');
  else if (canChange) actions.push(row.status === 'archived' ? 'publish' : 'archive');
  if (canChange) actions.push('edit');
  if (hasPermission(user, 'add_item')) actions.push('duplicate');
  if (hasPermission(user, 'change_item_feature_boost')) actions.push('boost');
  return actions;
}

/** §2: an archived listing shows its name without a link. */
export function isListingLinked(row: Pick<ListingRow, 'status'>): boolean {
  return row.status !== 'archived';
}

/**
 * §4 archive toggle: an archived listing becomes active and searchable; any other becomes archived
 * and not searchable. `archive` is the flag to send; `message` the toast after it.
 */
export function archiveToggle(row: Pick<ListingRow, 'status'>): {
  archive: boolean;
  next: Pick<ListingState, 'status' | 'searchable'>;
  message: string;
} {
  const archive = row.status !== 'archived';
  return {
    archive,
    next: archive ? { status: 'archived', searchable: false } : { status: 'active', searchable: true },
    message: archiveToggleMessage(archive),
  };
}

/** Applies a changed state to its row; a re-listed row (§4) is highlighted, the others not. */
export function withListingState<R extends Pick<ListingRow, 'id' | 'status' | 'searchable' | 'highlight'>>(
  rows: readonly R[],
  state: ListingState,
  { highlight = false }: { highlight?: boolean } = {},
): R[] {
  return rows.map((row) =>
    row.id === state.id
      ? { ...row, status: state.status, searchable: state.searchable, highlight }
      : row.highlight
        ? { ...row, highlight: false }
        : row,
  );
}

/** How many pages of 50 a count makes (at least 1). */
export function listingPageCount(count: number, pageSize = LISTINGS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/**
 * §9: the page numbers the pagination shows, at most 6, a window around `page` kept inside 1 to
 * `pageCount`.
 */
export function paginationPages(page: number, pageCount: number, max = LISTINGS_PAGINATION_PAGES): number[] {
  const count = Math.max(1, Math.floor(pageCount));
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  const size = Math.min(max, count);
  const start = Math.min(Math.max(1, current - Math.floor((size - 1) / 2)), count - size + 1);
  return Array.from({ length: size }, (_, index) => start + index);
}

/** §5 Boost form: required, a whole number from 0 to 100; the number, or null when not one. */
export function parseBoost(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= BOOST_MIN && value <= BOOST_MAX ? value : null;
}
