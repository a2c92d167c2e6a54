import { screen, within } from '@testing-library/react';
import { authMessages } from '@trove/core/auth';
import { apiErrorHandler, authHandlers } from '@trove/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../testing/mswServer';
import { renderWithTrove } from '../testing/renderWithTrove';
import { ForgotPasswordModal } from './ForgotPasswordModal';

const server = setupMswServer(...authHandlers());

describe('ForgotPasswordModal', () => {
  it('sends the reset email and toasts it', async () => {
    const onSuccess = vi.fn();
    const { user } = renderWithTrove(
      <ForgotPasswordModal defaultEmail="kiri@example.test" onSuccess={onSuccess} />,
    );
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(authMessages.resetEmailSent)).toBeDefined();
    expect(onSuccess).toHaveBeenCalledWith('kiri@example.test');
  });

  it('checks the email first', async () => {
    const { user } = renderWithTrove(<ForgotPasswordModal />);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(authMessages.emailRequired)).toBeDefined();
  });

  it("shows the server's messages, or Sorry... when there are none", async () => {
    server.use(
      apiErrorHandler('post', 'auth/password/reset/', { email: ['User with given email does not exist.'] }),
    );
    const { user } = renderWithTrove(<ForgotPasswordModal defaultEmail="nobody@example.test" />);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('User with given email does not exist.')).toBeDefined();

    server.use(apiErrorHandler('post', 'auth/password/reset/', {}, 502));
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(alert.textContent).toBe(authMessages.resetFailed);
  });
});
