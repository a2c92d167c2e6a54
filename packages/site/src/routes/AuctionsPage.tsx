import { useNavigate } from '@tanstack/react-router';
import type { LotSort } from '@trove/core/auction';
import { MyAuctionLots } from '@trove/react/auction';
import { usePageMeta } from '../app/pageMeta';
import { RouterLink } from '../app/RouterLink';
import { DashboardLayout } from './DashboardLayout';

/** Spec §2 home.dashboard.my-auction-lots (/auctions): the member's lots, sort and page in the URL. */
export function AuctionsPage({ page, sort }: { page: number; sort: LotSort | undefined }) {
  usePageMeta('Auction lots');
  const navigate = useNavigate();
  return (
    <DashboardLayout title="Auction lots">
      <MyAuctionLots
        page={page}
        sort={sort}
        linkComponent={RouterLink}
        onPageChange={(next) => navigate({ to: '/auctions', search: { page: next, sort } })}
        onSortChange={(next) => navigate({ to: '/auctions', search: { page: 1, sort: next } })}
      />
    </DashboardLayout>
  );
}
