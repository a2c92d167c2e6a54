import { screen, within } from '@testing-library/react';
import { createMemoryStorage } from '@trove/core';
import { authMessages, serverMessages } from '@trove/core/auth';
import { apiErrorHandler, authHandlers, userFixture } from '@trove/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../testing/mswServer';
import { renderWithTrove } from '../testing/renderWithTrove';
import { LoginModal } from './LoginModal';

const server = setupMswServer(...authHandlers({ user: userFixture({ display_name: 'kiri' }) }));

async function logIn(ui = <LoginModal storage={createMemoryStorage()} />) {
  const rendered = renderWithTrove(ui);
  const { user } = rendered;
  await user.type(screen.getByLabelText('Email'), 'kiri@example.test');
  await user.type(screen.getByLabelText('Password'), 'Secret123');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  return rendered;
}

describe('LoginModal', () => {
  it('signs in: stores the token, toasts the success and hands over the member', async () => {
    const onSuccess = vi.fn();
    const { client, queryClient } = await logIn(
      <LoginModal storage={createMemoryStorage()} onSuccess={onSuccess} />,
    );
    expect(await screen.findByText(authMessages.signedIn)).toBeDefined();
    expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ display_name: 'kiri' }));
    expect(client.tokenStore.get()).toBe('test-token');
    expect(queryClient.getQueryData(['trove', 'user'])).toMatchObject({ display_name: 'kiri' });
  });

  it('puts a 400 field error under its field', async () => {
    server.use(apiErrorHandler('post', 'auth/login/', { email: ['Enter a valid email address.'] }));
    await logIn();
    const email = screen.getByLabelText('Email');
    await vi.waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Enter a valid email address.',
    );
    expect(screen.queryByText(authMessages.loginFailed)).toBeNull();
  });

  it('shows non-field errors in an alert', async () => {
    server.use(
      apiErrorHandler('post', 'auth/login/', { non_field_errors: [serverMessages.invalidCredentials] }),
    );
    await logIn();
    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(alert.textContent).toBe(serverMessages.invalidCredentials);
  });

  it('says Sorry there was a problem logging in when the server gives no reason', async () => {
    server.use(apiErrorHandler('post', 'auth/login/', { detail: 'A server error occurred.' }, 500));
    await logIn();
    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(alert.textContent).toBe(authMessages.loginFailed);
  });

  it('remembers the email for next time when asked', async () => {
    const storage = createMemoryStorage();
    const { user, unmount } = renderWithTrove(<LoginModal storage={storage} />);
    await user.type(screen.getByLabelText('Email'), 'kiri@example.test');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await screen.findByText(authMessages.signedIn);
    unmount();

    renderWithTrove(<LoginModal storage={storage} />);
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'kiri@example.test');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toHaveProperty('checked', true);
  });

  it('forgets a remembered email once the year is up', async () => {
    const storage = createMemoryStorage();
    let now = Date.parse('2025-01-01T00:00:00Z');
    const { user, unmount } = renderWithTrove(<LoginModal storage={storage} now={() => now} />);
    await user.type(screen.getByLabelText('Email'), 'kiri@example.test');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await screen.findByText(authMessages.signedIn);
    unmount();

    now = Date.parse('2026-01-02T00:00:00Z');
    renderWithTrove(<LoginModal storage={storage} now={() => now} />);
    expect(screen.getByLabelText('Email')).toHaveProperty('value', '');
  });
});
