import type { Meta, StoryObj } from '@storybook/react-vite';
import { lotFixture } from '@trove/test-utils';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LotPanelView } from './LotPanelView';

/** A lot at a glance, in every phase of its auction. Times in Auckland. */
const meta = {
  title: 'Auction/LotPanelView',
  component: LotPanelView,
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
  args: { lot: lotFixture(), phase: 'open', remainingMs: 3_723_000, timeZone: 'Pacific/Auckland' },
} satisfies Meta<typeof LotPanelView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, an hour to go: the timer is not announced, the live region is quiet. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Lot 12' })).toBeVisible();
    const timer = canvas.getByRole('timer', { name: 'Closes in' });
    await expect(timer).toHaveTextContent('1h 02m 03s');
    await expect(timer).toHaveAttribute('aria-live', 'off');
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect(canvas.getByText('$1,500')).toBeVisible();
    await expect(canvas.getByText('$1,100')).toBeVisible();
    await expect(canvas.getByText('Reserve met')).toBeVisible();
    await expect(canvas.getByText('15%')).toBeVisible();
    await expect(canvas.queryByText('You have the leading bid')).toBeNull();
  },
};

export const NotStarted: Story = {
  args: {
    lot: lotFixture({ current_bid: null, bids: [], bid_count: 0, next_bid: 800 }),
    phase: 'not_started',
    remainingMs: 2 * 86_400_000 + 3 * 3_600_000,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer', { name: 'Opens in' })).toHaveTextContent('2d 03h');
    await expect(canvas.getByText('Starting bid')).toBeVisible();
    await expect(canvas.getByText('$800')).toBeVisible();
  },
};

/** The member leads: a tick, in words too. */
export const Leading: Story = {
  args: { lot: lotFixture({ has_leading_bid: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You have the leading bid')).toBeVisible();
  },
};

export const ReserveNotMet: Story = {
  args: { lot: lotFixture({ reserve_status: 'Reserve not met' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Reserve not met')).toBeVisible();
  },
};

/** Under a minute left: the countdown turns red and the live region has said 1 minute left. */
export const Ending: Story = {
  args: { remainingMs: 59_000, announcement: '1 minute left' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent('59s');
    await expect(canvas.getByRole('status')).toHaveTextContent('1 minute left');
  },
};

/** Closed and sold: Sold for and Closed, and no leading tick even for the winner (the bidding panel says You won). */
export const Closed: Story = {
  args: {
    lot: lotFixture({ closed: true, has_leading_bid: true, status: 'won' }),
    phase: 'closed',
    remainingMs: 0,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Auction closed')).toBeVisible();
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(canvas.getByText('Sold for')).toBeVisible();
    await expect(canvas.getByText('Closed')).toBeVisible();
    await expect(canvas.queryByText('Current bid')).toBeNull();
    await expect(canvas.queryByText('You have the leading bid')).toBeNull();
  },
};

/** Closed and won, with the site's cart: Pay now links there (a partner's element opens it in a popup). */
export const ClosedWonPayNow: Story = {
  args: {
    lot: lotFixture({ closed: true, has_leading_bid: true, status: 'won' }),
    phase: 'closed',
    remainingMs: 0,
    payNowHref: '/cart',
    // as the site and the element do: the click is theirs (a story that followed the link would
    // take the test page away from the story runner)
    onPayNow: fn((event: { preventDefault(): void }) => event.preventDefault()),
  },
  play: async ({ canvasElement, args }) => {
    const payNow = within(canvasElement).getByRole('link', { name: 'Pay now' });
    await expect(payNow).toHaveAttribute('href', '/cart');
    await userEvent.click(payNow);
    await expect(args.onPayNow).toHaveBeenCalledOnce();
  },
};

/** Won and paid for (the card checkout went through): Paid instead of Pay now. */
export const ClosedWonPaid: Story = {
  args: {
    lot: lotFixture({ closed: true, has_leading_bid: true, status: 'won', paid: true }),
    phase: 'closed',
    remainingMs: 0,
    payNowHref: '/cart',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Paid')).toBeVisible();
    await expect(within(canvasElement).queryByRole('link', { name: 'Pay now' })).toBeNull();
  },
};

/** Closed under the reserve: the highest bid, not a sale. */
export const ClosedUnderReserve: Story = {
  args: {
    lot: lotFixture({ closed: true, reserve_status: 'Reserve not met', status: 'closed' }),
    phase: 'closed',
    remainingMs: 0,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Highest bid')).toBeVisible();
  },
};
