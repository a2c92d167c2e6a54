import { useNavigate } from '@tanstack/react-router';
import { type ListingSort, listingSortSchema } from '@trove/core/listing';
import { useFeatureFlag } from '@trove/react';
import { ListingsDashboard, useRelist } from '@trove/react/listing';
import { usePageMeta } from '../app/pageMeta';
import { RouterLink } from '../app/RouterLink';
import { DashboardLayout } from './DashboardLayout';
import { NotFoundPage } from './NotFoundPage';

/**
 * Spec §2 home.dashboard.listings (/listings?q): the member's listings, the page, keywords and sort
 * in the URL. Gone (not found) while the create_listing flag is off.
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
  const enabled = useFeatureFlag('create_listing');
  const navigate = useNavigate();
  const relist = useRelist();
  if (!enabled) return <NotFoundPage />;
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
        onRelist={(row) => relist.mutate({ id: row.id })}
        linkComponent={RouterLink}
      />
    </DashboardLayout>
  );
}
