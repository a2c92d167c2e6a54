import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { defaultGalleryParams } from '@trove/core/gallery';
import { galleryItemFixture } from '@trove/test-utils';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WatchButtonView } from '../../community/ui/WatchButtonView';
import { GalleryTileView } from './GalleryTileView';

const LONG_TITLE = 'Victorian gold sovereign 1887 jubilee head, uncirculated';

// A tile is as wide as its column: about 262 px in 3 columns, 150 px in 6, the page's width in 1.
const inColumn =
  (width: string): Decorator =>
  (Story) => (
    <div className="trove-root" style={{ width, padding: 16 }}>
      <Story />
    </div>
  );

const meta = {
  title: 'Gallery/GalleryTileView',
  component: GalleryTileView,
  decorators: [inColumn('262px')],
  args: { item: galleryItemFixture(), params: defaultGalleryParams, columns: 3, onOpen: fn() },
} satisfies Meta<typeof GalleryTileView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** For sale at $150: no decimals at 100 or more. A plain click opens the tile in place. */
export const ForSale: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link');
    await expect(link).toHaveAttribute(
      'href',
      '/collectables/coins/british/gold/042-victorian-gold-sovereign-1887',
    );
    await expect(canvas.getByText('$150')).toBeVisible();
    await expect(canvas.getByText('1.5k')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Victorian gold sovereign 1887' })).toBeVisible();
    await userEvent.click(link);
    await expect(args.onOpen).toHaveBeenCalledWith(args.item);
  },
};

export const Sold: Story = {
  args: {
    item: galleryItemFixture({
      sold: true,
      for_sale: false,
      realisation_price: '212.50',
      realisation_currency: 'GBP',
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sold')).toBeVisible();
    await expect(canvas.getByText('£212.50')).toBeVisible();
  },
};

export const Event: Story = {
  args: {
    item: galleryItemFixture({
      id: 7,
      item_type: 'EVENT',
      title: 'Wellington coin fair',
      price: null,
      for_sale: false,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Event')).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAttribute(
      'href',
      '/collectables/coins/british/gold/17-wellington-coin-fair',
    );
  },
};

/** An event that is over: its badge reads Past event. */
export const PastEvent: Story = {
  args: {
    item: galleryItemFixture({
      id: 7,
      item_type: 'EVENT',
      title: 'Wellington coin fair',
      price: null,
      for_sale: false,
      date_start: '2025-07-12T10:00:00Z',
      date_end: '2025-07-12T16:00:00Z',
    }),
    now: new Date('2026-11-20T12:00:00Z'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Past event')).toBeVisible();
    await expect(canvas.queryByText('Event')).toBeNull();
  },
};

export const Organisation: Story = {
  args: {
    item: galleryItemFixture({
      id: 11,
      item_type: 'ORGANISATION',
      title: 'Numismatic Society',
      price: null,
      for_sale: false,
      image_thumbnail: null,
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Organisation')).toBeVisible();
  },
};

/** `can_open` false: the lock hint shows (opening it gives the permission-denied pane). */
export const Locked: Story = {
  args: { item: galleryItemFixture({ can_open: false }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Locked')).toBeVisible();
  },
};

export const LongTitleOneColumn: Story = {
  decorators: [inColumn('720px')],
  args: { item: galleryItemFixture({ title: LONG_TITLE }), columns: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Victorian gold sove…')).toBeVisible();
  },
};

export const LongTitleThreeColumns: Story = {
  args: { item: galleryItemFixture({ title: LONG_TITLE }), columns: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Victorian gold sove…')).toBeVisible();
  },
};

export const LongTitleSixColumns: Story = {
  decorators: [inColumn('150px')],
  args: { item: galleryItemFixture({ title: LONG_TITLE }), columns: 6 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Victorian go…')).toBeVisible();
  },
};

// The tile's watch toggle (spec §2 Tiles), in the slot over the image's corner: off, on, pending.
const watchToggle = (watched: boolean, pending = false) => (
  <WatchButtonView compact watched={watched} pending={pending} onToggle={fn()} />
);

/** Not watched: the eye outlined; a click on it toggles and does not open the tile. */
export const WatchOff: Story = {
  args: { actions: watchToggle(false) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Watch', pressed: false });
    await expect(toggle).toBeVisible();
    await expect(canvas.getByText('$150')).toBeVisible();
    await userEvent.click(toggle);
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

/** On the member's watchlist: the eye filled and pressed. */
export const WatchOn: Story = {
  args: { actions: watchToggle(true) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Watch', pressed: true })).toBeVisible();
  },
};

/** While the watchlist is read or saved: busy, taking no click. */
export const WatchPending: Story = {
  args: { actions: watchToggle(true, true) },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Watch' });
    await expect(toggle).toBeDisabled();
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
  },
};

/** Six columns, the narrowest tile: the toggle stays in the image's corner, clear of title and price. */
export const WatchSixColumns: Story = {
  decorators: [inColumn('150px')],
  args: { item: galleryItemFixture({ title: LONG_TITLE }), columns: 6, actions: watchToggle(false) },
};

/** One column: the toggle sits in the corner of the image, not of the row. */
export const WatchOneColumn: Story = {
  decorators: [inColumn('600px')],
  args: { columns: 1, actions: watchToggle(true) },
};
