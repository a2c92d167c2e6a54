import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmailActivationBannerView } from './EmailActivationBannerView';

const meta = {
  title: 'Account/EmailActivationBannerView',
  component: EmailActivationBannerView,
  args: { onResend: fn() },
} satisfies Meta<typeof EmailActivationBannerView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Banner: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Please activate your account with the link we emailed you.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend activation email' }));
    await expect(args.onResend).toHaveBeenCalled();
  },
};

export const Sending: Story = {
  args: { status: 'sending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sending…' })).toBeDisabled();
  },
};

export const Sent: Story = {
  args: { status: 'sent' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Activation email sent. Please check your email.',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Failed: Story = {
  args: { status: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/problem sending/);
  },
};
