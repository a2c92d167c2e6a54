import { screen, waitFor, within } from '@testing-library/react';
import {
  defaultGalleryParams,
  type GalleryItem,
  type GalleryParams,
  type OpenItem,
} from '@trove/core/gallery';
import {
  galleryErrorHandlers,
  galleryHandlers,
  galleryItemFixture,
  galleryListFixture,
  itemErrorHandlers,
  itemHandlers,
  settingsFixture,
  settingsHandlers,
} from '@trove/test-utils';
import { http } from 'msw';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settingsQueryKey } from '../settings/useSettings';
import { setupMswServer } from '../testing/mswServer';
import { renderWithTrove } from '../testing/renderWithTrove';
import { Gallery, type GalleryProps } from './Gallery';

const views = vi.fn();
const server = setupMswServer(...galleryHandlers(), ...itemHandlers({ onView: views }));

// jsdom has no layout: the window virtualiser's scroll corrections have nowhere to go.
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('Gallery', () => {
  it('shows the tiles and the total, and a chip asks for the filtered gallery', async () => {
    // jsdom lays nothing out: rows of 300 px give the window virtualiser rows to draw
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(300);
    const onParamsChange = vi.fn();
    const { user } = renderWithTrove(
      <Gallery params={defaultGalleryParams} onParamsChange={onParamsChange} />,
    );
    expect(await screen.findByText('40 items')).toBeDefined();
    // the virtualiser shows rows once it has measured them
    await waitFor(() => expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(11));
    await user.click(screen.getByRole('button', { name: 'For Sale' }));
    expect(onParamsChange).toHaveBeenCalledExactlyOnceWith({ ...defaultGalleryParams, for_sale: true });
  });

  it('says No items found with a Go back button when nothing matches', async () => {
    const onGoBack = vi.fn();
    const { user } = renderWithTrove(
      <Gallery params={{ ...defaultGalleryParams, q: 'no such thing' }} onGoBack={onGoBack} />,
    );
    expect(await screen.findByText('No items found')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(onGoBack).toHaveBeenCalledOnce();
  });

  it('says Sorry an error occurred when the gallery fails, and retries', async () => {
    server.use(...galleryErrorHandlers());
    const { user } = renderWithTrove(<Gallery params={defaultGalleryParams} />);
    // the client retries a failed GET once, after a second: more than findBy's default wait
    expect((await screen.findByRole('alert', {}, { timeout: 4000 })).textContent).toContain(
      'Sorry an error occurred',
    );
    server.use(...galleryHandlers({ items: [galleryItemFixture({ id: 5, title: 'Penny Black' })] }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Penny Black')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByText('You have reached the end of the gallery')).toBeDefined();
  });
});

/** The tile at `position` (from 1) of the gallery's list, and its link. */
function tileAt(position: number) {
  const tile = within(screen.getByRole('list', { name: 'Gallery' }))
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-posinset') === String(position));
  if (!tile)
    throw new Error(
      `no tile at ${position}: ${within(screen.getByRole('list', { name: 'Gallery' }))
        .getAllByRole('listitem')
        .map((i) => i.getAttribute('aria-posinset'))
        .join()}`,
    );
  return { tile, link: within(tile).getByRole('link') };
}

/**
 * The window scrolled `y` px down the page, as far as the gallery can tell (jsdom lays nothing
 * out): `scrollY`, and the list of tiles `y` px higher in the window, its top at the page's top.
 */
function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  const list = screen.getByRole('list', { name: 'Gallery' });
  vi.spyOn(list, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: -y, width: 900, height: 0 }),
  );
}

/** The site's part: the open item kept in its state (a site keeps it in its URL). */
function SiteGallery({
  initial,
  onChange,
  ...props
}: Omit<GalleryProps, 'params'> & {
  initial?: OpenItem;
  onChange: (item: OpenItem | undefined, tile?: GalleryItem) => void;
}) {
  const [openItem, setOpenItem] = useState(initial);
  return (
    <Gallery
      {...props}
      params={defaultGalleryParams}
      openItem={openItem}
      onOpenItemChange={(item, tile) => {
        onChange(item, tile);
        setOpenItem(item);
      }}
    />
  );
}

// the site's search suggestions: another gallery, its listing open, in one navigation
function FromTheSearch() {
  const [state, setState] = useState<{ params: GalleryParams; item?: OpenItem }>({
    params: defaultGalleryParams,
  });
  return (
    <>
      <button
        type="button"
        onClick={() =>
          setState({
            params: { ...defaultGalleryParams, section: 'stamps' },
            item: { itemType: 'ITEM', id: 2, slug: 'penny-black-stamp-1852' },
          })
        }
      >
        Penny Black from the search
      </button>
      <Gallery
        params={state.params}
        openItem={state.item}
        onOpenItemChange={(item) => setState((now) => ({ ...now, item }))}
      />
    </>
  );
}

describe('Gallery panes', () => {
  // jsdom lays nothing out: rows of 300 px give the window virtualiser rows to draw and scroll to
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(300);
  });

  it('opens a chosen tile in place, counts its view, and closing scrolls back to the tile', async () => {
    views.mockClear();
    const onOpenItem = vi.fn();
    // uncontrolled: the gallery keeps the open item
    const { user } = renderWithTrove(
      <Gallery params={defaultGalleryParams} onOpenItem={onOpenItem} openInPlace />,
    );
    await screen.findByText('40 items');
    // the fifth tile: the second row of three, 300 px down the list, opened from 200 px down the page
    const { tile, link } = tileAt(5);
    scrolledTo(200);
    await user.click(link);
    expect(onOpenItem).toHaveBeenCalledWith(expect.objectContaining({ id: 5 }));
    const pane = await screen.findByRole('region', { name: 'Carved kauri box 1855' });
    expect(await within(pane).findByText('Listed')).toBeDefined();
    expect(tile.getAttribute('aria-current')).toBe('true');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Carved kauri box 1855' })),
    );
    await waitFor(() => expect(views).toHaveBeenCalledExactlyOnceWith(5, expect.anything()));
    // the tiles are still there below the pane
    expect(tileAt(1).link).toBeDefined();

    vi.mocked(window.scrollTo).mockClear();
    // read down the pane, then closed: back to where the window was, the tile where it was
    scrolledTo(1500);
    await user.click(
      within(screen.getByRole('region', { name: 'Carved kauri box 1855' })).getByRole('button', {
        name: 'Close',
      }),
    );
    expect(screen.queryByRole('region', { name: 'Carved kauri box 1855' })).toBeNull();
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 200 });
    expect(document.activeElement).toBe(tileAt(5).link);
    expect(tileAt(5).tile.getAttribute('aria-current')).toBeNull();
    expect(views).toHaveBeenCalledOnce();
  });

  it('closes the pane on Escape, but not while a field in it takes the key', async () => {
    const onChange = vi.fn();
    const { user } = renderWithTrove(<SiteGallery onChange={onChange} />);
    await screen.findByText('40 items');
    await user.click(tileAt(2).link);
    const pane = await screen.findByRole('region', { name: 'Penny Black stamp 1852' });
    await within(pane).findByText('Listed');
    // the pane sits in the list, below its tile's row
    expect(pane.closest('[role="listitem"]')?.className).toBe('trove-gallery-grid__pane');
    const field = document.createElement('input');
    pane.append(field);
    field.focus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('region', { name: 'Penny Black stamp 1852' })).toBeDefined();
    pane.focus();
    await user.keyboard('{Escape}');
    expect(onChange).toHaveBeenLastCalledWith(undefined, undefined);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Penny Black stamp 1852' })).toBeNull());
  });

  it('opens the item of the URL on entry, with the scroll message, and asks the site to change it', async () => {
    const onChange = vi.fn();
    const { user } = renderWithTrove(
      <SiteGallery initial={{ itemType: 'ITEM', id: 3, slug: 'kiwi-florin-1853' }} onChange={onChange} />,
    );
    const pane = await screen.findByRole('region', { name: 'Kiwi florin 1853' });
    expect(await within(pane).findByText('Scroll down for more Coins listings')).toBeDefined();
    await user.click(within(pane).getByRole('button', { name: 'Close' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined, undefined);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Kiwi florin 1853' })).toBeNull());

    await user.click(tileAt(2).link);
    expect(onChange).toHaveBeenLastCalledWith(
      { itemType: 'ITEM', id: 2, slug: 'penny-black-stamp-1852' },
      expect.objectContaining({ id: 2 }),
    );
    const next = await screen.findByRole('region', { name: 'Penny Black stamp 1852' });
    await within(next).findByText('Listed');
    // only the item the page came in on carries the scroll message
    expect(screen.queryByText('Scroll down for more Coins listings')).toBeNull();
  });

  it('keeps a listing opened from outside the list above the tiles once its gallery arrives', async () => {
    const { user } = renderWithTrove(<FromTheSearch />);
    await screen.findByText('40 items');
    await user.click(screen.getByRole('button', { name: 'Penny Black from the search' }));
    const pane = await screen.findByRole('region', { name: 'Penny Black stamp 1852' });
    await within(pane).findByText('Listed');
    // the new gallery's tiles are in, its tile among them: the pane still heads them
    await waitFor(() => expect(tileAt(2).link).toBeDefined());
    expect(
      screen.getByRole('region', { name: 'Penny Black stamp 1852' }).closest('[role="listitem"]'),
    ).toBeNull();

    // a tile opened from the list goes below its row
    await user.click(tileAt(4).link);
    const next = await screen.findByRole('region', { name: galleryListFixture()[3]?.title ?? '' });
    await waitFor(() =>
      expect(next.closest('[role="listitem"]')?.className).toBe('trove-gallery-grid__pane'),
    );
  });

  it('goes back to the tile with a Not Found warning when the listing is gone', async () => {
    server.use(...itemErrorHandlers(404));
    const onChange = vi.fn();
    const { user, toasts } = renderWithTrove(<SiteGallery onChange={onChange} />);
    await screen.findByText('40 items');
    await user.click(tileAt(1).link);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(undefined, undefined));
    expect(toasts.queue.visibleToasts.map((toast) => toast.content)).toEqual([
      { kind: 'warning', title: 'Not Found', message: 'Sorry that item is not available right now.' },
    ]);
    await waitFor(() => expect(screen.queryByRole('region', { name: /Gold sovereign/ })).toBeNull());
    expect(document.activeElement).toBe(tileAt(1).link);
  });

  it('shows the permission-denied pane for a tile that cannot be opened, without asking', async () => {
    const asked = vi.fn();
    server.use(http.get('*/api/gallery/item/:type/:id', asked));
    const { user } = renderWithTrove(<Gallery params={defaultGalleryParams} openInPlace />);
    await screen.findByText('40 items');
    // tile 9 is locked (can_open false)
    await user.click(tileAt(9).link);
    const pane = screen.getByRole('region', { name: 'Permission denied' });
    expect(within(pane).getByRole('link', { name: 'Join for FREE' })).toBeDefined();
    expect(asked).not.toHaveBeenCalled();
  });

  it('leaves a click to onOpenItem alone when not opening in place', async () => {
    const onOpenItem = vi.fn();
    const { user } = renderWithTrove(<Gallery params={defaultGalleryParams} onOpenItem={onOpenItem} />);
    await screen.findByText('40 items');
    await user.click(tileAt(1).link);
    expect(onOpenItem).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(tileAt(1).tile.getAttribute('aria-current')).toBeNull();
  });

  it('keeps tiles as plain links without any open-item prop', async () => {
    renderWithTrove(<Gallery params={defaultGalleryParams} />);
    await screen.findByText('40 items');
    expect(tileAt(1).link.getAttribute('href')).toBe(
      '/collectables/coins/british/gold/01-gold-sovereign-1851',
    );
  });
});

describe('Gallery advertisements', () => {
  const adZonesOn = () => {
    const defaults = settingsFixture();
    server.use(...settingsHandlers(settingsFixture({ features: { ...defaults.features, ad_zones: true } })));
  };
  const houseAd = (slot: number) => <a href="/contact?subject=Advertising">Advertise with us ({slot})</a>;
  const advertisements = () => screen.queryAllByRole('listitem', { name: 'Advertisement' });

  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(300);
  });

  it('shows the host’s advertisements among the tiles with the ad zones flag on', async () => {
    adZonesOn();
    const { user } = renderWithTrove(
      <Gallery params={defaultGalleryParams} renderAdvertisement={houseAd} adFrequency={4} />,
    );
    await screen.findByText('40 items');
    await waitFor(() => expect(advertisements()).not.toEqual([]));
    // three columns: after every 4 tiles
    expect(
      advertisements()
        .map((ad) => ad.getAttribute('aria-posinset'))
        .slice(0, 2),
    ).toEqual(['5', '10']);
    expect(tileAt(6).link.getAttribute('href')).toMatch(/\/05-carved-kauri-box-1855$/);
    expect(within(advertisements()[0] as HTMLElement).getByRole('link').textContent).toBe(
      'Advertise with us (0)',
    );
    // one column (mobile): positions 3 and 6 first
    await user.click(screen.getByRole('radio', { name: '1 column' }));
    expect(advertisements().map((ad) => ad.getAttribute('aria-posinset'))).toEqual(['3']);
    expect(tileAt(4).link.textContent).toContain('Kiwi florin 1853');
  });

  it('has none with the flag off, nor without a renderer', async () => {
    const { unmount, queryClient } = renderWithTrove(
      <Gallery params={defaultGalleryParams} renderAdvertisement={houseAd} />,
    );
    await screen.findByText('40 items');
    // the settings have loaded: the flag is known to be off
    await waitFor(() => expect(queryClient.getQueryData(settingsQueryKey)).toBeDefined());
    expect(advertisements()).toEqual([]);
    expect(tileAt(3).link.textContent).toContain('Kiwi florin 1853');
    unmount();

    adZonesOn();
    const other = renderWithTrove(<Gallery params={defaultGalleryParams} adFrequency={1} />);
    await screen.findByText('40 items');
    await waitFor(() =>
      expect(other.queryClient.getQueryData(settingsQueryKey)).toMatchObject({
        features: { ad_zones: true },
      }),
    );
    expect(advertisements()).toEqual([]);
    expect(tileAt(3).link.textContent).toContain('Kiwi florin 1853');
  });

  it('closing a pane scrolls back to and focuses its tile, past the advertisements before it', async () => {
    adZonesOn();
    const { user } = renderWithTrove(
      <Gallery params={defaultGalleryParams} openInPlace renderAdvertisement={houseAd} adFrequency={2} />,
    );
    await screen.findByText('40 items');
    await waitFor(() => expect(advertisements()).not.toEqual([]));
    // every 2 tiles: the fifth tile is the seventh cell, in the third row
    const { tile, link } = tileAt(7);
    expect(link.getAttribute('href')).toMatch(/\/05-carved-kauri-box-1855$/);
    scrolledTo(450);
    await user.click(link);
    const pane = await screen.findByRole('region', { name: 'Carved kauri box 1855' });
    expect(tile.getAttribute('aria-current')).toBe('true');
    vi.mocked(window.scrollTo).mockClear();
    scrolledTo(900);
    await user.click(within(pane).getByRole('button', { name: 'Close' }));
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 450 });
    expect(document.activeElement).toBe(tileAt(7).link);
  });
});
