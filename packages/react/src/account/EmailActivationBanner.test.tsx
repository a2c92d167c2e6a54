import { screen } from '@testing-library/react';
import { authHandlers, userFixture } from '@trove/test-utils';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../testing/mswServer';
import { renderWithTrove } from '../testing/renderWithTrove';
import { EmailActivationBanner } from './EmailActivationBanner';

const server = setupMswServer(...authHandlers({ user: userFixture({ email_activated: false }) }));

describe('EmailActivationBanner', () => {
  it("resends the activation email to the member's address", async () => {
    const sent = vi.fn();
    server.use(
      http.post('*/api/auth/activate/resend/', async ({ request }) => {
        sent(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderWithTrove(<EmailActivationBanner />, { token: 'test-token' });
    await user.click(await screen.findByRole('button', { name: 'Resend activation email' }));
    expect(await screen.findByText('Activation email sent. Please check your email.')).toBeDefined();
    expect(sent).toHaveBeenCalledWith({ email: userFixture().email });
  });

  it('stays hidden once the email is activated', async () => {
    server.use(...authHandlers({ user: userFixture({ email_activated: true }) }));
    const { queryClient } = renderWithTrove(<EmailActivationBanner />, { token: 'test-token' });
    await vi.waitFor(() => expect(queryClient.getQueryData(['trove', 'user'])).toBeDefined());
    expect(screen.queryByRole('button', { name: 'Resend activation email' })).toBeNull();
  });

  it('stays hidden from visitors', () => {
    renderWithTrove(<EmailActivationBanner />);
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
