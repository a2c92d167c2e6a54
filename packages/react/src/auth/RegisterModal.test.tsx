import { screen, within } from '@testing-library/react';
import { authMessages, serverMessages } from '@trove/core/auth';
import {
  apiErrorHandler,
  authHandlers,
  inviteFixture,
  settingsFixture,
  settingsHandlers,
  userFixture,
} from '@trove/test-utils';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../testing/mswServer';
import { renderWithTrove } from '../testing/renderWithTrove';
import { RegisterModal } from './RegisterModal';

const server = setupMswServer(...authHandlers({ user: userFixture({ display_name: 'newbie' }) }));
const now = new Date('2025-06-01T12:00:00Z');

function businessRegistration(on: boolean) {
  const defaults = settingsFixture();
  server.use(
    ...settingsHandlers({ ...defaults, features: { ...defaults.features, business_registration: on } }),
  );
}

async function fillPersonalForm(
  user: ReturnType<typeof renderWithTrove>['user'],
  email = 'new@example.test',
) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Username'), 'newbie');
  await user.selectOptions(screen.getByLabelText('Year of birth'), '1990');
  await user.type(screen.getByLabelText('Password'), 'Secret123');
  await user.type(screen.getByLabelText('Confirm password'), 'Secret123');
  await user.click(screen.getByRole('button', { name: 'Join' }));
}

describe('RegisterModal', () => {
  it('goes straight to the personal form, without a Business option, when business registration is off', async () => {
    businessRegistration(false);
    renderWithTrove(<RegisterModal now={now} />);
    expect(await screen.findByLabelText('Username')).toBeDefined();
    expect(screen.queryByRole('button', { name: /Business/ })).toBeNull();
  });

  it('offers Personal and Business when business registration is on', async () => {
    businessRegistration(true);
    const { user } = renderWithTrove(<RegisterModal now={now} />);
    await user.click(await screen.findByRole('button', { name: /Personal/ }));
    expect(screen.getByLabelText('Username')).toBeDefined();
  });

  it('asks a business for its organisation type, then registers it with that group', async () => {
    businessRegistration(true);
    const register = vi.fn();
    server.use(
      http.post('*/api/auth/register/', async ({ request }) => {
        register(await request.json());
        return HttpResponse.json({ auth_token: 'business-token', user: userFixture() });
      }),
    );
    const onRegistered = vi.fn();
    const { user } = renderWithTrove(<RegisterModal now={now} onRegistered={onRegistered} />);
    await user.click(await screen.findByRole('button', { name: /Business/ }));
    await user.click(await screen.findByRole('button', { name: 'Auction House' }));
    expect(screen.queryByLabelText('Username')).toBeNull();
    await user.type(screen.getByLabelText('Email'), 'house@example.test');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    await vi.waitFor(() => expect(onRegistered).toHaveBeenCalledWith(expect.anything(), 'business'));
    expect(register).toHaveBeenCalledWith(
      expect.objectContaining({ account_type: 'business', group: 12, email: 'house@example.test' }),
    );
  });

  it('skips the organisation type when there is only one', async () => {
    businessRegistration(true);
    server.use(http.get('*/api/groups/', () => HttpResponse.json([{ id: 21, name: 'Dealer', type: 'B' }])));
    const { user } = renderWithTrove(<RegisterModal now={now} />);
    await user.click(await screen.findByRole('button', { name: /Business/ }));
    expect(await screen.findByLabelText('Confirm password')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Dealer' })).toBeNull();
  });

  it('stores the token and hands over the new member', async () => {
    businessRegistration(false);
    const onRegistered = vi.fn();
    const { user, client } = renderWithTrove(<RegisterModal now={now} onRegistered={onRegistered} />);
    await screen.findByLabelText('Username');
    await fillPersonalForm(user);
    await vi.waitFor(() =>
      expect(onRegistered).toHaveBeenCalledWith(
        expect.objectContaining({ display_name: 'newbie' }),
        'personal',
      ),
    );
    expect(client.tokenStore.get()).toBe('test-token');
  });

  it('tells an unclaimed user to look for their code', async () => {
    businessRegistration(false);
    server.use(
      apiErrorHandler('post', 'auth/register/', {
        code: serverMessages.unclaimedUserCode,
        email: ['A user with that email already exists.'],
      }),
    );
    const { user } = renderWithTrove(<RegisterModal now={now} />);
    await screen.findByLabelText('Username');
    await fillPersonalForm(user);
    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(alert.textContent).toBe(authMessages.unclaimedUser);
  });

  it('puts field errors on their fields and says Sorry... on a 500', async () => {
    businessRegistration(false);
    server.use(apiErrorHandler('post', 'auth/register/', { email: [serverMessages.emailTaken] }));
    const { user } = renderWithTrove(<RegisterModal now={now} />);
    await screen.findByLabelText('Username');
    await fillPersonalForm(user);
    expect(await screen.findByText(serverMessages.emailTaken)).toBeDefined();

    server.use(apiErrorHandler('post', 'auth/register/', { detail: 'A server error occurred.' }, 500));
    await user.click(screen.getByRole('button', { name: 'Join' }));
    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(alert.textContent).toBe(authMessages.registrationFailed);
  });

  it('pre-fills and locks the email of an invite, and sends its token', async () => {
    const register = vi.fn();
    server.use(
      http.post('*/api/auth/register/', async ({ request }) => {
        register(await request.json());
        return HttpResponse.json({ auth_token: 'invited-token', user: userFixture() });
      }),
    );
    const { user } = renderWithTrove(<RegisterModal token="3-abc" now={now} />);
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveProperty('value', inviteFixture().email);
    expect(email).toHaveProperty('readOnly', true);
    await fillPersonalForm(user, '');
    await vi.waitFor(() =>
      expect(register).toHaveBeenCalledWith(
        expect.objectContaining({ token: '3-abc', email: inviteFixture().email }),
      ),
    );
  });

  it('says the invitation may have expired when the token is rejected', async () => {
    server.use(apiErrorHandler('get', 'invites/:token/', { detail: 'Not found.' }, 404));
    renderWithTrove(<RegisterModal token="3-expired" now={now} />);
    const alert = await within(await screen.findByRole('dialog')).findByRole('alert');
    expect(alert.textContent).toBe(authMessages.invalidInvite);
    expect(screen.queryByLabelText('Email')).toBeNull();
  });
});
