import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, rateLimitEvents, users } from '../db/schema';
import { pruneAccounts } from '../modules/accounts/prune';
import { DEMO, signIn, withToken } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/testApp';
import { createTestClock } from '../testing/testClock';
import { createPruneJob } from './pruneJob';
import { tokenLifetimes } from './tokenExpiry';

const DAY = 24 * 60 * 60 * 1000;

describe('sign-in tokens', () => {
  const clock = createTestClock();
  let testApp: TestApp;
  beforeAll(async () => {
    // Sessions are not cached, so that each request reads its token's age.
    testApp = await createTestApp(
      { SESSION_CACHE_MS: '0', TOKEN_IDLE_DAYS: '30', TOKEN_MAX_AGE_DAYS: '70' },
      { clock },
    );
    await testApp.app.ready();
  });
  afterAll(() => testApp?.close());

  const me = (token: string) =>
    testApp.app.inject({ method: 'GET', url: '/api/auth/user/', headers: withToken(token) });

  it('stop working after 30 days without use', async () => {
    const token = await signIn(testApp.app, DEMO.member);
    clock.advance(30 * DAY - 60_000);
    expect((await me(token)).statusCode).toBe(200);
    // Used a minute before its idle limit: 30 more days from here.
    clock.advance(30 * DAY - 60_000);
    expect((await me(token)).statusCode).toBe(200);
    clock.advance(30 * DAY);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('stop working at their absolute age however often they are used', async () => {
    const token = await signIn(testApp.app, DEMO.collector);
    for (let day = 20; day < 70; day += 20) {
      clock.advance(20 * DAY);
      expect((await me(token)).statusCode).toBe(200);
    }
    clock.advance(10 * DAY);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('are pruned once expired, with rate-limit events past every window', async () => {
    const { db } = testApp.database;
    const live = await signIn(testApp.app, DEMO.dealer);
    const idle = await signIn(testApp.app, DEMO.club);
    await db.insert(rateLimitEvents).values([
      { scope: 'login', key: 'ip:192.0.2.1', at: new Date(clock.now().getTime() - 2 * 60 * 60 * 1000) },
      { scope: 'login', key: 'ip:192.0.2.1', at: clock.now() },
    ]);
    clock.advance(29 * DAY);
    expect((await me(live)).statusCode).toBe(200);
    clock.advance(2 * DAY);

    const config = { TOKEN_IDLE_DAYS: 30, TOKEN_MAX_AGE_DAYS: 70 };
    const pruned = await pruneAccounts(db, clock.now(), tokenLifetimes(config));
    // The club's token, and the tokens of the tests above (idle or too old by now).
    expect(pruned.tokens).toBeGreaterThanOrEqual(1);
    const owners = await db
      .select({ email: users.email })
      .from(authTokens)
      .innerJoin(users, eq(users.id, authTokens.userId));
    expect(owners.map((row) => row.email)).toEqual([DEMO.dealer]);
    expect((await me(live)).statusCode).toBe(200);
    expect((await me(idle)).statusCode).toBe(401);
    const [events] = await db.select({ n: count() }).from(rateLimitEvents);
    expect(events?.n).toBe(0);
  });
});

describe('the prune job', () => {
  it('runs after a random part of its interval, then every interval, and stops', async () => {
    const runs: number[] = [];
    const started = Date.now();
    const job = createPruneJob({
      prune: async () => {
        runs.push(Date.now() - started);
      },
      intervalMs: 40,
      random: () => 0.5,
    });
    job.start();
    await new Promise((resolve) => setTimeout(resolve, 150));
    await job.stop();
    const after = runs.length;
    expect(after).toBeGreaterThanOrEqual(2);
    expect(runs[0]).toBeGreaterThanOrEqual(19);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs).toHaveLength(after);
  });

  it('reports a failed run and keeps going', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const job = createPruneJob({
      prune: async () => {
        calls += 1;
        throw new Error('database away');
      },
      intervalMs: 20,
      random: () => 0,
      onError: (error) => errors.push(error),
    });
    job.start();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await job.stop();
    expect(calls).toBeGreaterThanOrEqual(2);
    expect(errors).toHaveLength(calls);
  });
});
