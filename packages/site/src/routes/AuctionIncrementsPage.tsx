import { useNavigate } from '@tanstack/react-router';
import { organisationsAdministered } from '@trove/core/auth';
import { useCurrentUser } from '@trove/react';
import { IncrementTableEditor } from '@trove/react/auction';
import { usePageMeta } from '../app/pageMeta';
import { DashboardLayout } from './DashboardLayout';

/**
 * Auctions › Bid increments (/auctions/increments): the increment table an auction house's new
 * lots take, for the admins and owners of the organisation (`?organisation=` when they have several).
 */
export function AuctionIncrementsPage({ organisation }: { organisation: number | undefined }) {
  usePageMeta('Bid increments');
  const navigate = useNavigate();
  const { data: user, isPending } = useCurrentUser();
  const organisations = organisationsAdministered(user);
  const chosen = organisations.find((o) => o.id === organisation) ?? organisations[0];
  return (
    <DashboardLayout title="Bid increments">
      {isPending ? null : chosen === undefined ? (
        <p>Only the admins of an organisation can set the bid increments of its lots.</p>
      ) : (
        <>
          <p>
            Bids on the new lots of {chosen.name} go up by these steps. Lots already listed keep the table
            they were listed with.
          </p>
          {organisations.length > 1 ? (
            <p>
              <label>
                Organisation{' '}
                <select
                  value={chosen.id}
                  onChange={(event) =>
                    navigate({
                      to: '/auctions/increments',
                      search: { organisation: Number(event.target.value) },
                    })
                  }
                >
                  {organisations.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.name}
                    </option>
                  ))}
                </select>
              </label>
            </p>
          ) : null}
          <IncrementTableEditor key={chosen.id} organisation={chosen.id} />
        </>
      )}
    </DashboardLayout>
  );
}
