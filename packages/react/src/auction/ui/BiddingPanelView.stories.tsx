import type { Meta, StoryObj } from '@storybook/react-vite';
import { type BiddingPanelState, initialBiddingPanel } from '@trove/core/auction';
import { AUCTION_MEMBER, asMemberSees, bidFixture, lotFixture } from '@trove/test-utils';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BiddingPanelView } from './BiddingPanelView';

const lot = lotFixture();
// As the server sends it to the leader: the minimum is above the member's own maximum.
const leadingLot = asMemberSees(
  lotFixture({
    has_leading_bid: true,
    current_bid: 1150,
    auto_bid: 1500,
    next_bid: 1200,
    bids: [bidFixture({ id: 4, amount: 1150, user: { ...AUCTION_MEMBER } }), ...lotFixture().bids],
  }),
);
const bidding = (amount: string, error: string | null = null): BiddingPanelState => ({
  step: 'bidding',
  amount,
  error,
});

/** The bidding panel in every state of the spec (§4, §5, §8). */
const meta = {
  title: 'Auction/BiddingPanelView',
  component: BiddingPanelView,
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    lot,
    phase: 'open',
    state: initialBiddingPanel(lot),
    signedIn: true,
    userId: AUCTION_MEMBER.id,
    onAmountChange: fn(),
    onBid: fn(),
    onAutoBid: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    onLogin: fn(),
  },
} satisfies Meta<typeof BiddingPanelView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotStarted: Story = {
  args: { phase: 'not_started' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Bidding opens when the auction opens.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Your bid (minimum $1,150)' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Place bid' })).toBeDisabled();
  },
};

/** Open, someone else's lot: the amount starts at the next bid, labelled with the minimum. */
export const Open: Story = {
  args: { lot: lotFixture({ bids: [bidFixture()], bid_count: 1 }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByRole('textbox', { name: 'Your bid (minimum $1,150)' });
    await expect(amount).toHaveValue('1150');
    await userEvent.click(canvas.getByRole('button', { name: 'Place bid' }));
    await expect(args.onBid).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Place maximum bid' }));
    await expect(args.onAutoBid).toHaveBeenCalledOnce();
    await expect(canvas.queryByText('You have been out bid')).toBeNull();
  },
};

/** The member leads with a maximum of $1,500: the amount starts above it. */
export const Leading: Story = {
  args: { lot: leadingLot, state: initialBiddingPanel(leadingLot) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have the leading bid')).toBeVisible();
    await expect(canvas.getByText('Your maximum bid: $1,500')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Your bid (minimum $1,501)' })).toHaveValue('1501');
  },
};

/** The member bid, another leads and they have no maximum left. */
export const Outbid: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You have been out bid')).toBeVisible();
  },
};

export const ReserveNotMet: Story = {
  args: {
    lot: lotFixture({
      has_leading_bid: true,
      reserve_status: 'Reserve not met',
      bids: [bidFixture({ user: { ...AUCTION_MEMBER } })],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have the leading bid')).toBeVisible();
    await expect(canvas.getByText('The reserve has not been met yet.')).toBeVisible();
  },
};

/** Confirm a full bid of $1,200: $1,380 with the 15% buyer's premium. */
export const ConfirmBid: Story = {
  args: { state: { step: 'confirm_bid', amount: '1200', error: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Confirm your bid of $1,200' });
    await expect(group).toHaveTextContent("$1,380 with the 15% buyer's premium");
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const ConfirmMaximumBid: Story = {
  args: { state: { step: 'confirm_auto_bid', amount: '1999.99', error: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Confirm your maximum bid of $1,999.99' });
    await expect(group).toHaveTextContent("$2,299.99 with the 15% buyer's premium");
    await expect(group).toHaveTextContent('up to $1,999.99');
  },
};

export const Placing: Story = {
  args: { state: { step: 'confirm_bid', amount: '1200', error: null }, placing: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Placing bid…' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** An amount below the minimum: the field's message describes it. */
export const AmountError: Story = {
  args: { state: bidding('1000', 'Minimum bid is $1,150') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByRole('textbox', { name: 'Your bid (minimum $1,150)' });
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription(/Minimum bid is \$1,150/);
  },
};

export const ProfileIncomplete: Story = {
  args: { profileIncomplete: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'You must complete your profile and verify your email address before you can bid on an auction.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Place bid' })).toBeDisabled();
  },
};

/** Closed, and the member won: the outcome under Auction result, no form. */
export const ClosedWon: Story = {
  args: {
    lot: lotFixture({
      closed: true,
      has_leading_bid: true,
      status: 'won',
      bids: [bidFixture({ user: { ...AUCTION_MEMBER } })],
    }),
    phase: 'closed',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Auction result' })).toBeVisible();
    await expect(canvas.getByText('You won')).toBeVisible();
    await expect(canvas.queryByText('You have the leading bid')).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** Closed: the member bid and another won. */
export const ClosedLost: Story = {
  args: { lot: lotFixture({ closed: true, status: 'lost' }), phase: 'closed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You did not win this lot.')).toBeVisible();
    await expect(canvas.queryByText('You won')).toBeNull();
  },
};

/** Closed and sold, seen by someone who did not bid (the seller, a watcher). */
export const ClosedSold: Story = {
  args: { lot: lotFixture({ closed: true, status: 'sold' }), phase: 'closed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Sold for /)).toBeVisible();
  },
};

/** The member led when it closed, but under the reserve: no win. */
export const ClosedReserveNotMet: Story = {
  args: {
    lot: lotFixture({
      closed: true,
      has_leading_bid: true,
      reserve_status: 'Reserve not met',
      status: 'lost',
    }),
    phase: 'closed',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('You did not win this lot. The reserve was not met.'),
    ).toBeVisible();
  },
};

/** Closed without a sale, seen by someone who did not bid. */
export const ClosedUnsold: Story = {
  args: {
    lot: lotFixture({ closed: true, reserve_status: 'Reserve not met', status: 'closed' }),
    phase: 'closed',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('This auction has closed. The reserve was not met.'),
    ).toBeVisible();
  },
};

/** Anonymous visitors log in to bid. */
export const Anonymous: Story = {
  args: { signedIn: false, userId: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in to bid' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
  },
};
