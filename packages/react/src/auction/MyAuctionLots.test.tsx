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

  it('shows the lots with their current bid, reserve and a tick where the member leads', async () => {
    server.use(...auctionHandlers({ lots: lotListFixture(3) }));
    renderWithTrove(<MyAuctionLots timeZone="Pacific/Auckland" />, { token: 'test-token' });
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(4));
    const third = within(screen.getAllByRole('row')[3] as HTMLElement);
    expect(third.getByRole('link').getAttribute('href')).toBe('/collectables/lots/0503-lot-3');
    expect(third.getByRole('img', { name: 'Leading' })).toBeDefined();
    expect(screen.getAllByRole('img', { name: 'Leading' })).toHaveLength(1);
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
