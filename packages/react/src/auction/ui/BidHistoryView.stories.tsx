import type { Meta, StoryObj } from '@storybook/react-vite';
import { AUCTION_MEMBER, bidFixture, lotFixture } from '@trove/test-utils';
import { expect, within } from 'storybook/test';
import { BidHistoryView } from './BidHistoryView';

/** A lot's bids, newest first, seen by the member (kiri). */
const meta = {
  title: 'Auction/BidHistoryView',
  component: BidHistoryView,
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
  args: { lot: lotFixture(), userId: AUCTION_MEMBER.id, timeZone: 'Pacific/Auckland' },
} satisfies Meta<typeof BidHistoryView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** hemi leads (green, marked Leading bid); the member's two lower bids are red, marked Your bid. */
export const History: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [, leading, own, older] = canvas.getAllByRole('row');
    await expect(leading).toHaveTextContent('hemi Leading bid');
    await expect(leading).toHaveTextContent('$1,100');
    await expect(leading).toHaveAttribute('data-tone', 'leading');
    await expect(own).toHaveTextContent('kiri Your bid');
    await expect(own).toHaveAttribute('data-tone', 'own');
    await expect(older).toHaveAttribute('data-tone', 'own');
    await expect(canvas.getAllByText('Your bid')).toHaveLength(2);
  },
};

/** The member leads: their row is both the leading bid and theirs. */
export const MemberLeading: Story = {
  args: {
    lot: lotFixture({
      current_bid: 1150,
      has_leading_bid: true,
      bids: [bidFixture({ id: 4, amount: 1150, user: { ...AUCTION_MEMBER } }), ...lotFixture().bids],
    }),
  },
  play: async ({ canvasElement }) => {
    const [, first] = within(canvasElement).getAllByRole('row');
    await expect(first).toHaveTextContent('kiri Leading bid Your bid');
  },
};

/** Seen anonymously: only the leading row stands out. */
export const Anonymous: Story = {
  args: { userId: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Your bid')).toBeNull();
  },
};

export const Empty: Story = {
  args: { lot: lotFixture({ bids: [], bid_count: 0, current_bid: null }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No bids yet')).toBeVisible();
  },
};
