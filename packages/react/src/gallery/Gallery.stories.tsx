import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultGalleryParams, type GalleryParams } from '@trove/core/gallery';
import {
  galleryErrorHandlers,
  galleryHandlers,
  galleryLoadingHandlers,
  itemHandlers,
  settingsFixture,
  settingsHandlers,
  staticMapFixture,
} from '@trove/test-utils';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Gallery, type GalleryProps } from './Gallery';

/** The site's part: it keeps the params and the open item (here in state; in a site, in the URL). */
function StatefulGallery({
  params: initial,
  onParamsChange,
  openItem: initialItem,
  onOpenItemChange,
  ...props
}: GalleryProps) {
  const [params, setParams] = useState<GalleryParams>(initial);
  const [openItem, setOpenItem] = useState(initialItem);
  return (
    <Gallery
      {...props}
      params={params}
      onParamsChange={(next) => {
        setParams(next);
        onParamsChange?.(next);
      }}
      openItem={openItem}
      onOpenItemChange={(item, tile) => {
        setOpenItem(item);
        onOpenItemChange?.(item, tile);
      }}
    />
  );
}

/** The gallery over msw: 40 tiles, 11 a page, keyset paging. */
const meta = {
  title: 'Gallery/Gallery (connected)',
  component: Gallery,
  render: (args) => <StatefulGallery {...args} />,
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    params: defaultGalleryParams,
    onParamsChange: fn(),
    onOpenItem: fn(),
    onOpenItemChange: fn(),
    onGoBack: fn(),
    mapImageUrl: (_address, size) => staticMapFixture(size.width, size.height),
  },
  parameters: { msw: { handlers: { gallery: galleryHandlers(), item: itemHandlers() } } },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Scrolling to the end loads every page; a chip narrows the gallery; a click opens a tile in place. */
export const ScrollsFiltersAndOpens: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('40 items')).toBeVisible();
    await waitFor(
      async () => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        await expect(canvas.getByText('You have reached the end of the gallery')).toBeInTheDocument();
      },
      { timeout: 5000 },
    );
    window.scrollTo(0, 0);
    await userEvent.click(canvas.getByRole('button', { name: 'Sold' }));
    await expect(args.onParamsChange).toHaveBeenCalledWith({ ...defaultGalleryParams, sold: true });
    await expect(await canvas.findByText('7 items')).toBeVisible();
    const [first] = await canvas.findAllByRole('link');
    // clickable once the window has stopped scrolling
    await waitFor(() => userEvent.click(first as HTMLElement));
    await expect(args.onOpenItem).toHaveBeenCalledWith(expect.objectContaining({ sold: true }));
  },
};

/**
 * Entered with an item in the URL: its pane opens above the tiles, with the scroll message for an
 * anonymous visitor. Close goes back to the tile; another tile opens in its place.
 */
export const WithPaneOpen: Story = {
  args: { openItem: { itemType: 'ITEM', id: 3, slug: 'kiwi-florin-1853' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pane = await canvas.findByRole('region', { name: 'Kiwi florin 1853' });
    await expect(await within(pane).findByText('Scroll down for more Coins listings')).toBeVisible();
    await expect(await canvas.findByText('40 items')).toBeVisible();
    await userEvent.click(within(pane).getByRole('button', { name: 'Close' }));
    await expect(args.onOpenItemChange).toHaveBeenLastCalledWith(undefined, undefined);
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Kiwi florin 1853' })).toBeNull());
    // the third tile's link, whichever element the virtualiser draws it in
    await waitFor(() =>
      expect(canvasElement.querySelector('[role="listitem"][aria-posinset="3"] a')).toHaveFocus(),
    );
    const [, second] = within(canvas.getByRole('list', { name: 'Gallery' })).getAllByRole('link');
    await userEvent.click(second as HTMLElement);
    // the loading pane first, then the item's pane, which takes the focus
    await expect(await canvas.findByText('Listed')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Penny Black stamp 1852' })).toHaveFocus();
  },
};

/** A tile far down: its pane opens below its row, and Close scrolls the virtualised grid back to the tile. */
export const ClosingScrollsBackToTheTile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('40 items')).toBeVisible();
    await waitFor(
      async () => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        await expect(canvas.getByText('You have reached the end of the gallery')).toBeInTheDocument();
      },
      { timeout: 5000 },
    );
    // the last tile, once the virtualiser has drawn the rows at the end
    const position = '40';
    const chosen = () =>
      canvasElement.querySelector<HTMLElement>(`[role="listitem"][aria-posinset="${position}"]`);
    await waitFor(() => expect(chosen()).not.toBeNull());
    // clickable once the window has stopped scrolling
    await waitFor(() => userEvent.click(within(chosen() as HTMLElement).getByRole('link')));
    await expect(await canvas.findByText('Listed')).toBeVisible();
    const pane = canvas.getByRole('region', { name: /\d{4}$|^Coin fair|^Numismatic/ });
    await expect(pane.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await expect(pane.getBoundingClientRect().top).toBeLessThan(window.innerHeight);
    await userEvent.click(within(pane).getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      const tile = canvasElement.querySelector(`[role="listitem"][aria-posinset="${position}"]`);
      const link = tile?.querySelector('a');
      expect(link).toHaveFocus();
      const { top, bottom } = (tile as HTMLElement).getBoundingClientRect();
      expect(top).toBeGreaterThanOrEqual(0);
      expect(bottom).toBeLessThanOrEqual(window.innerHeight);
    });
  },
};

const adZonesOn = settingsHandlers(
  settingsFixture({ features: { ...settingsFixture().features, ad_zones: true } }),
);

/** A host's advertisement: Trove only makes room for it. */
const placeholderAd = (slot: number) => (
  <div style={{ display: 'grid', placeItems: 'center', minHeight: 120, border: '1px dashed #767676' }}>
    <p style={{ margin: 0 }}>Your advertisement here (slot {slot + 1})</p>
  </div>
);

/** The list positions of the advertisement tiles drawn, once there are some. */
async function adPositions(canvasElement: HTMLElement) {
  const ads = await within(canvasElement).findAllByRole('listitem', { name: 'Advertisement' });
  return ads.map((ad) => ad.getAttribute('aria-posinset'));
}

/**
 * The ad zones flag on and a renderer given: advertisement tiles among the tiles, after every 10 in
 * the grids, at positions 3 and 6 first in one column.
 */
export const WithAdvertisements: Story = {
  args: { renderAdvertisement: placeholderAd },
  parameters: { msw: { handlers: { settings: adZonesOn } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('40 items')).toBeVisible();
    await waitFor(async () => expect((await adPositions(canvasElement))[0]).toBe('11'));
    await userEvent.click(canvas.getByRole('radio', { name: '1 column' }));
    await waitFor(async () => expect((await adPositions(canvasElement)).slice(0, 2)).toEqual(['3', '6']));
    await userEvent.click(canvas.getByRole('radio', { name: '6 columns' }));
    await waitFor(async () => expect((await adPositions(canvasElement))[0]).toBe('11'));
  },
};

/** The flag off (the default): a renderer alone shows no advertisements. */
export const AdvertisementsFlagOff: Story = {
  args: { renderAdvertisement: placeholderAd },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('40 items')).toBeVisible();
    // the tiles are drawn, and none of them is an advertisement
    await expect((await canvas.findAllByRole('listitem')).length).toBeGreaterThan(0);
    await expect(canvas.queryAllByRole('listitem', { name: 'Advertisement' })).toEqual([]);
  },
};

/** One column with advertisements: closing a pane focuses its tile, past the advertisements before it. */
export const ClosingPastAdvertisements: Story = {
  args: { renderAdvertisement: placeholderAd, columns: 1 },
  parameters: { msw: { handlers: { settings: adZonesOn } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('40 items')).toBeVisible();
    await waitFor(async () => expect((await adPositions(canvasElement)).slice(0, 2)).toEqual(['3', '6']));
    // the fifth tile is the seventh cell, some rows down
    const cell = () => canvasElement.querySelector<HTMLElement>('[role="listitem"][aria-posinset="7"]');
    await waitFor(() => {
      window.scrollBy(0, 200);
      expect(cell()).not.toBeNull();
    });
    // clickable once the window has stopped scrolling
    await waitFor(() =>
      userEvent.click(within(cell() as HTMLElement).getByRole('link', { name: /Carved kauri box 1855/ })),
    );
    // the loading pane first, then the item's
    await expect(await canvas.findByText('Listed')).toBeVisible();
    const pane = canvas.getByRole('region', { name: 'Carved kauri box 1855' });
    await userEvent.click(within(pane).getByRole('button', { name: 'Close' }));
    // scrolled back to the tile, in view, and its link focused
    await waitFor(() => {
      const tile = cell() as HTMLElement;
      expect(within(tile).getByRole('link', { name: /Carved kauri box 1855/ })).toHaveFocus();
      const { top, bottom } = tile.getBoundingClientRect();
      expect(top).toBeGreaterThanOrEqual(0);
      expect(bottom).toBeLessThanOrEqual(window.innerHeight);
    });
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { gallery: galleryLoadingHandlers() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { params: { ...defaultGalleryParams, q: 'unicorn' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No items found')).toBeVisible();
  },
};

/** The provider's client retries once before the error shows. */
export const Failed: Story = {
  parameters: { msw: { handlers: { gallery: galleryErrorHandlers() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Sorry an error occurred',
    );
  },
};
