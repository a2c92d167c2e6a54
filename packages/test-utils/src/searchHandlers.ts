// msw handlers for saved searches, email notifications and their schedules, over an in-memory store.
import type { Page } from '@trove/core';
import {
  type EmailNotification,
  type SavedSearch,
  type Schedule,
  savedSearchMessages,
  WATCHLIST_SEARCH_NAME,
} from '@trove/core/gallery';
import { savedSearchInputSchema } from '@trove/core/server';
import { delay, HttpResponse, http } from 'msw';

/** Email notifications come 50 a page (§9). */
const EMAIL_NOTIFICATIONS_PAGE_SIZE = 50;

/** A saved search of the member of `userFixture()`, valid against core's `savedSearchSchema`. */
export function savedSearchFixture(overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id: 1,
    name: 'gold sovereign',
    params: { niche: 'collectables', section: 'coins', q: 'gold sovereign', for_sale: true },
    schedule: null,
    is_default: false,
    organisation: null,
    uid: 'u7',
    ...overrides,
  };
}

/** Three saved searches (one the default, one mailed weekly) and the watchlist, which the panel hides. */
export function savedSearchListFixture(): SavedSearch[] {
  return [
    savedSearchFixture(),
    savedSearchFixture({
      id: 2,
      name: 'Medals',
      params: { niche: 'collectables', category: ['Medals'] },
      schedule: 'weekly',
      is_default: true,
    }),
    savedSearchFixture({
      id: 3,
      name: WATCHLIST_SEARCH_NAME,
      params: { niche: 'collectables', items: [4, 9] },
    }),
    savedSearchFixture({ id: 4, name: 'Sold', params: { niche: 'collectables', sold: true } }),
  ];
}

/** The schedules `GET /api/marketing-schedules/` offers; Never is not among them. */
export function schedulesFixture(): Schedule[] {
  return [
    { value: 'daily', label: 'Daily' },
    { value: 'weekly', label: 'Weekly' },
    { value: 'monthly', label: 'Monthly' },
  ];
}

export function emailNotificationFixture(overrides: Partial<EmailNotification> = {}): EmailNotification {
  return {
    id: 1,
    search: 2,
    search_name: 'Medals',
    schedule: 'weekly',
    created: '2025-05-01T09:00:00Z',
    ...overrides,
  };
}

export interface SearchHandlerOptions {
  /** The member's saved searches at the start. Default: `savedSearchListFixture()`. */
  searches?: SavedSearch[];
  /** `GET /api/marketing-schedules/` answers these. Default: `schedulesFixture()`. */
  schedules?: Schedule[];
  /** The member's email notifications at the start. Default: one, for Medals. */
  notifications?: EmailNotification[];
  /** When a new email notification was created (fixed, so tests never read the clock). */
  createdAt?: string;
}

const notFound = () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
const noContent = () => new HttpResponse(null, { status: 204 });
const unauthenticated = () =>
  HttpResponse.json({ detail: 'Authentication credentials were not provided.' }, { status: 401 });

/** DRF's field errors of a failed parse: `{"name": ["This is required"]}`. */
function fieldErrorsOf(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }) {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'non_field_errors');
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

/** `POST /api/marketing/` needs a search id and a schedule (§5: 'This is required'). */
function notificationInputOf(
  body: unknown,
): { data: { search: number; schedule: string } } | { errors: Record<string, string[]> } {
  const { search, schedule } = (body ?? {}) as { search?: unknown; schedule?: unknown };
  const errors: Record<string, string[]> = {};
  if (typeof search !== 'number' || !Number.isInteger(search)) errors.search = [savedSearchMessages.required];
  if (typeof schedule !== 'string' || schedule === '') errors.schedule = [savedSearchMessages.required];
  if (typeof search !== 'number' || typeof schedule !== 'string' || Object.keys(errors).length > 0) {
    return { errors };
  }
  return { data: { search, schedule } };
}

/**
 * msw handlers for the calls of `createSavedSearchApi`, over one member's in-memory store kept per
 * handler set: saving, renaming and deleting show on the next list. Calls without a token are
 * answered 401, as the server does; the schedules are public.
 */
export function searchHandlers(options: SearchHandlerOptions = {}) {
  const searches = [...(options.searches ?? savedSearchListFixture())];
  const notifications = [...(options.notifications ?? [emailNotificationFixture()])];
  const schedules = options.schedules ?? schedulesFixture();
  const createdAt = options.createdAt ?? '2025-06-01T12:00:00Z';
  let nextSearchId = Math.max(0, ...searches.map((search) => search.id)) + 1;
  let nextNotificationId = Math.max(0, ...notifications.map((notification) => notification.id)) + 1;
  const signedIn = (request: Request) => request.headers.has('Authorization');

  // Only one search is the default: choosing another clears the flag elsewhere.
  const store = (search: SavedSearch) => {
    if (search.is_default) {
      for (const [index, other] of searches.entries()) {
        if (other.id !== search.id && other.is_default) searches[index] = { ...other, is_default: false };
      }
    }
    const index = searches.findIndex((existing) => existing.id === search.id);
    if (index === -1) searches.push(search);
    else searches[index] = search;
    return search;
  };

  return [
    http.get('*/api/searches/', ({ request }) => {
      if (!signedIn(request)) return unauthenticated();
      const name = new URL(request.url).searchParams.get('name')?.toLowerCase();
      return HttpResponse.json(
        name === undefined ? searches : searches.filter((search) => search.name.toLowerCase() === name),
      );
    }),
    http.post('*/api/searches/', async ({ request }) => {
      if (!signedIn(request)) return unauthenticated();
      const parsed = savedSearchInputSchema.safeParse(await request.json());
      if (!parsed.success) return HttpResponse.json(fieldErrorsOf(parsed.error), { status: 400 });
      const { is_default = false, ...input } = parsed.data;
      const created = store({ ...savedSearchFixture(), ...input, is_default, id: nextSearchId++ });
      return HttpResponse.json(created, { status: 201 });
    }),
    http.get('*/api/searches/:id/', ({ request, params }) => {
      if (!signedIn(request)) return unauthenticated();
      const found = searches.find((search) => search.id === Number(params.id));
      return found ? HttpResponse.json(found) : notFound();
    }),
    http.put('*/api/searches/:id/', async ({ request, params }) => {
      if (!signedIn(request)) return unauthenticated();
      const found = searches.find((search) => search.id === Number(params.id));
      if (!found) return notFound();
      const parsed = savedSearchInputSchema.safeParse(await request.json());
      if (!parsed.success) return HttpResponse.json(fieldErrorsOf(parsed.error), { status: 400 });
      const { is_default = found.is_default, ...input } = parsed.data;
      return HttpResponse.json(store({ ...found, ...input, is_default }));
    }),
    http.delete('*/api/searches/:id/', ({ request, params }) => {
      if (!signedIn(request)) return unauthenticated();
      const index = searches.findIndex((search) => search.id === Number(params.id));
      if (index === -1) return notFound();
      searches.splice(index, 1);
      for (const [at, notification] of [...notifications.entries()].reverse()) {
        if (notification.search === Number(params.id)) notifications.splice(at, 1);
      }
      return noContent();
    }),
    http.get('*/api/marketing-schedules/', () => HttpResponse.json(schedules)),
    http.get('*/api/marketing/', ({ request }) => {
      if (!signedIn(request)) return unauthenticated();
      const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
      return HttpResponse.json(emailNotificationsPage(notifications, page));
    }),
    http.post('*/api/marketing/', async ({ request }) => {
      if (!signedIn(request)) return unauthenticated();
      const parsed = notificationInputOf(await request.json());
      if ('errors' in parsed) return HttpResponse.json(parsed.errors, { status: 400 });
      const input = parsed.data;
      const search = searches.find((saved) => saved.id === input.search);
      if (!search)
        return HttpResponse.json({ search: ['Invalid pk - object does not exist.'] }, { status: 400 });
      if (!schedules.some((schedule) => schedule.value === input.schedule)) {
        return HttpResponse.json({ schedule: ['Not a valid choice.'] }, { status: 400 });
      }
      const created: EmailNotification = {
        id: nextNotificationId++,
        search: search.id,
        search_name: search.name,
        schedule: input.schedule,
        created: createdAt,
      };
      notifications.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.delete('*/api/marketing/:id/', ({ request, params }) => {
      if (!signedIn(request)) return unauthenticated();
      const index = notifications.findIndex((notification) => notification.id === Number(params.id));
      if (index === -1) return notFound();
      notifications.splice(index, 1);
      return noContent();
    }),
  ];
}

/** One page (50) of email notifications, with DRF's page links. */
export function emailNotificationsPage(all: EmailNotification[], page = 1): Page<EmailNotification> {
  const start = (page - 1) * EMAIL_NOTIFICATIONS_PAGE_SIZE;
  const url = (n: number) => `/api/marketing/?page=${n}`;
  return {
    count: all.length,
    next: start + EMAIL_NOTIFICATIONS_PAGE_SIZE < all.length ? url(page + 1) : null,
    previous: page > 1 ? url(page - 1) : null,
    results: all.slice(start, start + EMAIL_NOTIFICATIONS_PAGE_SIZE),
  };
}

/** The saved-search calls a failure variant can break. */
export type SearchCall =
  | 'list'
  | 'save'
  | 'update'
  | 'delete'
  | 'schedules'
  | 'notifications'
  | 'addNotification'
  | 'stopNotification';

const SEARCH_CALLS = {
  list: ['get', '*/api/searches/'],
  save: ['post', '*/api/searches/'],
  update: ['put', '*/api/searches/:id/'],
  delete: ['delete', '*/api/searches/:id/'],
  schedules: ['get', '*/api/marketing-schedules/'],
  notifications: ['get', '*/api/marketing/'],
  addNotification: ['post', '*/api/marketing/'],
  stopNotification: ['delete', '*/api/marketing/:id/'],
} as const satisfies Record<SearchCall, readonly ['get' | 'post' | 'put' | 'delete', string]>;

const ALL_CALLS = Object.keys(SEARCH_CALLS) as SearchCall[];

export interface SearchErrorOptions {
  /** Which calls fail. Default: all of them. */
  calls?: readonly SearchCall[];
  /** Default: 500, with no usable body. */
  status?: number;
}

/**
 * Saved-search calls that fail, put before `searchHandlers()` (or given to `server.use`). A 5xx
 * answers `{"detail": "Server error"}`, anything else `{"detail": "Request failed"}`.
 */
export function searchErrorHandlers({ calls = ALL_CALLS, status = 500 }: SearchErrorOptions = {}) {
  const detail = status >= 500 ? 'Server error' : 'Request failed';
  return calls.map((call) => {
    const [method, path] = SEARCH_CALLS[call];
    return http[method](path, () => HttpResponse.json({ detail }, { status }));
  });
}

/** Saved-search calls that never answer: the loading and submitting states. Default: all. */
export function searchLoadingHandlers(calls: readonly SearchCall[] = ALL_CALLS) {
  return calls.map((call) => {
    const [method, path] = SEARCH_CALLS[call];
    return http[method](path, () => delay('infinite'));
  });
}
