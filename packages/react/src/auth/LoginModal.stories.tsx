import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryStorage } from '@trove/core';
import { authMessages, serverMessages } from '@trove/core/auth';
import { apiErrorHandler, apiLoadingHandler, authHandlers } from '@trove/test-utils';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { withToasts } from '../testing/storyDecorators';
import { LoginModal } from './LoginModal';

/** The connected login modal over msw. Remember me uses a memory storage so stories stay apart. */
const meta = {
  title: 'Auth/LoginModal (connected)',
  component: LoginModal,
  decorators: [withToasts],
  args: { onClose: fn(), onSuccess: fn() },
  render: (args) => <LoginModal {...args} storage={createMemoryStorage()} />,
  parameters: { msw: { handlers: { auth: authHandlers() } } },
} satisfies Meta<typeof LoginModal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function logIn() {
  const dialog = within(await screen.findByRole('dialog', { name: 'Log In' }));
  await userEvent.type(dialog.getByLabelText('Email'), 'kiri@example.test');
  await userEvent.type(dialog.getByLabelText('Password'), 'Secret123');
  await userEvent.click(dialog.getByRole('button', { name: 'Log In' }));
  return dialog;
}

export const SignsIn: Story = {
  play: async ({ args }) => {
    await logIn();
    await expect(await screen.findByText(authMessages.signedIn)).toBeVisible();
    await expect(args.onSuccess).toHaveBeenCalled();
  },
};

export const WrongPassword: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [
          apiErrorHandler('post', 'auth/login/', { non_field_errors: [serverMessages.invalidCredentials] }),
          ...authHandlers(),
        ],
      },
    },
  },
  play: async () => {
    const dialog = await logIn();
    await expect(await dialog.findByRole('alert')).toHaveTextContent(serverMessages.invalidCredentials);
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: { auth: [apiLoadingHandler('post', 'auth/login/')] } } },
  play: async () => {
    const dialog = await logIn();
    await expect(await dialog.findByRole('button', { name: 'Logging in…' })).toBeDisabled();
  },
};

export const Pitch: Story = {
  args: { showLogin: false },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Become a member' })).toBeVisible();
  },
};
