import type { Meta, StoryObj } from '@storybook/react-vite';
import { itemDetailFixture, itemHandlers, shopHandlers } from '@trove/test-utils';
import { expect, within } from 'storybook/test';
import { ItemWidget } from './ItemWidget';

const FOR_SALE = itemDetailFixture({ id: 42, products: [{ url: '/api/shop/products/9/' }] });
const SHOWN = itemDetailFixture({ id: 43, title: 'Kiwi florin 1933', products: [] });

/** `<trove-item>`'s component over msw: the item pane alone, its Buy Now row, the marketplace link. */
const meta = {
  title: 'Elements/ItemWidget (trove-item)',
  component: ItemWidget,
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
  args: { itemId: 42 },
  parameters: {
    msw: {
      handlers: { item: itemHandlers({ items: [FOR_SALE, SHOWN] }), shop: shopHandlers({ lines: [] }) },
    },
  },
} satisfies Meta<typeof ItemWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An item sold through the cart: Add to Cart opens the marketplace's cart page. */
export const ForSale: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Victorian gold sovereign' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^View this item on / })).toHaveAttribute(
      'href',
      FOR_SALE.absolute_url,
    );
    await expect(canvas.queryByRole('button', { name: /Close/ })).toBeNull();
  },
};

/** An item with a price but no product: the price alone. */
export const PriceOnly: Story = {
  args: { itemId: 43 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Kiwi florin 1933' })).toBeVisible();
    await expect(canvas.getByText('$1,250')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
  },
};

/** An item no longer on the marketplace. */
export const NotFound: Story = {
  args: { itemId: 404 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'This item is no longer on the marketplace.',
    );
  },
};
