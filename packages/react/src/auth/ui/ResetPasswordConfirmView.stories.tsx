import type { Meta, StoryObj } from '@storybook/react-vite';
import { authMessages, serverMessages } from '@trove/core/auth';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ResetPasswordConfirmView } from './ResetPasswordConfirmView';

const meta = {
  title: 'Auth/ResetPasswordConfirmView',
  component: ResetPasswordConfirmView,
  args: { uid: 'MQ', token: 'abc-123', onClose: fn(), onSubmit: fn() },
} satisfies Meta<typeof ResetPasswordConfirmView>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dialog() {
  return within(await screen.findByRole('dialog', { name: 'Choose a new password' }));
}

export const Empty: Story = {
  play: async () => {
    await expect((await dialog()).getByLabelText('New password')).toHaveValue('');
  },
};

export const Filled: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.type(modal.getByLabelText('New password'), 'NewSecret1');
    await userEvent.type(modal.getByLabelText('Confirm new password'), 'NewSecret1');
    await userEvent.click(modal.getByRole('button', { name: 'Set password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      uid: 'MQ',
      token: 'abc-123',
      new_password: 'NewSecret1',
      re_new_password: 'NewSecret1',
    });
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async () => {
    await expect((await dialog()).getByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};

export const FieldErrors: Story = {
  play: async () => {
    const modal = await dialog();
    await userEvent.type(modal.getByLabelText('New password'), 'NewSecret1');
    await userEvent.type(modal.getByLabelText('Confirm new password'), 'NewSecret2');
    await userEvent.click(modal.getByRole('button', { name: 'Set password' }));
    await expect(await modal.findByText(authMessages.newPasswordsDoNotMatch)).toBeVisible();
  },
};

/** The link was used or has expired. */
export const InvalidLink: Story = {
  args: { serverErrors: { alert: [serverMessages.invalidToken] } },
  play: async () => {
    await expect((await dialog()).getByRole('alert')).toHaveTextContent(serverMessages.invalidToken);
  },
};
