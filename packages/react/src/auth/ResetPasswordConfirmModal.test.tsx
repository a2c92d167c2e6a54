import { screen, within } from '@testing-library/react';
import { authMessages, serverMessages } from '@trove/core/auth';
import { apiErrorHandler, authHandlers } from '@trove/test-utils';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../testing/mswServer';
import { renderWithTrove } from '../testing/renderWithTrove';
import { ResetPasswordConfirmModal } from './ResetPasswordConfirmModal';

const server = setupMswServer(...authHandlers());

async function choose(
  user: ReturnType<typeof renderWithTrove>['user'],
  password: string,
  confirmation: string,
) {
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Set password' }));
}

describe('ResetPasswordConfirmModal', () => {
  it('sets the new password with the uid and token of the link, and toasts it', async () => {
    const sent = vi.fn();
    server.use(
      http.post('*/api/auth/password/reset/confirm/', async ({ request }) => {
        sent(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const onSuccess = vi.fn();
    const { user } = renderWithTrove(
      <ResetPasswordConfirmModal uid="MQ" token="tok" onSuccess={onSuccess} />,
    );
    await choose(user, 'NewSecret1', 'NewSecret1');
    expect(await screen.findByText(authMessages.passwordReset)).toBeDefined();
    expect(sent).toHaveBeenCalledWith({
      uid: 'MQ',
      token: 'tok',
      new_password: 'NewSecret1',
      re_new_password: 'NewSecret1',
    });
    expect(onSuccess).toHaveBeenCalled();
  });

  it('says New password and confirmation must match', async () => {
    const { user } = renderWithTrove(<ResetPasswordConfirmModal uid="MQ" token="tok" />);
    await choose(user, 'NewSecret1', 'NewSecret2');
    expect(await screen.findByText(authMessages.newPasswordsDoNotMatch)).toBeDefined();
  });

  it("shows a rejected link's message in the alert", async () => {
    server.use(
      apiErrorHandler('post', 'auth/password/reset/confirm/', { token: [serverMessages.invalidToken] }),
    );
    const { user } = renderWithTrove(<ResetPasswordConfirmModal uid="MQ" token="old" />);
    await choose(user, 'NewSecret1', 'NewSecret1');
    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(alert.textContent).toBe(serverMessages.invalidToken);
  });
});
