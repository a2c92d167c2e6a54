import type { Meta, StoryObj } from '@storybook/react-vite';
import { lotListFixture, lotPageFixture } from '@trove/test-utils';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MyAuctionLotsView } from './MyAuctionLotsView';

/** The member's lots (Account › Auctions › Lots). */
const meta = {
  title: 'Auction/MyAuctionLotsView',
  component: MyAuctionLotsView,
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    lots: lotPageFixture(lotListFixture(6)),
    page: 1,
    timeZone: 'Pacific/Auckland',
    onPageChange: fn(),
    onSortChange: fn(),
  },
} satisfies Meta<typeof MyAuctionLotsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six open lots: Leading (with a tick) where the member leads; headers sort, ascending first. */
export const Rows: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(7);
    await expect(canvas.getAllByText('Leading')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Victorian gold sovereign (1)' })).toHaveAttribute(
      'href',
      '/collectables/lots/0501-lot-1',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Estimate' }));
    await expect(args.onSortChange).toHaveBeenCalledWith('estimate_price');
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};

const [leading, open, won, lost, sold, closed] = lotListFixture(6).map((lot, index) => ({
  ...lot,
  has_leading_bid: index === 0 || index === 2,
  closed: index >= 2,
  status: (['open', 'open', 'won', 'lost', 'sold', 'closed'] as const)[index] ?? 'open',
}));

/** Open and closed lots together, each with its status: Leading, Open, Won, Lost, Sold, Closed. */
export const Statuses: Story = {
  args: {
    lots: lotPageFixture([leading, open, won, lost, sold, closed].filter((lot) => lot !== undefined)),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Status' })).toBeVisible();
    const statuses = canvas
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('.trove-my-lots__status')?.textContent);
    await expect(statuses).toEqual(['✓Leading', 'Open', '✓Won', 'Lost', 'Sold', 'Closed']);
  },
};

/** Sorted by name, descending: the header says so (aria-sort); clicking it sorts ascending. */
export const SortedByNameDescending: Story = {
  args: { sort: '-item__name' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: /Lot/ });
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getByRole('columnheader', { name: /Closes/ })).not.toHaveAttribute('aria-sort');
    await userEvent.click(canvas.getByRole('button', { name: 'Lot' }));
    await expect(args.onSortChange).toHaveBeenCalledWith('item__name');
  },
};

/** Page 3 of 10: six page links around it, with ellipses. */
export const Paged: Story = {
  args: { lots: lotPageFixture(lotListFixture(480), 3), page: 3 },
  play: async ({ canvasElement, args }) => {
    const pagination = within(within(canvasElement).getByRole('navigation', { name: 'Pagination' }));
    await expect(
      pagination.getAllByRole('button', { name: /^Page/ }).map((button) => button.textContent),
    ).toEqual(['1', '2', '3', '4', '5', '6']);
    await userEvent.click(pagination.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(4);
  },
};

export const Empty: Story = {
  args: { lots: lotPageFixture([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No results found')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { lots: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { lots: undefined, failed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Sorry, your lots could not be loaded.',
    );
  },
};
