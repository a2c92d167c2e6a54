import { screen } from '@testing-library/react';
import { authMessages, serverMessages } from '@trove/core/auth';
import { apiErrorHandler, authHandlers } from '@trove/test-utils';
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '../testing/mswServer';
import { renderWithTrove } from '../testing/renderWithTrove';
import { ChangePasswordForm } from './ChangePasswordForm';

const server = setupMswServer(...authHandlers());

async function change(user: ReturnType<typeof renderWithTrove>['user']) {
  await user.type(screen.getByLabelText('Current password'), 'OldSecret1');
  await user.type(screen.getByLabelText('New password'), 'NewSecret1');
  await user.type(screen.getByLabelText('Confirm new password'), 'NewSecret1');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordForm', () => {
  it('changes the password, keeps the new token, toasts and empties the form', async () => {
    const { user, client } = renderWithTrove(<ChangePasswordForm />, { token: 'test-token' });
    await change(user);
    expect(await screen.findByText(authMessages.passwordChanged)).toBeDefined();
    expect(client.tokenStore.get()).toBe('test-token-renewed');
    expect(screen.getByLabelText('Current password')).toHaveProperty('value', '');
  });

  it('puts a wrong current password under its field', async () => {
    server.use(
      apiErrorHandler('post', 'auth/password/', { current_password: [serverMessages.invalidPassword] }),
    );
    const { user } = renderWithTrove(<ChangePasswordForm />, { token: 'test-token' });
    await change(user);
    expect(await screen.findByText(serverMessages.invalidPassword)).toBeDefined();
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for the current password', async () => {
    const { user } = renderWithTrove(<ChangePasswordForm />, { token: 'test-token' });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(authMessages.currentPasswordRequired)).toBeDefined();
  });
});
