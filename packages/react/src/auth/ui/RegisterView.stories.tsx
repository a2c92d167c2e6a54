import type { Meta, StoryObj } from '@storybook/react-vite';
import { authMessages, serverMessages } from '@trove/core/auth';
import { organisationTypesFixture } from '@trove/test-utils';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { RegisterView } from './RegisterView';

const personalForm = { type: 'form', accountType: 'personal', canGoBack: true } as const;
const businessForm = { type: 'form', accountType: 'business', group: 12, canGoBack: true } as const;

/** Every screen of the registration modal. */
const meta = {
  title: 'Auth/RegisterView',
  component: RegisterView,
  args: {
    step: personalForm,
    now: new Date('2025-06-01T12:00:00Z'),
    onClose: fn(),
    onSubmit: fn(),
    onBack: fn(),
    onChooseAccountType: fn(),
    onChooseOrganisationType: fn(),
  },
} satisfies Meta<typeof RegisterView>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dialog() {
  return within(await screen.findByRole('dialog', { name: 'Join for FREE' }));
}

export const Loading: Story = {
  args: { step: { type: 'loading' } },
  play: async () => {
    await expect((await dialog()).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  },
};

/** Step 1, when business registration is on. */
export const AccountType: Story = {
  args: { step: { type: 'accountType' } },
  play: async ({ args }) => {
    const modal = await dialog();
    await expect(modal.getByRole('group', { name: 'What kind of account would you like?' })).toBeVisible();
    await userEvent.click(modal.getByRole('button', { name: /Business/ }));
    await expect(args.onChooseAccountType).toHaveBeenCalledWith('business');
  },
};

/** Business step 2: the organisation types of `groups('B')`. */
export const OrganisationType: Story = {
  args: { step: { type: 'organisationType', organisationTypes: organisationTypesFixture() } },
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.click(modal.getByRole('button', { name: 'Auction House' }));
    await expect(args.onChooseOrganisationType).toHaveBeenCalledWith(12);
  },
};

export const PersonalForm: Story = {
  play: async () => {
    const modal = await dialog();
    await expect(modal.getByLabelText('Username')).toBeVisible();
    await expect(modal.getByLabelText('Year of birth')).toHaveValue('');
    await expect(modal.getByRole('checkbox', { name: /Email me/ })).not.toBeChecked();
  },
};

export const PersonalFormFilled: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.type(modal.getByLabelText('Email'), 'new@example.test');
    await userEvent.type(modal.getByLabelText('Username'), 'newbie');
    await userEvent.selectOptions(modal.getByLabelText('Year of birth'), '1990');
    await userEvent.type(modal.getByLabelText('Password'), 'Secret123');
    await userEvent.type(modal.getByLabelText('Confirm password'), 'Secret123');
    await userEvent.click(modal.getByRole('checkbox', { name: /Email me/ }));
    await userEvent.click(modal.getByRole('button', { name: 'Join' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ account_type: 'personal', birth_year: 1990, receive_emails: true }),
    );
  },
};

/** The business form: no username, year of birth or interests. */
export const BusinessForm: Story = {
  args: { step: businessForm },
  play: async () => {
    const modal = await dialog();
    await expect(modal.queryByLabelText('Username')).toBeNull();
    await expect(modal.getByLabelText('Confirm password')).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Back' })).toBeVisible();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async () => {
    await expect((await dialog()).getByRole('button', { name: 'Joining…' })).toBeDisabled();
  },
};

/** Submitted empty: core's messages under the email and passwords. */
export const FieldErrors: Story = {
  play: async () => {
    const modal = await dialog();
    await userEvent.click(modal.getByRole('button', { name: 'Join' }));
    await expect(await modal.findByText(authMessages.emailRequired)).toBeVisible();
    await expect(modal.getByText(authMessages.passwordRequired)).toBeVisible();
    await expect(modal.getByText(authMessages.confirmPasswordRequired)).toBeVisible();
  },
};

/** Email given: the password rule, the mismatch, and the missing username and year of birth. */
export const PasswordRules: Story = {
  play: async () => {
    const modal = await dialog();
    await userEvent.type(modal.getByLabelText('Email'), 'new@example.test');
    await userEvent.type(modal.getByLabelText('Password'), 'lowercaseonly');
    await userEvent.type(modal.getByLabelText('Confirm password'), 'lowercaseonlY');
    await userEvent.click(modal.getByRole('button', { name: 'Join' }));
    await expect(await modal.findByText(authMessages.passwordPattern)).toBeVisible();
    await expect(modal.getByText(authMessages.passwordsDoNotMatch)).toBeVisible();
    await expect(modal.getByText(authMessages.usernameRequired)).toBeVisible();
    await expect(modal.getByText(authMessages.birthYearRequired)).toBeVisible();
  },
};

export const ServerFieldErrors: Story = {
  args: {
    defaultEmail: 'taken@example.test',
    serverErrors: { fields: { email: serverMessages.emailTaken } },
  },
  play: async () => {
    await expect(await (await dialog()).findByText(serverMessages.emailTaken)).toBeVisible();
  },
};

export const NonFieldErrorAlert: Story = {
  args: { serverErrors: { alert: ['Registration is closed for maintenance.'] } },
  play: async () => {
    await expect((await dialog()).getByRole('alert')).toHaveTextContent(
      'Registration is closed for maintenance.',
    );
  },
};

export const UnclaimedUser: Story = {
  args: { serverErrors: { alert: [authMessages.unclaimedUser] } },
  play: async () => {
    await expect((await dialog()).getByRole('alert')).toHaveTextContent(authMessages.unclaimedUser);
  },
};

export const RegistrationFailed: Story = {
  args: { serverErrors: { alert: [authMessages.registrationFailed] } },
  play: async () => {
    await expect((await dialog()).getByRole('alert')).toHaveTextContent(authMessages.registrationFailed);
  },
};

/** An invite pre-fills the email and locks it. */
export const InviteLockedEmail: Story = {
  args: { step: { ...personalForm, canGoBack: false }, lockedEmail: 'invited@example.test', token: '3-abc' },
  play: async () => {
    const email = (await dialog()).getByLabelText('Email');
    await expect(email).toHaveValue('invited@example.test');
    await expect(email).toHaveAttribute('readonly');
  },
};

export const InvalidInvite: Story = {
  args: { step: { type: 'invalidInvite' } },
  play: async () => {
    await expect((await dialog()).getByRole('alert')).toHaveTextContent(authMessages.invalidInvite);
  },
};
