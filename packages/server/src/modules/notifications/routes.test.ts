import { pageSchema } from '@trove/core';
import { notificationSchema, serverMessages } from '@trove/core/auth';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { users } from '../../db/schema';
import { DEMO, withToken } from '../../testing/accounts';
import { createTestClock } from '../../testing/testClock';
import { useTestApp } from '../../testing/useTestApp';
import { createNotificationsRepository } from './repository';

const notificationPage = pageSchema(notificationSchema);

describe('notifications', () => {
  const clock = createTestClock();
  const testApp = useTestApp({ deps: { clock }, signIn: ['member', 'collector'] });

  beforeAll(async () => {
    // 120 for the collector, one a minute, so pages have a clear order.
    const [collector] = await testApp.database.db.select().from(users).where(eq(users.email, DEMO.collector));
    const start = clock.now().getTime();
    await createNotificationsRepository(testApp.database.db).insert(
      Array.from({ length: 120 }, (_, index) => ({
        userId: collector?.id ?? 0,
        name: 'item_liked',
        data: { item: { id: index, name: `Item ${index}` } },
        dateCreated: new Date(start - (120 - index) * 60_000),
      })),
    );
  });

  const list = (token: string, query = '') =>
    testApp.app.inject({
      method: 'GET',
      url: `/api/auth/user/notifications/${query}`,
      headers: withToken(token),
    });

  it('lists the member’s notifications, newest first', async () => {
    const response = await list(testApp.token('member'));
    expect(response.statusCode).toBe(200);
    const page = z.parse(notificationPage, response.json());
    expect(page).toMatchObject({ count: 4, next: null, previous: null });
    expect(page.results.map((notification) => notification.name)).toEqual([
      'comment_approved',
      'item_liked',
      'auction_outbid',
      'auction_closing_soon',
    ]);
    expect(page.results[0]).toMatchObject({
      data: { item: { id: 1, name: 'Victorian silver pocket watch' } },
      date_acknowledged: null,
    });
  });

  it('pages by 50 with absolute next and previous URLs', async () => {
    const first = z.parse(notificationPage, (await list(testApp.token('collector'))).json());
    expect(first.count).toBe(120);
    expect(first.results).toHaveLength(50);
    expect(first.results[0]?.data).toEqual({ item: { id: 119, name: 'Item 119' } });
    expect(first.next).toBe('http://localhost/api/auth/user/notifications/?page=2');
    expect(first.previous).toBeNull();

    const last = z.parse(notificationPage, (await list(testApp.token('collector'), '?page=3')).json());
    expect(last.results).toHaveLength(20);
    expect(last.results.at(-1)?.data).toEqual({ item: { id: 0, name: 'Item 0' } });
    expect(last.next).toBeNull();
    expect(last.previous).toBe('http://localhost/api/auth/user/notifications/?page=2');
  });

  it('answers DRF’s 404 for a page that does not exist', async () => {
    for (const query of ['?page=4', '?page=0', '?page=two']) {
      const response = await list(testApp.token('collector'), query);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Invalid page.' });
    }
    expect((await list(testApp.token('member'), '?page=1')).statusCode).toBe(200);
  });

  describe('PUT /api/auth/user/notifications/{id}', () => {
    const acknowledge = (token: string, id: number | string) =>
      testApp.app.inject({
        method: 'PUT',
        url: `/api/auth/user/notifications/${id}`,
        headers: withToken(token),
      });

    it('acknowledges one notification at the clock’s time, once', async () => {
      const [newest] = z.parse(notificationPage, (await list(testApp.token('member'))).json()).results;
      const response = await acknowledge(testApp.token('member'), newest?.id ?? 0);
      expect(response.statusCode).toBe(200);
      const acknowledged = z.parse(notificationSchema, response.json());
      expect(acknowledged).toMatchObject({ id: newest?.id, date_acknowledged: clock.now().toISOString() });

      clock.advance(60_000);
      const again = z.parse(
        notificationSchema,
        (await acknowledge(testApp.token('member'), newest?.id ?? 0)).json(),
      );
      expect(again.date_acknowledged).toBe(acknowledged.date_acknowledged);
    });

    it('answers 404 for another member’s notification or an unknown one', async () => {
      const [theirs] = z.parse(notificationPage, (await list(testApp.token('member'))).json()).results;
      for (const id of [theirs?.id ?? 0, 99_999]) {
        const response = await acknowledge(testApp.token('collector'), id);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ detail: 'Not found.' });
      }
    });

    it('needs a signed-in member', async () => {
      const response = await testApp.app.inject({ method: 'PUT', url: '/api/auth/user/notifications/1' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: serverMessages.notAuthenticated });
    });
  });
});
