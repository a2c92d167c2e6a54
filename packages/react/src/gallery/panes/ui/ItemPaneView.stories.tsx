import type { Meta, StoryObj } from '@storybook/react-vite';
import { itemDetailFixture, soldItemDetailFixture } from '@trove/test-utils';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ItemPaneView } from './ItemPaneView';

/** An item's pane, as it opens in place from its tile. */
const meta = {
  title: 'Gallery/Panes/ItemPaneView',
  component: ItemPaneView,
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    item: itemDetailFixture(),
    onClose: fn(),
    now: new Date('2026-11-20T12:00:00Z'),
    timeZone: 'UTC',
  },
} satisfies Meta<typeof ItemPaneView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** For sale at $1,250: years, SKU, the website cut to 32 characters, extra rows, tags, footer with club logos. */
export const ForSale: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Victorian gold sovereign' })).toBeVisible();
    await expect(canvas.getByText('$1,250')).toBeVisible();
    await expect(canvas.getByText('1887–1890')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'https://www.kiwicoins.example/s…' })).toBeVisible();
    await expect(canvas.getByText('12 March 2026 (8 months ago)')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log in to like or comment' })).toBeVisible();
    await expect(canvas.queryByText(/views/)).toBeNull();
    const images = within(canvas.getByRole('region', { name: 'Images' }));
    await userEvent.click(images.getByRole('button', { name: 'Next' }));
    await expect(images.getByRole('group', { name: '2 of 3' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Sold: the sale closed date and the realisation price instead of a price. */
export const Sold: Story = {
  args: { item: soldItemDetailFixture() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sale closed')).toBeVisible();
    await expect(canvas.getByText('20 April 2026')).toBeVisible();
    await expect(canvas.getByText('$1,480')).toBeVisible();
    await expect(canvas.queryByText('$1,250')).toBeNull();
  },
};

/** The first item an anonymous visitor came in on: the scroll message above it. */
export const WithScrollMessage: Story = {
  args: { scrollMessage: 'Scroll down for more Coins listings' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Scroll down for more Coins listings')).toBeVisible();
  },
};

/** An admin, signed in: the view count and share counters, no invitation to log in. */
export const AsAdmin: Story = {
  args: { admin: true, signedIn: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/1\.5k views/)).toBeVisible();
    await expect(canvas.queryByText('Log in to like or comment')).toBeNull();
  },
};

/** Nothing but a title: no images, rows, tags or footer. */
export const Minimal: Story = {
  args: {
    item: itemDetailFixture({
      images: [],
      image_url: null,
      sku: null,
      price: null,
      website: null,
      extra_data: [],
      tags: [],
      description: '',
      clubs: [],
      associations: [],
      social_media_links: [],
      detail_logo: null,
      user: null,
      manufacture_date_from: null,
      manufacture_date_to: null,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Victorian gold sovereign' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Images' })).toBeNull();
  },
};
