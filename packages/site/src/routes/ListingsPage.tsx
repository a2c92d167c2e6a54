import { useNavigate } from '@tanstack/react-router';
import { type ListingSort, listingSortSchema } from '@trove/core/listing';
import { useSettings } from '@trove/react';
import { ListingsDashboard } from '@trove/react/listing';
import { usePageMeta } from '../app/pageMeta';
import { RouterLink } from '../app/RouterLink';
import { DashboardLayout } from './DashboardLayout';
import { NotFoundPage } from './NotFoundPage';

/**
 * Spec §2 home.dashboard.listings (/listings?q): the member's listings, the page, keywords and sort
 * in the URL, with the dashboard's re-list modal and boost form. Gone (not found) while the
 * create_listing flag is off; while the settings load, the page's loading state (never a flash of
 * not found).
 */
export function ListingsPage({
  page,
  q,
  sort: sortParam,
}: {
  page: number;
  q: string;
  sort: string | undefined;
}) {
  const parsed = listingSortSchema.safeParse(sortParam);
  const sort: ListingSort | undefined = parsed.success ? parsed.data : undefined;
  usePageMeta('Listings');
  const settings = useSettings();
  const navigate = useNavigate();
  if (settings.isPending) {
    return (
      <DashboardLayout title="Your account">
        <div role="status" aria-label="Loading" className="trove-spinner" />
      </DashboardLayout>
    );
  }
  if (!settings.data?.features.create_listing) return <NotFoundPage />;
  return (
    <DashboardLayout title="Your account">
      <ListingsDashboard
        page={page}
        q={q}
        sort={sort}
        onParamsChange={(next) =>
          navigate({
            to: '/listings',
            search: { page: next.page > 1 ? next.page : undefined, q: next.q || undefined, sort: next.sort },
          })
        }
        linkComponent={RouterLink}
      />
    </DashboardLayout>
  );
}
