import type { Meta, StoryObj } from '@storybook/react-vite';
import { authMessages, serverMessages } from '@trove/core/auth';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { LoginView } from './LoginView';

/** The login modal in each of its states; the modal renders over the page, so plays query `screen`. */
const meta = {
  title: 'Auth/LoginView',
  component: LoginView,
  args: { onClose: fn(), onSubmit: fn() },
} satisfies Meta<typeof LoginView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Log In' }));
    await expect(dialog.getByLabelText('Email')).toHaveValue('');
    await expect(dialog.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    await expect(dialog.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(dialog.getByRole('link', { name: 'Not a member? Join for FREE' })).toHaveAttribute(
      'href',
      '/sign-up',
    );
  },
};

/** A remembered email pre-fills the form and ticks Remember me. */
export const Filled: Story = {
  args: { defaultValues: { email: 'kiri@example.test', password: 'Secret123', remember: true } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Log In' }));
    await expect(dialog.getByLabelText('Email')).toHaveValue('kiri@example.test');
    await expect(dialog.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Log In' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { email: 'kiri@example.test', password: 'Secret123' },
      { remember: true },
    );
  },
};

export const Submitting: Story = {
  args: { defaultValues: { email: 'kiri@example.test', password: 'Secret123' }, submitting: true },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Logging in…' })).toBeDisabled();
  },
};

/** Submitted empty: core's messages under the fields. */
export const FieldErrors: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Log In' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Log In' }));
    await expect(await dialog.findByText(authMessages.emailRequired)).toBeVisible();
    await expect(dialog.getByText(authMessages.passwordRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server rejected a field: its message sits under it. */
export const ServerFieldError: Story = {
  args: {
    defaultValues: { email: 'kiri@example', password: 'Secret123' },
    serverErrors: { fields: { email: 'Enter a valid email address.' } },
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Log In' }));
    await expect(await dialog.findByText('Enter a valid email address.')).toBeVisible();
    await expect(dialog.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const NonFieldErrorAlert: Story = {
  args: {
    defaultValues: { email: 'kiri@example.test', password: 'WrongPass1' },
    serverErrors: { alert: [serverMessages.invalidCredentials] },
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Log In' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(serverMessages.invalidCredentials);
  },
};

/** No reason from the server. */
export const LoginFailed: Story = {
  args: { serverErrors: { alert: [authMessages.loginFailed] } },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Log In' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(authMessages.loginFailed);
  },
};

/** `showLogin={false}`: the become-a-member pitch first, with Register and Log in. */
export const Pitch: Story = {
  args: { showLogin: false },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Become a member' }));
    await expect(dialog.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/sign-up');
    await userEvent.click(dialog.getByRole('button', { name: 'Log in' }));
    await expect(await screen.findByRole('dialog', { name: 'Log In' })).toBeVisible();
  },
};
