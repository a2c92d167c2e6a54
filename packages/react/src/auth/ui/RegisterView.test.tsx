import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authMessages } from '@trove/core/auth';
import { describe, expect, it, vi } from 'vitest';
import { RegisterView } from './RegisterView';

const now = new Date('2025-06-01T12:00:00Z');
const personalForm = { type: 'form', accountType: 'personal', canGoBack: false } as const;

async function fillPersonal(password: string, confirmation: string) {
  await userEvent.type(screen.getByLabelText('Email'), 'new@example.test');
  await userEvent.type(screen.getByLabelText('Username'), 'newbie');
  await userEvent.selectOptions(screen.getByLabelText('Year of birth'), '1990');
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Join' }));
}

describe('RegisterView', () => {
  it("asks for the email and passwords with core's messages when submitted empty", async () => {
    render(<RegisterView step={personalForm} now={now} />);
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText(authMessages.emailRequired)).toBeDefined();
    expect(screen.getByText(authMessages.passwordRequired)).toBeDefined();
    expect(screen.getByText(authMessages.confirmPasswordRequired)).toBeDefined();
  });

  it('asks a personal member for a username and a year of birth', async () => {
    render(<RegisterView step={personalForm} now={now} />);
    await userEvent.type(screen.getByLabelText('Email'), 'new@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText(authMessages.usernameRequired)).toBeDefined();
    expect(screen.getByText(authMessages.birthYearRequired)).toBeDefined();
  });

  it('wants a number, a lowercase and an uppercase letter unless the password is a passphrase', async () => {
    const onSubmit = vi.fn();
    render(<RegisterView step={personalForm} now={now} onSubmit={onSubmit} />);
    await fillPersonal('alllowercase', 'alllowercase');
    expect(await screen.findByText(authMessages.passwordPattern)).toBeDefined();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says Passwords do not match! under the confirmation', async () => {
    render(<RegisterView step={personalForm} now={now} />);
    await fillPersonal('Secret123', 'Secret124');
    const confirmation = screen.getByLabelText('Confirm password');
    expect(await screen.findByText(authMessages.passwordsDoNotMatch)).toBeDefined();
    expect(confirmation.getAttribute('aria-invalid')).toBe('true');
  });

  it('submits a passphrase, the year of birth as a number and the account type', async () => {
    const onSubmit = vi.fn();
    render(<RegisterView step={personalForm} now={now} onSubmit={onSubmit} />);
    const passphrase = 'correct horse battery staple';
    await fillPersonal(passphrase, passphrase);
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          account_type: 'personal',
          email: 'new@example.test',
          display_name: 'newbie',
          birth_year: 1990,
          password: passphrase,
          receive_emails: false,
        }),
      ),
    );
  });

  it('offers birth years from 14 to 110 years ago', () => {
    render(<RegisterView step={personalForm} now={now} />);
    const options = [...(screen.getByLabelText('Year of birth') as HTMLSelectElement).options].map(
      (option) => option.value,
    );
    expect(options[1]).toBe('2011');
    expect(options.at(-1)).toBe('1915');
  });

  it('leaves username and year of birth out of the business form', () => {
    render(
      <RegisterView
        step={{ type: 'form', accountType: 'business', group: 11, canGoBack: true }}
        onBack={() => {}}
      />,
    );
    expect(screen.queryByLabelText('Username')).toBeNull();
    expect(screen.queryByLabelText('Year of birth')).toBeNull();
    expect(screen.getByLabelText('Confirm password')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDefined();
  });

  it('locks an invited email', () => {
    render(<RegisterView step={personalForm} lockedEmail="invited@example.test" />);
    const email = screen.getByLabelText('Email');
    expect(email).toHaveProperty('value', 'invited@example.test');
    expect(email).toHaveProperty('readOnly', true);
  });
});
