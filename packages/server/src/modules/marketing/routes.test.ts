import { serverMessages } from '@trove/core/auth';
import {
  createSavedSearchApi,
  EMAIL_NOTIFICATIONS_PAGE_SIZE,
  emailNotificationPageSchema,
  type SavedSearchApi,
} from '@trove/core/gallery';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { marketingSubscriptions, savedSearches, users } from '../../db/schema';
import { DEMO, injectAs } from '../../testing/accounts';
import { createInjectClient } from '../../testing/injectClient';
import { createTestClock } from '../../testing/testClock';
import { useTestApp } from '../../testing/useTestApp';

describe('email notifications', () => {
  const clock = createTestClock();
  const testApp = useTestApp({ deps: { clock }, signIn: ['member', 'collector'] });
  let member: SavedSearchApi;
  let collector: SavedSearchApi;

  beforeAll(() => {
    member = createSavedSearchApi(createInjectClient(testApp.app, testApp.token('member')));
    collector = createSavedSearchApi(createInjectClient(testApp.app, testApp.token('collector')));
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    injectAs(testApp.app, method, url, token, payload);

  it('offers daily, weekly and monthly, Never being no schedule at all', async () => {
    expect(await member.schedules()).toEqual([
      { value: 'daily', label: 'Daily' },
      { value: 'weekly', label: 'Weekly' },
      { value: 'monthly', label: 'Monthly' },
    ]);
    // Anyone may read them: the register-search prompt shows them before signing in.
    expect((await call('GET', '/api/marketing-schedules/')).statusCode).toBe(200);
  });

  it('adds, lists and stops a notification of the member’s search through core’s client', async () => {
    const search = await member.create({ name: 'Medals', params: { q: 'medal' }, schedule: null });
    const added = await member.addNotification({ search: search.id, schedule: 'weekly' });
    expect(added).toEqual({
      id: expect.any(Number),
      search: search.id,
      search_name: 'Medals',
      schedule: 'weekly',
      created: clock.now().toISOString(),
    });
    expect(await member.notifications()).toEqual({ count: 1, next: null, previous: null, results: [added] });
    const one = await call('GET', `/api/marketing/${added.id}/`, testApp.token('member'));
    expect(one.json()).toEqual(added);

    // The same search again changes its schedule: a search is never mailed twice.
    const again = await call('POST', '/api/marketing/', testApp.token('member'), {
      search: search.id,
      schedule: 'daily',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...added, schedule: 'daily' });
    expect((await member.notifications()).results).toEqual([{ ...added, schedule: 'daily' }]);

    await member.stopNotification(added.id);
    expect((await member.notifications()).count).toBe(0);
    expect((await call('DELETE', `/api/marketing/${added.id}/`, testApp.token('member'))).statusCode).toBe(
      404,
    );
    await member.remove(search.id);
  });

  it('needs a search and a schedule, the search being the member’s own', async () => {
    const missing = await call('POST', '/api/marketing/', testApp.token('member'), {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ search: ['This is required'], schedule: ['This is required'] });
    const nulls = await call('POST', '/api/marketing/', testApp.token('member'), {
      search: null,
      schedule: '',
    });
    expect(nulls.json()).toEqual({ search: ['This is required'], schedule: ['This is required'] });

    const theirs = await collector.create({ name: 'Theirs', params: {}, schedule: null });
    const stranger = await call('POST', '/api/marketing/', testApp.token('member'), {
      search: theirs.id,
      schedule: 'daily',
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toEqual({ search: [`Invalid pk "${theirs.id}" - object does not exist.`] });
    expect((await collector.notifications()).count).toBe(0);
    expect((await member.notifications()).count).toBe(0);

    const mine = await member.create({ name: 'Mine', params: {}, schedule: null });
    const badSchedule = await call('POST', '/api/marketing/', testApp.token('member'), {
      search: mine.id,
      schedule: 'hourly',
    });
    expect(badSchedule.json()).toEqual({ schedule: ['"hourly" is not a valid choice.'] });
    const badSearch = await call('POST', '/api/marketing/', testApp.token('member'), {
      search: 'one',
      schedule: 'daily',
    });
    expect(badSearch.json()).toEqual({ search: ['Incorrect type. Expected pk value, received str.'] });
    await member.remove(mine.id);
    await collector.remove(theirs.id);
  });

  it('keeps one notification per search when requests race', async () => {
    const search = await member.create({ name: 'Raced', params: {}, schedule: null });
    const statuses = await Promise.all(
      (['daily', 'weekly', 'monthly', 'daily', 'weekly'] as const).map(async (schedule) => {
        const response = await call('POST', '/api/marketing/', testApp.token('member'), {
          search: search.id,
          schedule,
        });
        return response.statusCode;
      }),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(4);
    expect((await member.notifications()).count).toBe(1);
    await member.remove(search.id);
  });

  it('stops the notifications of a deleted search', async () => {
    const search = await member.create({ name: 'Short-lived', params: {}, schedule: null });
    await member.addNotification({ search: search.id, schedule: 'monthly' });
    await member.remove(search.id);
    expect((await member.notifications()).count).toBe(0);
  });

  it('shows and stops only the member’s own notifications', async () => {
    const search = await member.create({ name: 'Private', params: {}, schedule: null });
    const added = await member.addNotification({ search: search.id, schedule: 'daily' });
    for (const request of [
      call('GET', `/api/marketing/${added.id}/`, testApp.token('collector')),
      call('DELETE', `/api/marketing/${added.id}/`, testApp.token('collector')),
      call('DELETE', '/api/marketing/abc/', testApp.token('member')),
    ]) {
      const response = await request;
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
    expect((await collector.notifications()).count).toBe(0);
    expect((await member.notifications()).results).toEqual([added]);
    await member.remove(search.id);
  });

  it('pages by 50, oldest first, with absolute next and previous URLs', async () => {
    const total = EMAIL_NOTIFICATIONS_PAGE_SIZE + 7;
    const { db } = testApp.database;
    const [user] = await db.select().from(users).where(eq(users.email, DEMO.member));
    const userId = user?.id ?? 0;
    const start = clock.now().getTime();
    const searches = await db
      .insert(savedSearches)
      .values(
        Array.from({ length: total }, (_, index) => ({
          userId,
          name: `Search ${index}`,
          created: new Date(start + index * 60_000),
        })),
      )
      .returning();
    // Inserted newest first, so the order of the page comes from `created`, not from the ids.
    await db.insert(marketingSubscriptions).values(
      searches
        .map((search, index) => ({
          userId,
          searchId: search.id,
          schedule: 'weekly',
          created: new Date(start + index * 60_000),
        }))
        .reverse(),
    );
    const first = z.parse(
      emailNotificationPageSchema,
      (await call('GET', '/api/marketing/', testApp.token('member'))).json(),
    );
    expect(first.count).toBe(total);
    expect(first.results).toHaveLength(EMAIL_NOTIFICATIONS_PAGE_SIZE);
    expect(first.results[0]?.search_name).toBe('Search 0');
    expect(first.next).toBe('http://localhost/api/marketing/?page=2');
    expect(first.previous).toBeNull();

    const second = await member.notifications(2);
    expect(second.results.map((notification) => notification.search_name)).toEqual(
      Array.from({ length: 7 }, (_, index) => `Search ${EMAIL_NOTIFICATIONS_PAGE_SIZE + index}`),
    );
    expect(second.next).toBeNull();
    expect(second.previous).toBe('http://localhost/api/marketing/?page=1');

    for (const query of ['?page=3', '?page=0', '?page=two']) {
      const response = await call('GET', `/api/marketing/${query}`, testApp.token('member'));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Invalid page.' });
    }
    await db.delete(savedSearches).where(eq(savedSearches.userId, userId));
  });

  it('needs a signed-in member', async () => {
    for (const [method, url] of [
      ['GET', '/api/marketing/'],
      ['POST', '/api/marketing/'],
      ['GET', '/api/marketing/1/'],
      ['DELETE', '/api/marketing/1/'],
    ] as const) {
      const response = await call(method, url, undefined, method === 'POST' ? {} : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ detail: serverMessages.notAuthenticated });
    }
  });
});
