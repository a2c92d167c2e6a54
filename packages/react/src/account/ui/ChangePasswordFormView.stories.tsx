import type { Meta, StoryObj } from '@storybook/react-vite';
import { authMessages, serverMessages } from '@trove/core/auth';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChangePasswordFormView } from './ChangePasswordFormView';

const meta = {
  title: 'Account/ChangePasswordFormView',
  component: ChangePasswordFormView,
  args: { onSubmit: fn() },
} satisfies Meta<typeof ChangePasswordFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Change password' });
    await expect(within(form).getByLabelText('Current password')).toHaveValue('');
  },
};

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Current password'), 'OldSecret1');
    await userEvent.type(canvas.getByLabelText('New password'), 'NewSecret1');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'NewSecret1');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      current_password: 'OldSecret1',
      new_password: 'NewSecret1',
      re_new_password: 'NewSecret1',
    });
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};

/** Submitted empty: core's messages under each field. */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText(authMessages.currentPasswordRequired)).toBeVisible();
    await expect(canvas.getByText(authMessages.passwordRequired)).toBeVisible();
    await expect(canvas.getByText(authMessages.confirmPasswordRequired)).toBeVisible();
  },
};

export const PasswordsDoNotMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Current password'), 'OldSecret1');
    await userEvent.type(canvas.getByLabelText('New password'), 'NewSecret1');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'NewSecret2');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText(authMessages.newPasswordsDoNotMatch)).toBeVisible();
  },
};

export const WrongCurrentPassword: Story = {
  args: { serverErrors: { fields: { current_password: serverMessages.invalidPassword } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(serverMessages.invalidPassword)).toBeVisible();
  },
};

export const ChangeFailed: Story = {
  args: { serverErrors: { alert: [authMessages.resetFailed] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(authMessages.resetFailed);
  },
};
