import {
  canCreateListing,
  DEFAULT_LISTING_SORT,
  type ListingRow,
  type ListingSort,
} from '@trove/core/listing';
import { useState } from 'react';
import { useCurrentUser } from '../auth/useCurrentUser';
import { useFeatureFlag } from '../settings/useFeatureFlag';
import type { LinkComponent } from '../shell/ui/linkComponent';
import { BoostForm } from './BoostForm';
import { RelistModal } from './RelistModal';
import { type ListingsDashboardHrefs, ListingsDashboardView } from './ui/ListingsDashboardView';
import { useArchiveToggle } from './useListingActions';
import { useListingStats, useListings } from './useListings';

export interface ListingsDashboardProps {
  /** The page shown, from 1 (the route's). */
  page: number;
  /** The keyword search (the route's `q`). */
  q?: string | undefined;
  sort?: ListingSort | undefined;
  /** The route's state changes: the site writes them to the URL. */
  onParamsChange?: ((params: { page: number; q: string; sort: ListingSort }) => void) | undefined;
  timeZone?: string | undefined;
  hrefs?: Partial<ListingsDashboardHrefs> | undefined;
  linkComponent?: LinkComponent | undefined;
}

/**
 * The member's listings (/listings?q) over the API: stats, the page for the search and sort, Create
 * Listing when core's `canCreateListing` allows it (the create_listing flag and add_item), the
 * archive toggle, Re-list's modal (its price, the card when a fee is due; the row highlighted
 * after) and the boost form (change_item_feature_boost).
 */
export function ListingsDashboard({
  page,
  q = '',
  sort = DEFAULT_LISTING_SORT,
  onParamsChange,
  timeZone,
  hrefs,
  linkComponent,
}: ListingsDashboardProps) {
  const { data: user } = useCurrentUser();
  const createListing = useFeatureFlag('create_listing');
  const stats = useListingStats();
  const listings = useListings({ page, q, sort });
  const archive = useArchiveToggle();
  const [relisting, setRelisting] = useState<ListingRow | null>(null);
  const [boosting, setBoosting] = useState<ListingRow | null>(null);
  return (
    <>
      <ListingsDashboardView
        stats={stats.data}
        listings={listings.data}
        failed={listings.isError}
        onRetry={() => void listings.refetch()}
        page={page}
        onPageChange={(next) => onParamsChange?.({ page: next, q, sort })}
        query={q}
        onSearch={(next) => onParamsChange?.({ page: 1, q: next, sort })}
        sort={sort}
        onSortChange={(next) => onParamsChange?.({ page: 1, q, sort: next })}
        canCreate={canCreateListing(user, { create_listing: createListing })}
        user={user}
        onRelist={setRelisting}
        onBoost={setBoosting}
        onToggleArchive={(row) => archive.mutate(row)}
        busyIds={archive.isPending && archive.variables ? [archive.variables.id] : []}
        timeZone={timeZone}
        hrefs={hrefs}
        linkComponent={linkComponent}
      />
      <RelistModal row={relisting} onClose={() => setRelisting(null)} />
      <BoostForm row={boosting} onClose={() => setBoosting(null)} />
    </>
  );
}
