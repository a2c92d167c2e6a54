import { useNavigate } from '@tanstack/react-router';
import { mayEditAnyIncrements, mayEditIncrements } from '@trove/core/auction-admin';
import { organisationsAdministered } from '@trove/core/auth';
import { useCurrentUser } from '@trove/react';
import { IncrementTableEditor } from '@trove/react/auction';
import { usePageMeta } from '../app/pageMeta';
import { DashboardLayout } from './DashboardLayout';

/**
 * Auctions › Bid increments (/auctions/increments): the increment table an auction house's new
 * lots take, for the admins and owners of the organisation (`?organisation=` when they have several)
 * and for the site's admins, who may set any organisation's (core's `mayEditIncrements`).
 */
export function AuctionIncrementsPage({ organisation }: { organisation: number | undefined }) {
  usePageMeta('Bid increments');
  const navigate = useNavigate();
  const { data: user, isPending } = useCurrentUser();
  const organisations = organisationsAdministered(user);
  const named =
    organisation !== undefined && mayEditIncrements(user, organisation)
      ? (organisations.find((o) => o.id === organisation) ?? {
          id: organisation,
          name: `organisation ${organisation}`,
        })
      : undefined;
  const chosen = named ?? organisations[0];
  return (
    <DashboardLayout title="Bid increments">
      {isPending ? null : chosen === undefined ? (
        mayEditAnyIncrements(user) ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              const id = Number(new FormData(event.currentTarget).get('organisation'));
              if (Number.isInteger(id) && id > 0)
                navigate({ to: '/auctions/increments', search: { organisation: id } });
            }}
          >
            <label>
              Organisation number <input name="organisation" type="number" min={1} required />
            </label>{' '}
            <button type="submit">Show its increments</button>
          </form>
        ) : (
          <p>Only the admins of an organisation can set the bid increments of its lots.</p>
        )
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
