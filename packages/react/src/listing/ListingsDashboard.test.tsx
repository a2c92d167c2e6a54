import { screen, within } from '@testing-library/react';
import type { ListingRow } from '@trove/core/listing';
import {
  authHandlers,
  groupFixture,
  settingsFixture,
  settingsHandlers,
  userFixture,
} from '@trove/test-utils';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '../testing/mswServer';
import { renderWithTrove } from '../testing/renderWithTrove';
import { ListingsDashboard } from './ListingsDashboard';
import { listingRows, listingsPage } from './ui/listingStoryData';

const server = setupMswServer();

const lister = userFixture({ groups: [groupFixture({ permissions: ['add_item', 'change_item'] })] });

/** The listings API over `rows`: the page (q filters names), the stats, and archive. */
function listingHandlers(rows: ListingRow[]) {
  let current = rows;
  return [
    http.get('*/api/listings/items/', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q')?.toLowerCase() ?? '';
      return HttpResponse.json(listingsPage(current.filter((row) => row.name.toLowerCase().includes(q))));
    }),
    http.get('*/api/analytics/dashboard/', () =>
      HttpResponse.json({ item_count: current.length, view_count: 1759, likes_received: 17 }),
    ),
    http.post('*/api/items/:id/archive/', async ({ params, request }) => {
      const { archive } = (await request.json()) as { archive: boolean };
      const id = Number(params.id);
      const state = { id, status: archive ? 'archived' : 'active', searchable: !archive } as const;
      current = current.map((row) => (row.id === id ? { ...row, ...state } : row));
      return HttpResponse.json(state);
    }),
  ];
}

function flags(createListing: boolean) {
  const defaults = settingsFixture();
  server.use(
    ...settingsHandlers({ ...defaults, features: { ...defaults.features, create_listing: createListing } }),
  );
}

describe('ListingsDashboard', () => {
  it('shows the stats and the listings, and archives one with the toast Item archived', async () => {
    flags(true);
    server.use(...authHandlers({ user: lister }), ...listingHandlers(listingRows));
    const { user } = renderWithTrove(<ListingsDashboard page={1} />, { token: 'kiri' });
    expect(await screen.findByText('1.7k')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Create Listing' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Archive 1911 Half Sovereign' }));
    expect(await screen.findByText('Item archived')).toBeTruthy();
    const row = screen.getByRole('rowheader', { name: '1911 Half Sovereign' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('Archived')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Publish 1911 Half Sovereign' })).toBeTruthy();
  });

  it('has no Create Listing with the create_listing flag off', async () => {
    flags(false);
    server.use(...authHandlers({ user: lister }), ...listingHandlers(listingRows));
    renderWithTrove(<ListingsDashboard page={1} q="penny" />, { token: 'kiri' });
    expect(await screen.findByRole('link', { name: 'Queen Victoria Penny Black' })).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Create Listing' })).toBeNull();
  });
});
