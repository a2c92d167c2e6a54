import type { Meta, StoryObj } from '@storybook/react-vite';
import { authMessages } from '@trove/core/auth';
import { apiErrorHandler, authHandlers } from '@trove/test-utils';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { withToasts } from '../testing/storyDecorators';
import { ForgotPasswordModal } from './ForgotPasswordModal';

const meta = {
  title: 'Auth/ForgotPasswordModal (connected)',
  component: ForgotPasswordModal,
  decorators: [withToasts],
  args: { defaultEmail: 'kiri@example.test', onClose: fn(), onSuccess: fn() },
  parameters: { msw: { handlers: { auth: authHandlers() } } },
} satisfies Meta<typeof ForgotPasswordModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SendsTheEmail: Story = {
  play: async () => {
    const modal = within(await screen.findByRole('dialog', { name: 'Forgot your password?' }));
    await userEvent.click(modal.getByRole('button', { name: 'Send reset link' }));
    await expect(await screen.findByText(authMessages.resetEmailSent)).toBeVisible();
  },
};

export const ServerDown: Story = {
  parameters: {
    msw: {
      handlers: { auth: [apiErrorHandler('post', 'auth/password/reset/', {}, 503), ...authHandlers()] },
    },
  },
  play: async () => {
    const modal = within(await screen.findByRole('dialog', { name: 'Forgot your password?' }));
    await userEvent.click(modal.getByRole('button', { name: 'Send reset link' }));
    await expect(await modal.findByRole('alert')).toHaveTextContent(authMessages.resetFailed);
  },
};
