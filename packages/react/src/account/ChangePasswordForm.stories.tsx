import type { Meta, StoryObj } from '@storybook/react-vite';
import { authMessages } from '@trove/core/auth';
import { authHandlers } from '@trove/test-utils';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { withSignedIn, withToasts } from '../testing/storyDecorators';
import { ChangePasswordForm } from './ChangePasswordForm';

const meta = {
  title: 'Account/ChangePasswordForm (connected)',
  component: ChangePasswordForm,
  decorators: [withToasts, withSignedIn],
  args: { onSuccess: fn() },
  parameters: { msw: { handlers: { auth: authHandlers() } } },
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChangesThePassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Current password'), 'OldSecret1');
    await userEvent.type(canvas.getByLabelText('New password'), 'NewSecret1');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'NewSecret1');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await screen.findByText(authMessages.passwordChanged)).toBeVisible();
    await expect(canvas.getByLabelText('Current password')).toHaveValue('');
  },
};
