import type { Meta, StoryObj } from '@storybook/react-vite';
import { authMessages } from '@trove/core/auth';
import { authHandlers } from '@trove/test-utils';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { withToasts } from '../testing/storyDecorators';
import { ResetPasswordConfirmModal } from './ResetPasswordConfirmModal';

const meta = {
  title: 'Auth/ResetPasswordConfirmModal (connected)',
  component: ResetPasswordConfirmModal,
  decorators: [withToasts],
  args: { uid: 'MQ', token: 'abc-123', onClose: fn(), onSuccess: fn() },
  parameters: { msw: { handlers: { auth: authHandlers() } } },
} satisfies Meta<typeof ResetPasswordConfirmModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SetsThePassword: Story = {
  play: async () => {
    const modal = within(await screen.findByRole('dialog', { name: 'Choose a new password' }));
    await userEvent.type(modal.getByLabelText('New password'), 'NewSecret1');
    await userEvent.type(modal.getByLabelText('Confirm new password'), 'NewSecret1');
    await userEvent.click(modal.getByRole('button', { name: 'Set password' }));
    await expect(await screen.findByText(authMessages.passwordReset)).toBeVisible();
  },
};
