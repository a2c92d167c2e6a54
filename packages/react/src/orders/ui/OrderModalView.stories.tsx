import type { Meta, StoryObj } from '@storybook/react-vite';
import type { OrderStatus } from '@trove/core/shop';
import { orderFixture, orderLineFixture } from '@trove/test-utils';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderModalView } from './OrderModalView';

const meta = {
  title: 'Orders/OrderModalView',
  component: OrderModalView,
  args: { number: '100001', order: orderFixture(), timeZone: 'Pacific/Auckland', onClose: fn() },
} satisfies Meta<typeof OrderModalView>;

export default meta;
type Story = StoryObj<typeof meta>;

// the modal is portalled to the body
const screen = () => within(document.body);

/** Totals equal: no tax row. Line, shipping method and price, address, total, status. */
export const WithoutTax: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen().findByRole('dialog', { name: 'Order 100001' }));
    const line = within(dialog.getByRole('listitem'));
    await expect(line.getByText('1933 Kiwi Florin')).toBeVisible();
    await expect(line.getByText('A florin of the first New Zealand coinage, uncirculated.')).toBeVisible();
    await expect(line.getByText('$120.00')).toBeVisible();
    await expect(dialog.getByText('Standard shipping')).toBeVisible();
    await expect(dialog.getByText('Kiri Tane, 1 Queen Street, Auckland, 1010, New Zealand')).toBeVisible();
    await expect(dialog.queryByText('Tax')).toBeNull();
    await expect(dialog.getByText('Total (incl. tax)').nextElementSibling).toHaveTextContent('$130.00');
    await expect(dialog.getByText('Being Processed')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Totals differ (GST 15%): the tax row shows the difference. Two lines, one of two units. */
export const WithTax: Story = {
  args: {
    order: orderFixture({
      total_excl_tax: '250.00',
      total_incl_tax: '287.50',
      lines: [
        orderLineFixture(),
        orderLineFixture({
          url: '/api/shop/orders/100001/lines/2/',
          title: 'Penny Black',
          quantity: 2,
          price_excl_tax: '60.00',
          price_incl_tax: '69.00',
          product: { url: null, title: 'Penny Black', description: '', image: null },
        }),
      ],
    }),
  },
  play: async () => {
    const dialog = within(await screen().findByRole('dialog', { name: 'Order 100001' }));
    await expect(dialog.getAllByRole('listitem')).toHaveLength(2);
    await expect(dialog.getByText('× 2')).toBeVisible();
    await expect(dialog.getByText('Tax').nextElementSibling).toHaveTextContent('$37.50');
    await expect(dialog.getByText('Total (incl. tax)').nextElementSibling).toHaveTextContent('$287.50');
  },
};

/** No shipping required (an event ticket): no address, no shipping price. */
export const NoShipping: Story = {
  args: {
    order: orderFixture({
      shipping_method: 'No shipping required',
      shipping_code: 'no-shipping-required',
      shipping_excl_tax: '0.00',
      shipping_incl_tax: '0.00',
      shipping_address: null,
      total_excl_tax: '120.00',
      total_incl_tax: '120.00',
    }),
  },
  play: async () => {
    const dialog = within(await screen().findByRole('dialog', { name: 'Order 100001' }));
    await expect(dialog.getByText('No shipping required')).toBeVisible();
    await expect(dialog.queryByText('Shipping address')).toBeNull();
  },
};

/** The status badge names the order's status. */
const showsStatus =
  (status: OrderStatus): Story['play'] =>
  async () => {
    const dialog = within(await screen().findByRole('dialog', { name: 'Order 100001' }));
    await expect(dialog.getByText(status, { selector: '.trove-order-status' })).toBeVisible();
  };

export const Pending: Story = {
  args: { order: orderFixture({ status: 'Pending' }) },
  play: showsStatus('Pending'),
};
export const Cancelled: Story = {
  args: { order: orderFixture({ status: 'Cancelled' }) },
  play: showsStatus('Cancelled'),
};
export const Processed: Story = {
  args: { order: orderFixture({ status: 'Processed' }) },
  play: showsStatus('Processed'),
};

export const Loading: Story = {
  args: { order: undefined },
  play: async () => {
    const dialog = within(await screen().findByRole('dialog', { name: 'Order 100001' }));
    await expect(dialog.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { order: undefined, failed: true },
  play: async () => {
    const dialog = within(await screen().findByRole('dialog', { name: 'Order 100001' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Sorry, this order could not be loaded.');
  },
};
