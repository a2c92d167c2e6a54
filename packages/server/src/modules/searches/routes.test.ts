import { ApiError } from '@trove/core';
import { serverMessages } from '@trove/core/auth';
import {
  createSavedSearchApi,
  type SavedSearchApi,
  savedSearchMessages,
  savedSearchSchema,
} from '@trove/core/gallery';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { injectAs } from '../../testing/accounts';
import { createInjectClient } from '../../testing/injectClient';
import { createTestClock } from '../../testing/testClock';
import { useTestApp } from '../../testing/useTestApp';

describe('saved searches', () => {
  const clock = createTestClock();
  const testApp = useTestApp({ deps: { clock }, signIn: ['member', 'collector'] });
  /** Core's client, the contract, as the member. */
  let member: SavedSearchApi;
  let collector: SavedSearchApi;

  beforeAll(() => {
    member = createSavedSearchApi(createInjectClient(testApp.app, testApp.token('member')));
    collector = createSavedSearchApi(createInjectClient(testApp.app, testApp.token('collector')));
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    injectAs(testApp.app, method, url, token, payload);

  /** The field errors of a refused save, through core's client. */
  async function refusal(save: Promise<unknown>) {
    const error = await save.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    return (error as ApiError).fieldErrors;
  }

  it('saves, lists (oldest first), opens, updates and deletes a search through core’s client', async () => {
    const first = await member.create({
      name: 'Gold sovereigns',
      params: {
        niche: 'collectables',
        section: 'coins',
        q: 'sovereign',
        for_sale: true,
        category: ['coins-world'],
      },
      schedule: 'weekly',
    });
    expect(first).toEqual({
      id: expect.any(Number),
      name: 'Gold sovereigns',
      params: {
        niche: 'collectables',
        section: 'coins',
        q: 'sovereign',
        for_sale: true,
        category: ['coins-world'],
      },
      schedule: 'weekly',
      is_default: false,
      organisation: null,
      uid: null,
    });
    clock.advance(1000);
    const second = await member.create({
      name: 'Dealer stock',
      params: { niche: 'collectables', organisation: '12', uid: '7', min_price: 10.5 },
      schedule: null,
    });
    // A search of an organisation's or a member's listings names them.
    expect(second).toMatchObject({ organisation: 12, uid: '7', schedule: null });

    expect((await member.list()).map((search) => search.id)).toEqual([first.id, second.id]);
    expect(await member.get(first.id)).toEqual(first);

    const updated = await member.update(first.id, {
      name: '  Sovereigns  ',
      params: { niche: 'collectables', sold: true },
      schedule: 'daily',
    });
    expect(updated).toMatchObject({
      id: first.id,
      name: 'Sovereigns',
      params: { niche: 'collectables', sold: true },
    });
    expect(updated.params).not.toHaveProperty('q');
    expect(await member.get(first.id)).toEqual(updated);

    await member.remove(second.id);
    expect((await member.list()).map((search) => search.id)).toEqual([first.id]);
    const gone = await call('GET', `/api/searches/${second.id}/`, testApp.token('member'));
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ detail: 'Not found.' });
    await member.remove(first.id);
  });

  it('keeps the watchlist as the search named watchlist, found by name in any case', async () => {
    expect(await member.watchlist()).toBeNull();
    const other = await member.create({ name: 'Watchlist of coins', params: {}, schedule: null });
    const watchlist = await member.create({ name: 'WatchList', params: { items: [3, 5] }, schedule: null });
    expect(await member.watchlist()).toEqual(watchlist);
    const named = await call('GET', '/api/searches/?name=WATCHLIST', testApp.token('member'));
    expect(named.json()).toEqual([watchlist]);
    const unnamed = await call('GET', '/api/searches/?name=', testApp.token('member'));
    expect(unnamed.json()).toEqual([other, watchlist]);
    const grown = await member.update(watchlist.id, {
      name: watchlist.name,
      params: { items: [3, 5, 8] },
      schedule: null,
    });
    expect(grown.params.items).toEqual([3, 5, 8]);
    expect((await member.watchlist())?.params.items).toEqual([3, 5, 8]);
    // Another member's watchlist is theirs alone.
    expect(await collector.watchlist()).toBeNull();
    await member.remove(watchlist.id);
    await member.remove(other.id);
  });

  it('keeps only the search params of §3, booleans as flags and ids as items', async () => {
    const saved = await member.create({
      name: 'Extra',
      params: { niche: 'collectables', size: '3', page: 2 },
      schedule: null,
    });
    expect(saved.params).toEqual({ niche: 'collectables', size: '3', page: 2 });
    await member.remove(saved.id);
    expect(
      await refusal(
        member.create({ name: 'Extra', params: { niche: 'collectables', key: 'abc' }, schedule: null }),
      ),
    ).toEqual({ params: ['Not a search param: "key".'] });

    const flag = await call('POST', '/api/searches/', testApp.token('member'), {
      name: 'Bad',
      params: { for_sale: '1', items: ['x'] },
      schedule: null,
    });
    expect(flag.statusCode).toBe(400);
    expect(Object.keys(flag.json()).sort()).toEqual(['params.for_sale', 'params.items.0']);
  });

  it('needs a name of at most 255 characters and a known schedule', async () => {
    expect(await refusal(member.create({ name: '   ', params: {}, schedule: null }))).toEqual({
      name: [savedSearchMessages.required],
    });
    expect(await refusal(member.create({ name: 'x'.repeat(256), params: {}, schedule: 'hourly' }))).toEqual({
      name: [savedSearchMessages.nameTooLong],
      schedule: ['"hourly" is not a valid choice.'],
    });
    const missing = await call('POST', '/api/searches/', testApp.token('member'), {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ name: ['This is required'], params: ['This is required'] });

    const longest = await member.create({ name: 'x'.repeat(255), params: {}, schedule: 'monthly' });
    expect(longest.name).toHaveLength(255);
    // No schedule is Never.
    const never = await call('POST', '/api/searches/', testApp.token('member'), {
      name: 'Never',
      params: {},
    });
    expect(never.statusCode).toBe(201);
    expect(never.json().schedule).toBeNull();

    const existing = await member.get(longest.id);
    expect(await refusal(member.update(longest.id, { name: '', params: {}, schedule: null }))).toEqual({
      name: [savedSearchMessages.required],
    });
    expect(await member.get(longest.id)).toEqual(existing);
    await member.remove(longest.id);
    await member.remove(never.json().id);
  });

  it('keeps one default search per member', async () => {
    const a = await member.create({ name: 'A', params: {}, schedule: null, is_default: true });
    const b = await member.create({ name: 'B', params: {}, schedule: null, is_default: true });
    const theirs = await collector.create({ name: 'Theirs', params: {}, schedule: null, is_default: true });
    const defaults = async (api: SavedSearchApi) =>
      (await api.list()).filter((search) => search.is_default).map((search) => search.id);
    expect(await defaults(member)).toEqual([b.id]);

    await member.update(a.id, { name: 'A', params: {}, schedule: null, is_default: true });
    expect(await defaults(member)).toEqual([a.id]);
    // Without is_default an update leaves the flag alone.
    await member.update(a.id, { name: 'A again', params: {}, schedule: null });
    expect(await defaults(member)).toEqual([a.id]);
    await member.update(a.id, { name: 'A', params: {}, schedule: null, is_default: false });
    expect(await defaults(member)).toEqual([]);
    // Another member's default is untouched by all this.
    expect(await defaults(collector)).toEqual([theirs.id]);

    // Racing requests still leave one default.
    const many = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        member.create({ name: `Race ${index}`, params: {}, schedule: null, is_default: true }),
      ),
    );
    await Promise.all(
      many.map((search) =>
        member.update(search.id, { name: search.name, params: {}, schedule: null, is_default: true }),
      ),
    );
    expect(await defaults(member)).toHaveLength(1);
    for (const search of [a, b, ...many]) await member.remove(search.id);
    await collector.remove(theirs.id);
  });

  it('shows and changes only the member’s own searches', async () => {
    const mine = await member.create({ name: 'Mine', params: { q: 'medal' }, schedule: 'daily' });
    expect(await collector.list()).toEqual([]);
    for (const request of [
      call('GET', `/api/searches/${mine.id}/`, testApp.token('collector')),
      call('PUT', `/api/searches/${mine.id}/`, testApp.token('collector'), {
        name: 'Stolen',
        params: {},
        schedule: null,
      }),
      call('DELETE', `/api/searches/${mine.id}/`, testApp.token('collector')),
      call('GET', '/api/searches/99999/', testApp.token('member')),
      call('GET', '/api/searches/abc/', testApp.token('member')),
      call('PUT', '/api/searches/1e3/', testApp.token('member'), {}),
    ]) {
      const response = await request;
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
    expect(await member.get(mine.id)).toEqual(mine);
    await member.remove(mine.id);
  });

  it('needs a signed-in member for every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/searches/'],
      ['POST', '/api/searches/'],
      ['GET', '/api/searches/1/'],
      ['PUT', '/api/searches/1/'],
      ['DELETE', '/api/searches/1/'],
    ] as const) {
      const response = await call(
        method,
        url,
        undefined,
        method === 'POST' || method === 'PUT' ? {} : undefined,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ detail: serverMessages.notAuthenticated });
    }
  });

  it('answers core’s saved-search shape', async () => {
    const response = await call('POST', '/api/searches/', testApp.token('member'), {
      name: 'Shape',
      params: { niche: 'collectables' },
      schedule: 'weekly',
    });
    expect(response.statusCode).toBe(201);
    expect(() => z.parse(savedSearchSchema, response.json())).not.toThrow();
    await call('DELETE', `/api/searches/${response.json().id}/`, testApp.token('member'));
  });

  it('documents the saved-search, email-notification, niche, tag and preview routes', async () => {
    const document = (await call('GET', '/api/docs/openapi.json')).json();
    const operations = [
      ['get', '/api/searches/', true],
      ['post', '/api/searches/', true],
      ['get', '/api/searches/{id}/', true],
      ['put', '/api/searches/{id}/', true],
      ['delete', '/api/searches/{id}/', true],
      ['get', '/api/marketing/', true],
      ['post', '/api/marketing/', true],
      ['get', '/api/marketing/{id}/', true],
      ['delete', '/api/marketing/{id}/', true],
      ['get', '/api/marketing-schedules/', false],
      ['get', '/api/niches/readable/', false],
      ['get', '/api/niches/writable/', true],
      ['get', '/api/tags/available/', false],
      ['get', '/api/gallery/item/preview/{id}', false],
    ] as const;
    for (const [method, path, signedIn] of operations) {
      const operation = document.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.summary, `${method} ${path}`).toEqual(expect.any(String));
      expect(operation.tags.length, `${method} ${path}`).toBe(1);
      if (signedIn) expect(operation.security, `${method} ${path}`).toEqual([{ token: [] }]);
    }
    const body = document.paths['/api/searches/'].post.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['name', 'params']));
  });
});
