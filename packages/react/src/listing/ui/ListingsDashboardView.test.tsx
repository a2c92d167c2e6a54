import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ListingSort, withListingState } from '@trove/core/listing';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ListingsDashboardView } from './ListingsDashboardView';
import { listingRows, listingsPage, seller } from './listingStoryData';

/** The dashboard with its sort and a re-list applied through core's state rule, as the site keeps them. */
function Dashboard() {
  const [sort, setSort] = useState<ListingSort>('-date_listed');
  const [rows, setRows] = useState(listingRows);
  return (
    <ListingsDashboardView
      listings={listingsPage(rows)}
      page={1}
      user={seller}
      sort={sort}
      onSortChange={setSort}
      onRelist={(row) =>
        setRows((current) =>
          withListingState(current, { id: row.id, status: 'active', searchable: true }, { highlight: true }),
        )
      }
    />
  );
}

describe('ListingsDashboardView', () => {
  it('sorts by a column, then the other way on a second click', async () => {
    const user = userEvent.setup();
    render(<Dashboard />);
    const header = () => screen.getByRole('columnheader', { name: /Likes/ });
    expect(header().getAttribute('aria-sort')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sort by Likes' }));
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    await user.click(screen.getByRole('button', { name: 'Sort by Likes' }));
    expect(header().getAttribute('aria-sort')).toBe('descending');
  });

  it('sorts from the toolbar’s menu too (a phone’s cards have no column headers), in step with the headers', async () => {
    const user = userEvent.setup();
    render(<Dashboard />);
    const menu = screen.getByRole('combobox', { name: 'Sort' }) as HTMLSelectElement;
    expect(menu.value).toBe('-date_listed');
    await user.selectOptions(menu, 'Views (most first)');
    expect(screen.getByRole('columnheader', { name: /Views/ }).getAttribute('aria-sort')).toBe('descending');
    await user.click(screen.getByRole('button', { name: 'Sort by Name' }));
    expect(menu.value).toBe('name');
  });

  it('re-lists an expired listing: active, highlighted, archivable again', async () => {
    const user = userEvent.setup();
    render(<Dashboard />);
    await user.click(screen.getByRole('button', { name: 'Re-list Edwardian Pocket Watch' }));
    const row = screen
      .getByRole('rowheader', { name: 'Edwardian Pocket Watch' })
      .closest('tr') as HTMLElement;
    expect(row.className).toContain('trove-listings__row--highlight');
    expect(within(row).getByText('Active').className).toContain('trove-listing-status--green');
    expect(within(row).getByRole('button', { name: 'Archive Edwardian Pocket Watch' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /Re-list/ })).toBeNull();
  });

  it('names an archived listing without a link, the others with theirs', () => {
    render(<Dashboard />);
    expect(screen.getByRole('link', { name: '1911 Half Sovereign' }).getAttribute('href')).toBe(
      '/collectables/coins/gold/sovereigns/011',
    );
    const archived = screen.getByRole('rowheader', { name: 'Maori Chief Print, 1890' });
    expect(within(archived).queryByRole('link')).toBeNull();
    expect(within(archived.closest('tr') as HTMLElement).getByText('Archived').className).toContain(
      'trove-listing-status--grey',
    );
  });
});
