import { useNavigate } from '@tanstack/react-router';
import { lotSortSchema } from '@trove/core/auction';
import { MyAuctionLots } from '@trove/react/auction';
import { usePageMeta } from '../app/pageMeta';
import { RouterLink } from '../app/RouterLink';
import { DashboardLayout } from './DashboardLayout';

/**
 * Spec §2 home.dashboard.my-auction-lots (/auctions): the member's lots, sort and page in the URL.
 * The sort is checked here, against core's lot sorts (an unknown one is the default), so that the
 * router's eager file does not carry the auction entry.
 */
export function AuctionsPage({ page, sort: asked }: { page: number; sort: string | undefined }) {
  usePageMeta('Auction lots');
  const parsed = lotSortSchema.safeParse(asked);
  const sort = parsed.success ? parsed.data : undefined;
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
