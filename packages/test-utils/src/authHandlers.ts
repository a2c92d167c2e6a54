import type { Invite, Notification, SimpleGroup, User } from '@trove/core/auth';
import { delay, HttpResponse, http, type JsonBodyType } from 'msw';
import {
  inviteFixture,
  notificationListFixture,
  notificationsPageFixture,
  organisationTypesFixture,
  userFixture,
} from './authFixtures';

export interface AuthHandlerOptions {
  /** Who logs in, registers and is the current user. Default: `userFixture()`. */
  user?: User;
  /** The `auth_token` login and registration answer. Default: `'test-token'`. */
  token?: string;
  /** `GET /api/groups/` answers these. Default: `organisationTypesFixture()`. */
  organisationTypes?: SimpleGroup[];
  /** `GET /api/invites/{token}/` answers this for any token. Default: `inviteFixture()`. */
  invite?: Invite;
  /** Every notification of the member, served 50 a page. Default: 3 of them. */
  notifications?: Notification[];
  /** When an acknowledged notification was read (fixed, so tests never read the clock). */
  acknowledgedAt?: string;
}

const noContent = () => new HttpResponse(null, { status: 204 });

/**
 * msw handlers for the accounts calls of `createAuthApi`, answering as the server does.
 * Notifications are kept per handler set, so acknowledging one shows on the next page load.
 */
export function authHandlers(options: AuthHandlerOptions = {}) {
  const user = options.user ?? userFixture();
  const token = options.token ?? 'test-token';
  const notifications = [...(options.notifications ?? notificationListFixture(3))];
  const acknowledgedAt = options.acknowledgedAt ?? '2025-06-01T12:00:00Z';
  const signedIn = () => HttpResponse.json({ auth_token: token, user });
  return [
    http.post('*/api/auth/login/', signedIn),
    http.post('*/api/auth/register/', signedIn),
    http.post('*/api/auth/logout/', noContent),
    http.post('*/api/auth/activate/', noContent),
    http.post('*/api/auth/activate/resend/', noContent),
    http.post('*/api/auth/password/reset/', noContent),
    http.post('*/api/auth/password/reset/confirm/', noContent),
    http.post('*/api/auth/password/', () => HttpResponse.json({ auth_token: `${token}-renewed` })),
    http.get('*/api/auth/user/', ({ request }) =>
      request.headers.has('Authorization')
        ? HttpResponse.json(user)
        : HttpResponse.json({ detail: 'Authentication credentials were not provided.' }, { status: 401 }),
    ),
    http.get('*/api/auth/user/notifications/', ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
      return HttpResponse.json(notificationsPageFixture(notifications, page));
    }),
    http.put('*/api/auth/user/notifications/:id', ({ params }) => {
      const index = notifications.findIndex((notification) => notification.id === Number(params.id));
      const found = notifications[index];
      if (!found) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      const acknowledged = { ...found, date_acknowledged: found.date_acknowledged ?? acknowledgedAt };
      notifications[index] = acknowledged;
      return HttpResponse.json(acknowledged);
    }),
    http.get('*/api/groups/', () =>
      HttpResponse.json(options.organisationTypes ?? organisationTypesFixture()),
    ),
    http.get('*/api/invites/:token/', () => HttpResponse.json(options.invite ?? inviteFixture())),
  ];
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One call (`path` under `/api/`, msw syntax) answering a DRF error body, 400 unless told. */
export function apiErrorHandler(method: Method, path: string, body: JsonBodyType, status = 400) {
  return http[method](`*/api/${path}`, () => HttpResponse.json(body, { status }));
}

/** One call that never answers: the submitting and loading states. */
export function apiLoadingHandler(method: Method, path: string) {
  return http[method](`*/api/${path}`, () => delay('infinite'));
}
