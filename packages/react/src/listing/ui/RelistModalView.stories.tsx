import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { feePrice, freePrice } from './itemFormStoryData';
import { RelistModalView } from './RelistModalView';

const card = (
  <div className="trove-card-entry">
    <label className="trove-field__label" htmlFor="relist-card">
      Card number
    </label>
    <input id="relist-card" className="trove-field__input" defaultValue="4111 1111 1111 1111" />
  </div>
);

/** The re-list modal of an expired listing: free, or the fee paid by card. */
const meta = {
  title: 'Listing/RelistModalView',
  component: RelistModalView,
  args: { name: 'Edwardian Pocket Watch', price: freePrice, cardEntry: card, onRelist: fn(), onClose: fn() },
} satisfies Meta<typeof RelistModalView>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(within(document.body).getByRole('dialog', { name: 'Re-list' }));

export const LoadingPrice: Story = {
  args: { price: undefined },
  play: async () => {
    await expect(dialog().getByRole('button', { name: 'Re-list' })).toBeDisabled();
  },
};

/** Free listings remain: no card. */
export const Free: Story = {
  play: async ({ args }) => {
    const modal = dialog();
    await expect(modal.getByText('This re-list is free.')).toBeVisible();
    await expect(modal.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    await userEvent.click(modal.getByRole('button', { name: 'Re-list' }));
    await expect(args.onRelist).toHaveBeenCalledOnce();
  },
};

/** A fee: the card form and Pay Now. */
export const WithFee: Story = {
  args: { price: feePrice },
  play: async ({ args }) => {
    const modal = dialog();
    await expect(modal.getByText('$4.50')).toBeVisible();
    await expect(modal.getByText('Charged to your card: $5.10 (includes a $0.60 card fee)')).toBeVisible();
    await expect(modal.getByRole('textbox', { name: 'Card number' })).toBeVisible();
    await userEvent.click(modal.getByRole('button', { name: 'Pay Now' }));
    await expect(args.onRelist).toHaveBeenCalledOnce();
  },
};

export const Relisting: Story = {
  args: { relisting: true },
  play: async () => {
    await expect(dialog().getByRole('button', { name: 'Re-listing…' })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { error: 'Re-list failed. Please contact support to re-list this item.' },
  play: async () => {
    await expect(dialog().getByRole('alert')).toHaveTextContent(
      'Re-list failed. Please contact support to re-list this item.',
    );
  },
};

/** A refused payment (402): the server's detail after the spec's words, the card still there. */
export const PaymentRefused: Story = {
  args: { price: feePrice, error: 'Sorry there was a problem with your payment: Do Not Honor' },
  play: async () => {
    const modal = dialog();
    await expect(modal.getByRole('alert')).toHaveTextContent(
      'Sorry there was a problem with your payment: Do Not Honor',
    );
    await expect(modal.getByRole('textbox', { name: 'Card number' })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  },
};

/** The price could not be read: the spec's words, and nothing to send. */
export const PriceFailed: Story = {
  args: { price: undefined, priceFailed: true },
  play: async () => {
    const modal = dialog();
    await expect(modal.getByRole('alert')).toHaveTextContent('Error getting listing price');
    await expect(modal.queryByRole('status')).toBeNull();
    await expect(modal.getByRole('button', { name: 'Re-list' })).toBeDisabled();
  },
};
