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

// A lot of an auction at a fixed time: it opened two days before and closes 2 days 4 hours after.
const AUCTION_NOW = new Date('2026-11-20T12:00:00Z');
const lotFixture = (overrides: Parameters<typeof galleryItemFixture>[0] = {}) =>
  galleryItemFixture({
    id: 12,
    title: 'Carved kauri box',
    // a lot lists no price of its own: its bid is its price
    price: null,
    for_sale_by_auction: true,
    lot_number: 12,
    start_price: '400.00',
    current_bid: '1250.00',
    auction_currency: 'NZD',
    auction_opens: '2026-11-18T09:00:00Z',
    auction_closes: '2026-11-22T16:30:00Z',
    ...overrides,
  });

/** A lot open for bids: its leading bid is the price, with its number and time left. */
export const Auction: Story = {
  args: { item: lotFixture(), now: AUCTION_NOW },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Auction')).toBeVisible();
    await expect(canvas.getByText('$1,250')).toBeVisible();
    await expect(canvas.getByText('Lot 12')).toBeVisible();
    await expect(canvas.getByText('2d 4h left')).toBeVisible();
    await expect(canvas.queryByText('$150')).toBeNull();
  },
};

/**
 * A lot that also lists a price leads with it, as the price sorts order by it; its bid is among
 * its facts.
 */
export const AuctionWithListedPrice: Story = {
  args: { item: lotFixture({ price: '1500.00' }), now: AUCTION_NOW },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$1,500')).toBeVisible();
    await expect(canvas.getByText('Bid $1,250')).toBeVisible();
    await expect(canvas.getByText('2d 4h left')).toBeVisible();
  },
};

/** A lot nobody has bid on yet shows its start price. */
export const AuctionNoBid: Story = {
  args: { item: lotFixture({ current_bid: null }), now: AUCTION_NOW },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Starts at')).toBeVisible();
    await expect(canvas.getByText('$400')).toBeVisible();
  },
};

/** Past its close: Closed, with its last bid. */
export const AuctionClosed: Story = {
  args: {
    item: lotFixture({ for_sale_by_auction: false, auction_closes: '2026-11-19T16:30:00Z' }),
    now: AUCTION_NOW,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Closed')).toBeVisible();
    await expect(canvas.getByText('$1,250')).toBeVisible();
  },
};

/** The narrowest three-column lot, on a 390 px phone: the price is never cut off. */
export const AuctionPhoneThreeColumns: Story = {
  decorators: [inColumn('112px')],
  args: { item: lotFixture({ current_bid: '12450.50' }), now: AUCTION_NOW },
  play: async ({ canvasElement }) => {
    const amount = within(canvasElement).getByText('$12,450.50');
    await expect(amount).toBeVisible();
    const price = amount.closest('.trove-tile__price') as HTMLElement;
    await expect(price.scrollWidth).toBeLessThanOrEqual(price.clientWidth);
  },
};

/** An event's dates and city. */
export const EventDatesAndCity: Story = {
  args: {
    item: galleryItemFixture({
      id: 7,
      item_type: 'EVENT',
      title: 'Wellington coin fair',
      price: null,
      for_sale: false,
      date_start: '2026-12-12T10:00:00Z',
      date_end: '2026-12-14T16:00:00Z',
      city: 'Wellington',
    }),
    now: AUCTION_NOW,
    timeZone: 'UTC',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('12–14 Dec 2026')).toBeVisible();
    await expect(canvas.getByText('Wellington')).toBeVisible();
  },
};

/** One column: the image beside the details, not above them. */
export const AuctionOneColumn: Story = {
  decorators: [inColumn('600px')],
  args: { item: lotFixture(), columns: 1, now: AUCTION_NOW },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole('img').getBoundingClientRect();
    const title = canvas.getByText('Carved kauri box').getBoundingClientRect();
    await expect(title.left).toBeGreaterThanOrEqual(image.right);
    await expect(title.top).toBeLessThan(image.bottom);
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
