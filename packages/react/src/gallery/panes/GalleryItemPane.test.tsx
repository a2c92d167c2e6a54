import { screen, waitFor } from '@testing-library/react';
import {
  authHandlers,
  eventDetailFixture,
  galleryItemFixture,
  groupFixture,
  itemDetailFixture,
  itemErrorHandlers,
  itemHandlers,
  organisationDetailFixture,
  userFixture,
} from '@trove/test-utils';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../../testing/mswServer';
import { renderWithTrove } from '../../testing/renderWithTrove';
import { GalleryItemPane } from './GalleryItemPane';

const views = vi.fn();
const details = [itemDetailFixture(), eventDetailFixture(), organisationDetailFixture()];
const server = setupMswServer(...itemHandlers({ items: details, onView: views }));

const sovereign = { itemType: 'ITEM', id: 42 } as const;
const toastsOf = (toasts: ReturnType<typeof renderWithTrove>['toasts']) =>
  toasts.queue.visibleToasts.map((toast) => toast.content);

describe('GalleryItemPane', () => {
  it('loads the listing, then shows its pane, counting one view', async () => {
    views.mockClear();
    // strict: effects run twice, and the view is still counted once
    renderWithTrove(<GalleryItemPane item={sovereign} onClose={vi.fn()} />, { strict: true });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeDefined();
    expect(await screen.findByRole('heading', { name: 'Victorian gold sovereign' })).toBeDefined();
    await waitFor(() => expect(views).toHaveBeenCalledOnce());
    expect(views).toHaveBeenCalledWith(42, { url: itemDetailFixture().absolute_url });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(views).toHaveBeenCalledOnce();
  });

  it('chooses the event and organisation panes by type', async () => {
    const { unmount } = renderWithTrove(
      <GalleryItemPane item={{ itemType: 'EVENT', id: 7 }} onClose={vi.fn()} />,
    );
    expect(await screen.findByText('When')).toBeDefined();
    unmount();
    renderWithTrove(<GalleryItemPane item={{ itemType: 'ORGANISATION', id: 11 }} onClose={vi.fn()} />);
    expect(await screen.findByRole('link', { name: 'See our listings' })).toBeDefined();
    expect(screen.queryByText('Hemi Walker')).toBeNull();
  });

  it('goes back to the tile with a Not Found warning after a 404', async () => {
    server.use(...itemErrorHandlers(404));
    const onClose = vi.fn();
    const { toasts } = renderWithTrove(<GalleryItemPane item={sovereign} onClose={onClose} />);
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(toastsOf(toasts)).toEqual([
      { kind: 'warning', title: 'Not Found', message: 'Sorry that item is not available right now.' },
    ]);
    expect(await screen.findByText('Sorry that item is not available right now.')).toBeDefined();
  });

  it('goes back to the tile with an Error toast after any other failure', async () => {
    server.use(...itemErrorHandlers(500));
    const onClose = vi.fn();
    const { toasts } = renderWithTrove(<GalleryItemPane item={sovereign} onClose={onClose} />);
    // the client retries a failed GET once, after a second
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce(), { timeout: 4000 });
    expect(toastsOf(toasts)).toEqual([
      { kind: 'error', title: 'Error', message: 'Sorry that item is not available right now.' },
    ]);
  });

  it('shows the permission-denied pane after a 403', async () => {
    server.use(...itemErrorHandlers(403));
    const onClose = vi.fn();
    const { toasts } = renderWithTrove(<GalleryItemPane item={sovereign} onClose={onClose} />);
    expect(await screen.findByRole('region', { name: 'Permission denied' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Join for FREE' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Log In' })).toBeDefined();
    expect(onClose).not.toHaveBeenCalled();
    expect(toastsOf(toasts)).toEqual([]);
  });

  it('does not ask for a tile that cannot be opened', async () => {
    const asked = vi.fn();
    server.use(http.get('*/api/gallery/item/:type/:id', asked));
    const tile = galleryItemFixture({ id: 42, can_open: false, title: 'Locked sovereign' });
    renderWithTrove(<GalleryItemPane item={sovereign} tile={tile} onClose={vi.fn()} />);
    expect(screen.getByRole('region', { name: 'Permission denied' })).toBeDefined();
    expect(screen.getByText('Locked sovereign')).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).not.toHaveBeenCalled();
  });

  it('shows anonymous visitors the scroll message on the item they came in on', async () => {
    const { unmount } = renderWithTrove(<GalleryItemPane item={sovereign} initial onClose={vi.fn()} />);
    expect(await screen.findByText('Scroll down for more Coins listings')).toBeDefined();
    unmount();
    renderWithTrove(<GalleryItemPane item={sovereign} onClose={vi.fn()} />);
    await screen.findByRole('heading', { name: 'Victorian gold sovereign' });
    expect(screen.queryByText('Scroll down for more Coins listings')).toBeNull();
  });

  it('offers members an upgrade, and shows admins the views', async () => {
    server.use(
      ...authHandlers({ user: userFixture({ groups: [groupFixture({ name: 'Site Admins' })] }) }),
      ...itemErrorHandlers(403),
    );
    const { unmount } = renderWithTrove(
      <GalleryItemPane item={sovereign} onClose={vi.fn()} hrefs={{ upgrade: '/account/upgrade' }} />,
      { token: 'member-token' },
    );
    expect(await screen.findByRole('link', { name: 'Upgrade' })).toBeDefined();
    unmount();
    server.use(...itemHandlers({ items: details }));
    renderWithTrove(<GalleryItemPane item={sovereign} initial onClose={vi.fn()} />, {
      token: 'member-token',
    });
    expect(await screen.findByText(/1\.5k views/)).toBeDefined();
    expect(screen.queryByText('Log in to like or comment')).toBeNull();
    expect(screen.queryByText('Scroll down for more Coins listings')).toBeNull();
  });

  it("shows an organisation's contact details to members with the permission", async () => {
    server.use(
      ...authHandlers({
        user: userFixture({ groups: [groupFixture({ permissions: ['view_organisation_contact_details'] })] }),
      }),
    );
    renderWithTrove(<GalleryItemPane item={{ itemType: 'ORGANISATION', id: 11 }} onClose={vi.fn()} />, {
      token: 'member-token',
    });
    expect(await screen.findByText('Hemi Walker')).toBeDefined();
  });
});
