import { hasPermission, type Permission, serverMessages, userSchema } from '@trove/core/auth';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO, signIn, withToken } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/testApp';

interface GuardedRoute {
  name: string;
  /** The permission the route needs beyond being signed in, if any. */
  permission?: Permission;
  request: (context: { organisationId: number; notificationId: number }) => InjectOptions;
  /** What a member allowed through answers (a 400 shows the guard let the request reach its body). */
  allowed: number;
}

const ROUTES: GuardedRoute[] = [
  {
    name: 'POST /api/invites/{organisation}/',
    permission: 'add_organisationuser',
    request: ({ organisationId }) => ({
      method: 'POST',
      url: `/api/invites/${organisationId}/`,
      payload: { email: 'table@example.com' },
    }),
    allowed: 201,
  },
  { name: 'GET /api/auth/user/', request: () => ({ method: 'GET', url: '/api/auth/user/' }), allowed: 200 },
  {
    name: 'PATCH /api/auth/user/',
    request: () => ({ method: 'PATCH', url: '/api/auth/user/', payload: { collects: 'Maps' } }),
    allowed: 200,
  },
  {
    name: 'PUT /api/auth/user/',
    request: () => ({ method: 'PUT', url: '/api/auth/user/', payload: { collects: 'Maps' } }),
    allowed: 200,
  },
  {
    name: 'POST /api/auth/password/',
    request: () => ({
      method: 'POST',
      url: '/api/auth/password/',
      payload: {
        current_password: 'Wrong-passw0rd',
        new_password: 'N3w-password',
        re_new_password: 'N3w-password',
      },
    }),
    allowed: 400,
  },
  {
    name: 'GET /api/auth/user/notifications/',
    request: () => ({ method: 'GET', url: '/api/auth/user/notifications/' }),
    allowed: 200,
  },
  {
    name: 'PUT /api/auth/user/notifications/{id}',
    request: ({ notificationId }) => ({
      method: 'PUT',
      url: `/api/auth/user/notifications/${notificationId}`,
    }),
    allowed: 200,
  },
];

describe('permission guards', () => {
  let testApp: TestApp;
  const tokens: Record<string, string> = {};
  const context = { organisationId: 0, notificationId: 0 };

  beforeAll(async () => {
    testApp = await createTestApp();
    await testApp.app.ready();
    for (const [role, email] of Object.entries(DEMO)) tokens[role] = await signIn(testApp.app, email);
    const dealer = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/user/',
      headers: withToken(tokens.dealer ?? ''),
    });
    context.organisationId = z.parse(userSchema, dealer.json()).organisations[0]?.id ?? 0;
    const notifications = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/user/notifications/',
      headers: withToken(tokens.member ?? ''),
    });
    context.notificationId = notifications.json().results[0].id;
  });

  afterAll(() => testApp?.close());

  const call = (route: GuardedRoute, role?: string) => {
    const request = route.request(context);
    return testApp.app.inject({
      ...request,
      headers: { ...request.headers, ...(role === undefined ? {} : withToken(tokens[role] ?? '')) },
    });
  };

  describe.each(ROUTES)('$name', (route) => {
    it('answers 401 to anonymous requests, before reading the body', async () => {
      const response = await call({
        ...route,
        request: (c) => ({ ...route.request(c), payload: { junk: true } }),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: serverMessages.notAuthenticated });
      expect(response.headers['www-authenticate']).toBe('Token');
    });

    if (route.permission !== undefined) {
      const permission = route.permission;
      it(`answers 403 to a member without ${permission}`, async () => {
        const member = await testApp.app.inject({
          method: 'GET',
          url: '/api/auth/user/',
          headers: withToken(tokens.member ?? ''),
        });
        expect(hasPermission(z.parse(userSchema, member.json()), permission)).toBe(false);
        const response = await call(route, 'member');
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ detail: serverMessages.permissionDenied });
      });
    }

    it('lets a member with the permission through', async () => {
      // The member has every non-permission route; only the dealer (an owner) may invite.
      const response = await call(route, route.permission === undefined ? 'member' : 'dealer');
      expect(response.statusCode, response.body).toBe(route.allowed);
    });
  });

  it('gives the admin every permission of core', async () => {
    const admin = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/user/',
      headers: withToken(tokens.admin ?? ''),
    });
    const user = z.parse(userSchema, admin.json());
    expect(user.groups.map((group) => group.name)).toEqual(['Admin']);
    expect(hasPermission(user, 'change_any_item')).toBe(true);
  });

  it('does not serve the dev outbox unless DEV_OUTBOX is set', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/dev/outbox/' });
    expect(response.statusCode).toBe(404);
  });
});
