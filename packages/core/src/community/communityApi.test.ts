import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../client/apiError';
import { createTroveClient } from '../client/createTroveClient';
import { createSavedSearchApi } from '../client/savedSearchApi';
import { createMemoryStorage } from '../storage/keyValueStorage';
import { createCommunityApi } from './communityApi';
import { createWatchlistApi } from './watchlist';

const baseUrl = 'http://trove.test';
const seen: { method: string; url: string; body: unknown }[] = [];
const record = async (request: Request) => {
  const text = await request.clone().text();
  seen.push({ method: request.method, url: request.url, body: text ? JSON.parse(text) : undefined });
};
const user = { id: 1, display_name: 'member', photo: null };
const created_date = '2026-11-28T10:00:00.000Z';
let watchlist: {
  id: number;
  name: string;
  params: { items: number[] };
  schedule: null;
  is_default: boolean;
  organisation: null;
  uid: null;
} | null = null;

const server = setupServer(
  http.post(`${baseUrl}/api/items/:id/like/`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({ like_count: 8, liked: true });
  }),
  http.get(`${baseUrl}/api/comments/items/:id/comment`, ({ request }) => {
    const cursor = new URL(request.url).searchParams.get('cursor');
    return HttpResponse.json(
      cursor
        ? {
            results: [{ id: 1, text: 'first', user, created_date }],
            next: null,
            previous: null,
            totalCount: 2,
          }
        : {
            results: [{ id: 2, text: 'second', user, created_date }],
            next: `${baseUrl}/api/comments/items/5/comment?cursor=abc`,
            previous: null,
            totalCount: 2,
          },
    );
  }),
  http.post(`${baseUrl}/api/comments/items/:id/comment`, async ({ request }) => {
    await record(request);
    const { text } = (await request.json()) as { text: string };
    if (text === 'held') return HttpResponse.json({ detail: 'held' }, { status: 202 });
    if (text === 'incomplete')
      return HttpResponse.json(
        { detail: 'You must complete your profile before adding comments' },
        { status: 403 },
      );
    return HttpResponse.json({ id: 3, text, user, created_date }, { status: 201 });
  }),
  http.post(`${baseUrl}/api/following/:action/`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({});
  }),
  http.get(`${baseUrl}/api/comments/approve/:comment/:token/`, ({ params }) =>
    params.token === 'good'
      ? HttpResponse.json({ id: 5, item_type: 'ITEM', name: 'Coin' })
      : HttpResponse.json({ detail: 'Invalid token' }, { status: 400 }),
  ),
  http.post(`${baseUrl}/api/moderation/:id/approve/`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({ id: 9 });
  }),
  http.post(`${baseUrl}/api/analytics/obj-share-view/:id`, async ({ request }) => {
    await record(request);
    return new HttpResponse(null, { status: 204 });
  }),
  http.get(`${baseUrl}/api/watchdog/reasons/`, () =>
    HttpResponse.json([{ id: 1, text: 'Fake', section: 'Listing', selected: false }]),
  ),
  http.post(`${baseUrl}/api/watchdog/report/`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({ id: 1 }, { status: 201 });
  }),
  http.get(`${baseUrl}/api/searches/`, () => HttpResponse.json(watchlist ? [watchlist] : [])),
  http.post(`${baseUrl}/api/searches/`, async ({ request }) => {
    await record(request);
    const body = (await request.json()) as { params: { items: number[] } };
    watchlist = {
      id: 4,
      name: 'watchlist',
      params: body.params,
      schedule: null,
      is_default: false,
      organisation: null,
      uid: null,
    };
    return HttpResponse.json(watchlist, { status: 201 });
  }),
  http.put(`${baseUrl}/api/searches/:id/`, async ({ request }) => {
    await record(request);
    const body = (await request.json()) as { params: { items: number[] } };
    if (!watchlist) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
    watchlist = { ...watchlist, params: body.params };
    return HttpResponse.json(watchlist);
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

const client = createTroveClient({ baseUrl, storage: createMemoryStorage() });
const api = createCommunityApi(client);

describe('community client', () => {
  it('likes an item and answers its like count', async () => {
    await expect(api.like('ITEM', 5)).resolves.toEqual({ like_count: 8, liked: true });
    expect(seen[0]?.url).toBe(`${baseUrl}/api/items/5/like/`);
  });

  it('pages comments through next', async () => {
    const first = await api.comments('ITEM', 5);
    expect(first.results.map((c) => c.id)).toEqual([2]);
    const second = await api.comments('ITEM', 5, first.next);
    expect(second.results.map((c) => c.id)).toEqual([1]);
    expect(second.next).toBeNull();
  });

  it('tells a held comment (202) from a shown one', async () => {
    await expect(api.comment('ITEM', 5, 'Nice')).resolves.toEqual({
      held: false,
      comment: { id: 3, text: 'Nice', user, created_date },
    });
    await expect(api.comment('ITEM', 5, 'held')).resolves.toEqual({ held: true });
    expect(seen.map((s) => s.body)).toEqual([{ text: 'Nice' }, { text: 'held' }]);
  });

  it('passes a refused comment on as an ApiError with the server message', async () => {
    const error = await api.comment('ITEM', 5, 'incomplete').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).message).toBe('You must complete your profile before adding comments');
  });

  it('follows and unfollows', async () => {
    await api.follow({ to_organisation: 4 });
    await api.unfollow({ to_user: 'abc' });
    expect(seen.map((s) => [s.url, s.body])).toEqual([
      [`${baseUrl}/api/following/follow/`, { to_organisation: 4 }],
      [`${baseUrl}/api/following/un_follow/`, { to_user: 'abc' }],
    ]);
  });

  it('approves through moderation links', async () => {
    await expect(api.approveComment('12', 'good')).resolves.toMatchObject({ id: 5, item_type: 'ITEM' });
    await expect(api.approveComment('12', 'bad')).rejects.toMatchObject({ status: 400 });
    await expect(api.approveItem(3, 9, 'tok')).resolves.toBe(9);
    expect(seen.at(-1)?.body).toEqual({ item: 9, token: 'tok' });
  });

  it('counts a share and sends a report', async () => {
    await api.countShare(5, 'https://trove.test/x', 'pinterest');
    await api.report({ text: 'fake', reasons: [1], item: 5 });
    expect(seen.map((s) => s.body)).toEqual([
      { url: 'https://trove.test/x', data: { shared_to: 'pinterest' } },
      { text: 'fake', reasons: [1], item: 5 },
    ]);
    await expect(api.reasons()).resolves.toEqual([
      { id: 1, text: 'Fake', section: 'Listing', selected: false },
    ]);
  });

  it('creates the watchlist on first use, then updates it', async () => {
    watchlist = null;
    const list = createWatchlistApi(createSavedSearchApi(client));
    await expect(list.items()).resolves.toEqual([]);
    await expect(list.save([5])).resolves.toEqual([5]);
    await expect(list.save([5, 6])).resolves.toEqual([5, 6]);
    expect(seen.map((s) => [s.method, s.url])).toEqual([
      ['POST', `${baseUrl}/api/searches/`],
      ['PUT', `${baseUrl}/api/searches/4/`],
    ]);
    await expect(list.items()).resolves.toEqual([5, 6]);
  });
});
