import { afterAll, describe, expect, it, vi } from 'vitest';
import { createMemoryEventBus, createPostgresEventBus, type EventBus } from './eventBus';

const serverUrl = process.env.DATABASE_URL;

/**
 * The bus of the database the suite runs on: over a PostgreSQL server, two instances of the
 * LISTEN/NOTIFY bus (as two servers would have); on PGlite, the in-process bus twice over one.
 */
async function openPair(): Promise<[EventBus, EventBus]> {
  if (serverUrl === undefined || serverUrl === '') {
    const bus = createMemoryEventBus();
    return [bus, bus];
  }
  const channel = `trove_test_${process.pid}_${Math.floor(Math.random() * 1e9)}`;
  return [
    await createPostgresEventBus({ connectionString: serverUrl, channel }),
    await createPostgresEventBus({ connectionString: serverUrl, channel }),
  ];
}

describe(`the event bus (${serverUrl ? 'PostgreSQL LISTEN/NOTIFY' : 'in process'})`, () => {
  const opened: EventBus[] = [];
  afterAll(async () => {
    for (const bus of new Set(opened)) await bus.close();
  });

  it('delivers to every subscriber of the topic, in order, across instances', async () => {
    const [publisher, listener] = await openPair();
    opened.push(publisher, listener);
    const seen: unknown[] = [];
    const others: unknown[] = [];
    const unsubscribe = listener.subscribe('lot:1', (payload) => seen.push(payload));
    publisher.subscribe('lot:2', (payload) => others.push(payload));
    for (let index = 0; index < 5; index++) await publisher.publish('lot:1', { index });
    await publisher.publish('lot:2', { other: true });
    await vi.waitFor(() => expect(seen).toHaveLength(5));
    expect(seen).toEqual([0, 1, 2, 3, 4].map((index) => ({ index })));
    await vi.waitFor(() => expect(others).toEqual([{ other: true }]));

    unsubscribe();
    await publisher.publish('lot:1', { index: 5 });
    await publisher.publish('lot:2', { after: true });
    await vi.waitFor(() => expect(others).toHaveLength(2));
    expect(seen).toHaveLength(5);
  });

  it('hands each subscriber its own copy, and keeps delivering past a failing one', async () => {
    const [bus] = await openPair();
    opened.push(bus);
    const first: Record<string, unknown>[] = [];
    const second: Record<string, unknown>[] = [];
    bus.subscribe('lot:3', (payload) => {
      (payload as Record<string, unknown>).touched = true;
      first.push(payload as Record<string, unknown>);
      throw new Error('a failing subscriber');
    });
    bus.subscribe('lot:3', (payload) => second.push(payload as Record<string, unknown>));
    const payload = { price: 10 };
    await bus.publish('lot:3', payload);
    await vi.waitFor(() => expect(second).toHaveLength(1));
    expect(payload).toEqual({ price: 10 });
    expect(first[0]).toEqual({ price: 10, touched: true });
  });

  it('refuses to publish once closed', async () => {
    const [bus] = await openPair();
    await bus.close();
    await expect(bus.publish('lot:4', {})).rejects.toThrow('closed');
  });
});

describe('the in-process bus', () => {
  it('keeps two subscriptions of one function apart', async () => {
    const bus = createMemoryEventBus();
    const seen: unknown[] = [];
    const listener = (payload: unknown) => seen.push(payload);
    const unsubscribe = bus.subscribe('t', listener);
    bus.subscribe('t', listener);
    await bus.publish('t', 1);
    unsubscribe();
    await bus.publish('t', 2);
    expect(seen).toEqual([1, 1, 2]);
    await bus.close();
  });
});
