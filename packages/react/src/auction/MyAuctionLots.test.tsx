import { screen, waitFor, within } from '@testing-library/react';
import { auctionHandlers, authHandlers, lotListFixture } from '@trove/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../testing/mswServer';
import { renderWithTrove } from '../testing/renderWithTrove';
import { MyAuctionLots } from './MyAuctionLots';

const server = setupMswServer(...authHandlers(), ...auctionHandlers({ lots: lotListFixture(120) }));

const toastsOf = (toasts: ReturnType<typeof renderWithTrove>['toasts']) =>
  toasts.queue.visibleToasts.map((toast) => toast.content);
// plain selectors: role queries over 50 rows are slow in jsdom
const names = () => [...document.querySelectorAll('tbody tr a')].map((link) => link.textContent ?? '');

describe('MyAuctionLots', () => {
  it('sorts by a column, ascending then descending, saying so with aria-sort', async () => {
    const onSortChange = vi.fn();
    const { user } = renderWithTrove(<MyAuctionLots onSortChange={onSortChange} />, { token: 'test-token' });
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(51));
    const header = () => screen.getByRole('columnheader', { name: 'Lot' });
    expect(header().getAttribute('aria-sort')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Lot' }));
    await waitFor(() => expect(header().getAttribute('aria-sort')).toBe('ascending'));
    const byName = lotListFixture(120)
      .map((lot) => lot.name)
      .sort();
    await waitFor(() => expect(names()[0]).toBe(byName[0]));
    const ascending = names();
    expect([...ascending].sort()).toEqual(ascending);

    await user.click(screen.getByRole('button', { name: 'Lot' }));
    await waitFor(() => expect(header().getAttribute('aria-sort')).toBe('descending'));
    await waitFor(() => expect(names()[0]).toBe(byName.at(-1)));
    expect(onSortChange.mock.calls).toEqual([['item__name'], ['-item__name']]);
    expect(screen.getByRole('columnheader', { name: 'Estimate' }).getAttribute('aria-sort')).toBeNull();
  });

  it('pages through 50 a page, back to page 1 on a new sort', async () => {
    const onPageChange = vi.fn();
    const { user } = renderWithTrove(<MyAuctionLots onPageChange={onPageChange} />, { token: 'test-token' });
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(51));
    const pagination = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(pagination.getAllByRole('button', { name: /^Page/ })).toHaveLength(3);
    await user.click(pagination.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(21));
    expect(onPageChange).toHaveBeenCalledWith(3);
    expect(pagination.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');

    await user.click(screen.getByRole('button', { name: 'Closes' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(51));
    expect(pagination.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
  });

  it('keeps the page and sort the site gives it', async () => {
    renderWithTrove(<MyAuctionLots page={2} sort="-estimate_price" />, { token: 'test-token' });
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(51));
    expect(screen.getByRole('columnheader', { name: 'Estimate' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Pagination' }))
        .getByRole('button', { name: 'Page 2' })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('shows each lot with its status: Leading or Open while it runs, then Won, Lost, Sold or Closed', async () => {
    const [leading, open, won, lost, sold, closed, upcoming] = lotListFixture(7);
    const lots = [
      { ...leading, has_leading_bid: true, status: 'open' as const },
      { ...open, has_leading_bid: false, status: 'open' as const },
      // the case: a won lot was shown as Leading
      { ...won, has_leading_bid: true, closed: true, status: 'won' as const },
      { ...lost, has_leading_bid: false, closed: true, status: 'lost' as const },
      { ...sold, has_leading_bid: false, closed: true, status: 'sold' as const },
      { ...closed, has_leading_bid: false, closed: true, status: 'closed' as const },
      { ...upcoming, has_leading_bid: false, status: 'open' as const, opens: '2026-03-02T09:00:00Z' },
    ].filter((lot) => lot.id !== undefined) as ReturnType<typeof lotListFixture>;
    server.use(...auctionHandlers({ lots }));
    renderWithTrove(<MyAuctionLots timeZone="Pacific/Auckland" />, { token: 'test-token' });
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(8));
    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeDefined();
    const rows = screen.getAllByRole('row').slice(1);
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/collectables/lots/0501-lot-1');
    const statusOf = (row: HTMLElement | undefined) => row?.querySelector('td:last-child')?.textContent;
    expect(rows.map(statusOf)).toEqual([
      '✓Leading',
      'Open',
      '✓Won',
      'Lost',
      'Sold',
      'Closed',
      'Not open yet',
    ]);
  });

  it('says No results found when there are none', async () => {
    server.use(...auctionHandlers({ lots: [] }));
    renderWithTrove(<MyAuctionLots />, { token: 'test-token' });
    expect(await screen.findByText('No results found')).toBeDefined();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('says Error getting lots when they fail', async () => {
    // a 403: the client retries server errors (5xx) for a while first
    server.use(...auctionHandlers({ lotsError: 403 }));
    const { toasts } = renderWithTrove(<MyAuctionLots />, { token: 'test-token' });
    expect(await screen.findByText('Sorry, your lots could not be loaded.')).toBeDefined();
    expect(toastsOf(toasts)).toEqual([{ kind: 'error', message: 'Error getting lots' }]);
  });
});
