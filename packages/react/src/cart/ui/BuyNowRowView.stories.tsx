import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BuyNowRowView } from './BuyNowRowView';

const meta = {
  title: 'Cart/BuyNowRowView',
  component: BuyNowRowView,
  decorators: [
    (Story) => (
      <div className="trove-root" style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { price: '$85.00', state: 'can-add', onAdd: fn(), onLogin: fn(), onViewCart: fn() },
} satisfies Meta<typeof BuyNowRowView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Checking: Story = { args: { state: 'checking' } };

export const CanAdd: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

/** Signed out: Add to Cart goes to login. */
export const CanAddSignedOut: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const Adding: Story = { args: { adding: true } };

export const Unavailable: Story = { args: { state: 'unavailable' } };

export const InCart: Story = { args: { state: 'in-cart' } };
