import type { Meta, StoryObj } from '@storybook/react-vite';
import { authMessages, serverMessages } from '@trove/core/auth';
import {
  apiErrorHandler,
  authHandlers,
  inviteFixture,
  settingsFixture,
  settingsHandlers,
} from '@trove/test-utils';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { RegisterModal } from './RegisterModal';

const defaults = settingsFixture();
const businessOn = settingsHandlers({
  ...defaults,
  features: { ...defaults.features, business_registration: true },
});

/** The connected registration modal over msw. */
const meta = {
  title: 'Auth/RegisterModal (connected)',
  component: RegisterModal,
  args: { now: new Date('2025-06-01T12:00:00Z'), onClose: fn(), onRegistered: fn() },
  parameters: { msw: { handlers: { auth: authHandlers() } } },
} satisfies Meta<typeof RegisterModal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dialog() {
  return within(await screen.findByRole('dialog', { name: 'Join for FREE' }));
}

async function fillPersonal(modal: Awaited<ReturnType<typeof dialog>>) {
  await userEvent.type(modal.getByLabelText('Email'), 'new@example.test');
  await userEvent.type(modal.getByLabelText('Username'), 'newbie');
  await userEvent.selectOptions(modal.getByLabelText('Year of birth'), '1990');
  await userEvent.type(modal.getByLabelText('Password'), 'Secret123');
  await userEvent.type(modal.getByLabelText('Confirm password'), 'Secret123');
  await userEvent.click(modal.getByRole('button', { name: 'Join' }));
}

/** Business registration off (the default): the personal form at once. */
export const Personal: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    await expect(await modal.findByLabelText('Username')).toBeVisible();
    await expect(modal.queryByRole('button', { name: /Business/ })).toBeNull();
    await fillPersonal(modal);
    await waitFor(() => expect(args.onRegistered).toHaveBeenCalled());
  },
};

/** Business registration on: account type, organisation type, then the business form. */
export const Business: Story = {
  parameters: { msw: { handlers: { settings: businessOn } } },
  play: async () => {
    const modal = await dialog();
    await userEvent.click(await modal.findByRole('button', { name: /Business/ }));
    await userEvent.click(await modal.findByRole('button', { name: 'Dealer' }));
    await expect(await modal.findByLabelText('Confirm password')).toBeVisible();
    await expect(modal.queryByLabelText('Username')).toBeNull();
  },
};

export const Invite: Story = {
  args: { token: '3-abc' },
  play: async () => {
    const email = await (await dialog()).findByLabelText('Email');
    await expect(email).toHaveValue(inviteFixture().email);
    await expect(email).toHaveAttribute('readonly');
  },
};

export const InvalidInvite: Story = {
  args: { token: '3-expired' },
  parameters: {
    msw: {
      handlers: {
        auth: [apiErrorHandler('get', 'invites/:token/', { detail: 'Not found.' }, 404), ...authHandlers()],
      },
    },
  },
  play: async () => {
    await expect(await (await dialog()).findByRole('alert')).toHaveTextContent(authMessages.invalidInvite);
  },
};

export const UnclaimedUser: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [
          apiErrorHandler('post', 'auth/register/', { code: serverMessages.unclaimedUserCode }),
          ...authHandlers(),
        ],
      },
    },
  },
  play: async () => {
    const modal = await dialog();
    await modal.findByLabelText('Username');
    await fillPersonal(modal);
    await expect(await modal.findByRole('alert')).toHaveTextContent(authMessages.unclaimedUser);
  },
};
