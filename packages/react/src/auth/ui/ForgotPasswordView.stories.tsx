import type { Meta, StoryObj } from '@storybook/react-vite';
import { authMessages } from '@trove/core/auth';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ForgotPasswordView } from './ForgotPasswordView';

const meta = {
  title: 'Auth/ForgotPasswordView',
  component: ForgotPasswordView,
  args: { onClose: fn(), onSubmit: fn() },
} satisfies Meta<typeof ForgotPasswordView>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dialog() {
  return within(await screen.findByRole('dialog', { name: 'Forgot your password?' }));
}

export const Empty: Story = {
  play: async () => {
    const modal = await dialog();
    await expect(modal.getByLabelText('Email')).toHaveValue('');
    await expect(modal.getByRole('link', { name: 'Back to Log In' })).toHaveAttribute('href', '/login');
  },
};

/** The route's email parameter pre-fills it. */
export const Filled: Story = {
  args: { defaultEmail: 'kiri@example.test' },
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.click(modal.getByRole('button', { name: 'Send reset link' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'kiri@example.test' });
  },
};

export const Submitting: Story = {
  args: { defaultEmail: 'kiri@example.test', submitting: true },
  play: async () => {
    await expect((await dialog()).getByRole('button', { name: 'Sending…' })).toBeDisabled();
  },
};

export const FieldErrors: Story = {
  play: async () => {
    const modal = await dialog();
    await userEvent.click(modal.getByRole('button', { name: 'Send reset link' }));
    await expect(await modal.findByText(authMessages.emailRequired)).toBeVisible();
  },
};

export const ServerFieldError: Story = {
  args: {
    defaultEmail: 'nobody@example.test',
    serverErrors: { fields: { email: 'User with given email does not exist.' } },
  },
  play: async () => {
    await expect(await (await dialog()).findByText('User with given email does not exist.')).toBeVisible();
  },
};

export const ResetFailed: Story = {
  args: { defaultEmail: 'kiri@example.test', serverErrors: { alert: [authMessages.resetFailed] } },
  play: async () => {
    await expect((await dialog()).getByRole('alert')).toHaveTextContent(authMessages.resetFailed);
  },
};
