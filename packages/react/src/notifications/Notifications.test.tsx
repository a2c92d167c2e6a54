import { screen, within } from '@testing-library/react';
import { authHandlers, notificationFixture, notificationListFixture } from '@trove/test-utils';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../testing/mswServer';
import { renderWithTrove } from '../testing/renderWithTrove';
import { Notifications } from './Notifications';

const server = setupMswServer(...authHandlers());
const now = new Date('2025-06-01T12:00:00Z');

describe('Notifications', () => {
  it('acknowledges an unread notification when its tick is clicked', async () => {
    const acknowledged = vi.fn();
    server.use(
      http.put('*/api/auth/user/notifications/:id', ({ params }) => {
        acknowledged(params.id);
        return HttpResponse.json(notificationFixture({ id: 5, date_acknowledged: '2025-06-01T12:00:00Z' }));
      }),
      ...authHandlers({ notifications: [notificationFixture({ id: 5 })] }),
    );
    const { user } = renderWithTrove(<Notifications now={now} />, { token: 'test-token' });
    await user.click(await screen.findByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByRole('img', { name: 'Read' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Mark as read' })).toBeNull();
    expect(acknowledged).toHaveBeenCalledExactlyOnceWith('5');
  });

  it("shows each notification's message, its item's link, its age and whether it was read", async () => {
    server.use(
      ...authHandlers({
        notifications: [
          notificationFixture({ id: 1, date_created: '2025-05-30T12:00:00Z' }),
          notificationFixture({
            id: 2,
            name: 'auction_outbid',
            date_created: '2025-06-01T09:00:00Z',
            date_acknowledged: '2025-06-01T10:00:00Z',
            data: {
              item: { id: 7, name: 'Penny Black', url: '/collectables/stamps/penny-black/07-penny-black' },
            },
          }),
          notificationFixture({
            id: 3,
            name: 'item_liked',
            date_created: '2025-06-01T09:00:00Z',
            data: { item: { id: 8, name: 'Elsewhere', url: '//evil.test/x' } },
          }),
          notificationFixture({
            id: 4,
            name: 'game_finished',
            date_created: '2025-06-01T09:00:00Z',
            data: {},
          }),
        ],
      }),
    );
    renderWithTrove(<Notifications now={now} />, { token: 'test-token' });
    const rows = (await screen.findAllByRole('row')).slice(1);
    const [approved, outbid, liked, game] = rows.map((row) => within(row));
    expect(approved?.getByRole('link', { name: '1933 Kiwi Florin' }).getAttribute('href')).toBe('/item/42');
    expect(rows[0]?.textContent).toContain('Your comment on 1933 Kiwi Florin has been approved.');
    expect(approved?.getByText('2 days ago')).toBeDefined();
    expect(approved?.getByRole('button', { name: 'Mark as read' })).toBeDefined();
    expect(rows[1]?.textContent).toContain('You have been outbid on Penny Black.');
    // an outbid is a link too, to the page the server gives
    expect(outbid?.getByRole('link', { name: 'Penny Black' }).getAttribute('href')).toBe(
      '/collectables/stamps/penny-black/07-penny-black',
    );
    // a url off the site is not followed: the item's own redirect instead
    expect(liked?.getByRole('link', { name: 'Elsewhere' }).getAttribute('href')).toBe('/item/8');
    // no item, no link
    expect(game?.queryByRole('link')).toBeNull();
    expect(outbid?.getByText('about 3 hours ago')).toBeDefined();
    expect(outbid?.getByRole('img', { name: 'Read' })).toBeDefined();
  });

  it('pages through 50 a page', async () => {
    server.use(...authHandlers({ notifications: notificationListFixture(120) }));
    const { user } = renderWithTrove(<Notifications now={now} />, { token: 'test-token' });
    expect(await screen.findAllByRole('row')).toHaveLength(51);
    const pagination = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(pagination.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    await user.click(pagination.getByRole('button', { name: 'Page 3' }));
    await vi.waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(21));
    expect(screen.getByRole('link', { name: 'Lot 103' }).closest('td')?.textContent).toBe(
      'Someone liked Lot 103.',
    );
  });

  it('says No results found when there are none', async () => {
    server.use(...authHandlers({ notifications: [] }));
    renderWithTrove(<Notifications now={now} />, { token: 'test-token' });
    expect(await screen.findByText('No results found')).toBeDefined();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });
});
