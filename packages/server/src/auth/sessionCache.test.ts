import { serverMessages } from '@trove/core/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createMemoryEventBus } from '../events/eventBus';
import { DEMO, signIn, withToken } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/testApp';
import type { Session } from './session';
import { createSessionCache } from './sessionCache';

const session = (id: number): Session => ({ user: { id } as Session['user'], tokenHash: `hash-${id}` });

describe('createSessionCache', () => {
  it('reuses a session until its time is up', () => {
    let now = 0;
    const cache = createSessionCache({ ttlMs: 2000, now: () => now });
    cache.set('a', session(1));
    now = 1999;
    expect(cache.get('a')?.user.id).toBe(1);
    now = 2000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps at most `max` sessions, dropping the oldest first', () => {
    const cache = createSessionCache({ ttlMs: 1000, max: 2, now: () => 0 });
    cache.set('a', session(1));
    cache.set('b', session(2));
    cache.set('a', session(1));
    cache.set('c', session(3));
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map((found) => found?.user.id)).toEqual([
      1,
      undefined,
      3,
    ]);
  });

  it('keeps nothing when its time is 0, and forgets everything on clear', () => {
    const off = createSessionCache({ ttlMs: 0 });
    off.set('a', session(1));
    expect(off.get('a')).toBeUndefined();
    const cache = createSessionCache({ ttlMs: 1000 });
    cache.set('a', session(1));
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
  });
});

describe('a session cache on a bus shared by instances', () => {
  /** A memory bus that counts what is published on it. */
  function countingBus() {
    const bus = createMemoryEventBus();
    const counter = {
      published: 0,
      ...bus,
      publish: async (topic: string, payload: unknown) => {
        counter.published += 1;
        await bus.publish(topic, payload);
      },
    };
    return counter;
  }

  it('empties the other instances when sessions change on one, and keeps its own notice from itself', async () => {
    const bus = countingBus();
    const here = createSessionCache({ ttlMs: 60_000, events: bus });
    const there = createSessionCache({ ttlMs: 60_000, events: bus });
    here.set('a', session(1));
    there.set('a', session(1));
    await here.changed();
    expect([here.size, there.size]).toEqual([0, 0]);
    // Another instance's notice empties it.
    here.set('b', session(2));
    await there.changed();
    expect(here.size).toBe(0);
    // A session cached after its own change, while the notice is on its way, stays.
    const notice = here.changed();
    here.set('c', session(3));
    await notice;
    expect(here.get('c')?.user.id).toBe(3);
    // Once closed, it no longer listens.
    here.close();
    await there.changed();
    expect(here.get('c')?.user.id).toBe(3);
  });

  it('sends one notice for the writes that end while another is on its way', async () => {
    const bus = countingBus();
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slowBus = {
      ...bus,
      publish: async (topic: string, payload: unknown) => {
        await held;
        await bus.publish(topic, payload);
      },
    };
    const cache = createSessionCache({ ttlMs: 60_000, events: slowBus });
    const first = cache.changed();
    await new Promise((resolve) => setImmediate(resolve));
    // The first notice is on its way: these three wait for the next one, and share it.
    const later = [cache.changed(), cache.changed(), cache.changed()];
    release();
    await Promise.all([first, ...later]);
    expect(bus.published).toBe(2);
  });

  it('reports a notice that could not be sent, and still resolves', async () => {
    const errors: unknown[] = [];
    const bus = createMemoryEventBus();
    const cache = createSessionCache({ ttlMs: 60_000, events: bus, onError: (error) => errors.push(error) });
    await bus.close();
    cache.set('a', session(1));
    await expect(cache.changed()).resolves.toBeUndefined();
    expect(cache.size).toBe(0);
    expect(errors).toEqual([new Error('The event bus is closed')]);
  });
});

describe('sessions reused between requests', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ SESSION_CACHE_MS: '60000' });
    await test.app.ready();
  });
  afterAll(() => test?.close());

  const readUser = (token: string) =>
    test.app.inject({ method: 'GET', url: '/api/auth/user/', headers: withToken(token) });
  const collects = async (token: string) => (await readUser(token)).json().collects;
  const setCollectsBehindTheServer = (value: string) =>
    test.database.db.update(users).set({ collects: value }).where(eq(users.email, DEMO.collector));

  it('a read reuses the session of the token; a write through the API is seen at once', async () => {
    const token = await signIn(test.app, DEMO.collector);
    await setCollectsBehindTheServer('Maps');
    expect(await collects(token)).toBe('Maps');
    // Changed behind the server's back: the session read a moment ago still answers...
    await setCollectsBehindTheServer('Stamps');
    expect(await collects(token)).toBe('Maps');
    // ...until a request that may change a session (any write but a bid) clears them all.
    const patched = await test.app.inject({
      method: 'PATCH',
      url: '/api/auth/user/',
      headers: withToken(token),
      payload: { collects: 'Coins' },
    });
    expect(patched.statusCode).toBe(200);
    expect(await collects(token)).toBe('Coins');
  });

  it('signing out ends the session at once, though it was just reused', async () => {
    const token = await signIn(test.app, DEMO.collector);
    expect((await readUser(token)).statusCode).toBe(200);
    expect((await readUser(token)).statusCode).toBe(200);
    const out = await test.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      headers: withToken(token),
    });
    expect(out.statusCode).toBe(204);
    const after = await readUser(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ detail: serverMessages.invalidAuthToken });
  });

  it('a deactivated member is refused once the cache is cleared by a write', async () => {
    const token = await signIn(test.app, DEMO.collector);
    expect((await readUser(token)).statusCode).toBe(200);
    await test.database.db.update(users).set({ isActive: false }).where(eq(users.email, DEMO.collector));
    try {
      // Any write clears the cache: here another member's sign-in.
      await signIn(test.app, DEMO.member);
      expect((await readUser(token)).statusCode).toBe(401);
    } finally {
      await test.database.db.update(users).set({ isActive: true }).where(eq(users.email, DEMO.collector));
    }
  });
});
