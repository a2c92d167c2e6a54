import type { Meta, StoryObj } from '@storybook/react-vite';
import { ORDER_STATUSES } from '@trove/core/shop';
import { orderFixture, orderListFixture, ordersPageFixture } from '@trove/test-utils';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrdersTableView } from './OrdersTableView';

const meta = {
  title: 'Orders/OrdersTableView',
  component: OrdersTableView,
  args: { orders: undefined, page: 1, timeZone: 'Pacific/Auckland', onPageChange: fn(), onOpenOrder: fn() },
} satisfies Meta<typeof OrdersTableView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { orders: ordersPageFixture([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No results found')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};

/** One order in each status, newest first: number, date, status badge, total. */
export const List: Story = {
  args: {
    orders: ordersPageFixture(
      ORDER_STATUSES.map((status, index) =>
        orderFixture({
          number: String(100004 - index),
          status,
          date_placed: `2025-06-0${4 - index}T01:00:00Z`,
          total_incl_tax: index === 0 ? '1250.00' : '130.00',
          total_excl_tax: index === 0 ? '1250.00' : '130.00',
        }),
      ),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['100004', '4 June 2025', 'Being Processed', '$1,250.00'],
      ['100003', '3 June 2025', 'Pending', '$130.00'],
      ['100002', '2 June 2025', 'Cancelled', '$130.00'],
      ['100001', '1 June 2025', 'Processed', '$130.00'],
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Order 100003' }));
    await expect(args.onOpenOrder).toHaveBeenCalledWith(expect.objectContaining({ number: '100003' }));
  },
};

/** Page 2 of 3 (120 orders, 50 a page). */
export const Paged: Story = {
  args: { orders: ordersPageFixture(orderListFixture(120), 2), page: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(51);
    const pagination = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(pagination.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

/** Loading the orders failed (spec §8's error flag): the alert, and Try again. */
export const Failed: Story = {
  args: { failed: true, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Sorry, your orders could not be loaded.');
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
