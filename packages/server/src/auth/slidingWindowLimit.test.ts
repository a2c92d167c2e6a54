import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase } from '../testing/testDatabase';
import { createSlidingWindowLimit, type TakeResult } from './slidingWindowLimit';

const MINUTE = 60 * 1000;
const at = (minutes: number) => new Date(Date.UTC(2026, 2, 2, 9, minutes));

describe('the sliding-window limit', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  const limit = (scope: string) => createSlidingWindowLimit(database.db, { scope, windowMs: 15 * MINUTE });
  const taken = (results: TakeResult[]) => results.filter((result) => result.taken).length;

  it('lets exactly the limit through when 16 takes race (one pool connection each on PostgreSQL)', async () => {
    const login = limit('race');
    const results = await Promise.all(
      Array.from({ length: 16 }, () => login.take([{ key: 'ip:1', limit: 10 }], at(0))),
    );
    expect(taken(results)).toBe(10);
    expect(results.find((result) => !result.taken)).toEqual({ taken: false, retryAfter: 15 * 60 });
  });

  it('refuses when any key is full, recording nothing for the others', async () => {
    const login = limit('keys');
    for (let n = 0; n < 2; n += 1) await login.take([{ key: 'account:a|1', limit: 2 }], at(n));
    expect(
      await login.take(
        [
          { key: 'account:a|1', limit: 2 },
          { key: 'ip:1', limit: 5 },
        ],
        at(3),
      ),
    ).toEqual({
      taken: false,
      retryAfter: 12 * 60,
    });
    // ip:1 got no event from the refused take: 5 more fit.
    const results = await Promise.all(
      Array.from({ length: 6 }, () => login.take([{ key: 'ip:1', limit: 5 }], at(3))),
    );
    expect(taken(results)).toBe(5);
  });

  it('slides: an event stops counting once its window has passed', async () => {
    const mail = limit('slide');
    const key = [{ key: 'email:x', limit: 2 }];
    expect((await mail.take(key, at(0))).taken).toBe(true);
    expect((await mail.take(key, at(10))).taken).toBe(true);
    expect(await mail.take(key, at(14))).toEqual({ taken: false, retryAfter: 60 });
    expect((await mail.take(key, at(15))).taken).toBe(true);
    expect(await mail.take(key, at(16))).toEqual({ taken: false, retryAfter: 9 * 60 });
  });

  it('gives back released events, and forgets a key', async () => {
    const login = limit('release');
    const key = [{ key: 'account:b|1', limit: 1 }];
    const first = await login.take(key, at(0));
    if (!first.taken) throw new Error('the first take is refused');
    expect((await login.take(key, at(0))).taken).toBe(false);
    await login.release(first.events);
    expect((await login.take(key, at(0))).taken).toBe(true);
    await login.forget('account:b|1');
    expect((await login.take(key, at(0))).taken).toBe(true);
    // Scopes count apart.
    expect((await limit('other').take(key, at(0))).taken).toBe(true);
  });
});
