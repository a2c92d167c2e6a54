import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, serverMessages } from '../forms/messages';
import type { User } from '../schemas/user';
import { createMemoryStorage } from '../storage/keyValueStorage';
import { createAuthApi, fetchCurrentUser } from './authApi';
import { createTroveClient } from './createTroveClient';

const baseUrl = 'http://trove.test';
const user: User = {
  id: 7,
  email: 'kiri@example.nz',
  display_name: 'kiri',
  title: null,
  first_name: '',
  last_name: '',
  birth_year: 1990,
  phone: null,
  gender: null,
  photo: null,
  collects: null,
  receive_emails: true,
  postal_address_line1: null,
  postal_address_line2: null,
  postal_address_city: null,
  postal_address_country: null,
  physical_address_line1: null,
  physical_address_line2: null,
  physical_address_city: null,
  physical_address_country: null,
  dependants: [],
  categories: [],
  groups: [{ id: 1, name: 'Individual Member', type: 'I', permissions: ['add_referral'] }],
  organisations: [],
  transaction_summary: { max_listings_per_month: null, total_transaction_count: 0 },
  is_profile_complete: false,
  email_activated: false,
};

const server = setupServer(
  http.post(`${baseUrl}/api/auth/login/`, () => HttpResponse.json({ auth_token: 'tok-1', user })),
  http.post(`${baseUrl}/api/auth/logout/`, () => new HttpResponse(null, { status: 204 })),
  http.get(`${baseUrl}/api/auth/user/`, ({ request }) =>
    request.headers.get('Authorization') === 'Token tok-1'
      ? HttpResponse.json(user)
      : HttpResponse.json({ detail: serverMessages.invalidAuthToken }, { status: 401 }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const setup = () => {
  const client = createTroveClient({ baseUrl, storage: createMemoryStorage() });
  return { client, auth: createAuthApi(client) };
};

describe('createAuthApi', () => {
  it('stores the token on login and sends it afterwards', async () => {
    const { client, auth } = setup();
    const changes: (string | null)[] = [];
    client.tokenStore.subscribe(() => changes.push(client.tokenStore.get()));
    await auth.login({ email: user.email, password: 'Coins2026' });
    expect(client.tokenStore.get()).toBe('tok-1');
    await expect(auth.currentUser()).resolves.toEqual(user);
    expect(changes).toEqual(['tok-1']);
  });

  it('fetches the member alone with fetchCurrentUser, as currentUser does', async () => {
    const { client } = setup();
    await expect(fetchCurrentUser(client)).rejects.toMatchObject({ status: 401 });
    client.tokenStore.set('tok-1');
    await expect(fetchCurrentUser(client)).resolves.toEqual(user);
  });

  it('forgets the token on logout even when the server cannot be reached', async () => {
    server.use(http.post(`${baseUrl}/api/auth/logout/`, () => HttpResponse.error()));
    const { client, auth } = setup();
    client.tokenStore.set('tok-1');
    await expect(auth.logout()).rejects.toMatchObject({ status: 0 });
    expect(client.tokenStore.get()).toBeNull();
  });

  it('carries the unclaimed_user code of a refused registration', async () => {
    server.use(
      http.post(`${baseUrl}/api/auth/register/`, () =>
        HttpResponse.json({ code: 'unclaimed_user', email: [authMessages.unclaimedUser] }, { status: 400 }),
      ),
    );
    const error = await setup()
      .auth.register({
        account_type: 'personal',
        email: user.email,
        password: 'Coins2026',
        password_confirmation: 'Coins2026',
        display_name: 'kiri',
        birth_year: 1990,
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, code: 'unclaimed_user' });
    expect(error).toHaveProperty('fieldErrors', { email: [authMessages.unclaimedUser] });
  });
});
