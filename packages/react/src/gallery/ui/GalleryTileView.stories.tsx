import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { defaultGalleryParams } from '@trove/core/gallery';
import { galleryItemFixture } from '@trove/test-utils';
import { expect, fn, userEvent, within } from 'storybook/test';
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
