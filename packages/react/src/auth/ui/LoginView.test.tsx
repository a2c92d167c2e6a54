import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authMessages } from '@trove/core/auth';
import { describe, expect, it, vi } from 'vitest';
import { LoginView } from './LoginView';

describe('LoginView', () => {
  it("shows core's messages when submitted empty, and does not submit", async () => {
    const onSubmit = vi.fn();
    render(<LoginView onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText(authMessages.emailRequired)).toBeDefined();
    expect(screen.getByText(authMessages.passwordRequired)).toBeDefined();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks the email and the password length', async () => {
    render(<LoginView />);
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText(authMessages.emailInvalid)).toBeDefined();
    expect(screen.getByText(authMessages.passwordTooShort)).toBeDefined();
  });

  it('submits the email, the password and Remember me', async () => {
    const onSubmit = vi.fn();
    render(<LoginView onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Email'), 'kiri@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { email: 'kiri@example.test', password: 'Secret123' },
        { remember: true },
      ),
    );
  });

  it('puts server field messages under their fields and the rest in an alert', async () => {
    render(
      <LoginView
        serverErrors={{ fields: { email: 'Enter a valid email address.' }, alert: ['Account locked.'] }}
      />,
    );
    const email = screen.getByLabelText('Email');
    await vi.waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Enter a valid email address.');
    expect(within(screen.getByRole('alert')).getByText('Account locked.')).toBeDefined();
  });

  it('links to Forgot password and Join', () => {
    render(<LoginView hrefs={{ forgotPassword: '/forgot' }} />);
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot');
    expect(screen.getByRole('link', { name: 'Not a member? Join for FREE' }).getAttribute('href')).toBe(
      '/sign-up',
    );
  });

  it('with showLogin false, first pitches membership with Register and Log in', async () => {
    render(<LoginView showLogin={false} />);
    expect(screen.getByRole('heading', { name: 'Become a member' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/sign-up');
    expect(screen.queryByLabelText('Email')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('heading', { name: 'Log In' })).toBeDefined();
    expect(screen.getByLabelText('Email')).toBeDefined();
  });

  it('disables the button while submitting', () => {
    render(<LoginView submitting />);
    expect(screen.getByRole('button', { name: 'Logging in…' })).toHaveProperty('disabled', true);
  });

  it('closes with the close button', async () => {
    const onClose = vi.fn();
    render(<LoginView onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
