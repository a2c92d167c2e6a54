import { describe, expect, it, vi } from 'vitest';
import { manualTimers } from '../../../test-utils/src/manualTimers';
import type { LotEvent } from '../schemas/auction';
import { type LotStreamHandlers, openLotStream, STREAM_BACKOFF_MAX_MS } from './lotStream';

/** Stands in for the browser's EventSource: tests open, fail and feed it by hand. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private listeners = new Map<string, Set<(event: MessageEvent) => void>>();

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)?.add(listener);
  }
  removeEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.get(type)?.delete(listener);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  /** A dropped connection: the browser retries (CONNECTING) or gives up (CLOSED). */
  fail(gaveUp: boolean) {
    this.readyState = gaveUp ? 2 : 0;
    this.onerror?.();
  }
  emit(type: string, data: string) {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }
}

const fakeTimers = () => manualTimers();

const event: LotEvent = {
  type: 'bid',
  lot: 1,
  current_bid: 20,
  next_bid: 22,
  leader: 8,
  bid_count: 2,
  closes: '2026-03-08T00:00:00.000Z',
  closed: false,
  reserve_status: 'Reserve met',
  server_time: '2026-03-02T00:00:00.000Z',
};
const URL = 'http://trove.test/api/auctions/lots/1/events';

function setup() {
  FakeEventSource.instances = [];
  const time = fakeTimers();
  const handlers = { onEvent: vi.fn(), onOpen: vi.fn(), onDrop: vi.fn() } satisfies LotStreamHandlers;
  const stream = openLotStream(URL, handlers, {
    EventSource: FakeEventSource as unknown as typeof EventSource,
    timers: time.timers,
  });
  const source = () => {
    const last = FakeEventSource.instances.at(-1);
    if (!last) throw new Error('no EventSource was opened');
    return last;
  };
  return { handlers, stream, source, time };
}

describe('openLotStream', () => {
  it('opens the URL and reports the connection', () => {
    const { handlers, source } = setup();
    expect(source().url).toBe(URL);
    source().open();
    expect(handlers.onOpen).toHaveBeenCalledTimes(1);
  });

  it('hands on bid, extended and closed events parsed, and drops malformed ones', () => {
    const { handlers, source } = setup();
    source().emit('bid', JSON.stringify(event));
    source().emit('extended', JSON.stringify({ ...event, type: 'extended' }));
    source().emit('closed', JSON.stringify({ ...event, type: 'closed', closed: true }));
    source().emit('bid', 'not json');
    source().emit('bid', JSON.stringify({ ...event, next_bid: 'lots' }));
    source().emit('message', JSON.stringify(event));
    expect(handlers.onEvent.mock.calls.map(([given]) => given)).toEqual([
      event,
      { ...event, type: 'extended' },
      { ...event, type: 'closed', closed: true },
    ]);
  });

  it('reports a drop once while the browser reconnects by itself', () => {
    const { handlers, source, time } = setup();
    source().open();
    source().fail(false);
    source().fail(false);
    expect(handlers.onDrop).toHaveBeenCalledTimes(1);
    expect(time.waiting()).toBe(0);
    expect(FakeEventSource.instances).toHaveLength(1);
    source().open();
    expect(handlers.onOpen).toHaveBeenCalledTimes(2);
    source().fail(false);
    expect(handlers.onDrop).toHaveBeenCalledTimes(2);
  });

  it('reopens a stream the browser gave up on, backing off up to 30 s, and starts over once open', () => {
    const { handlers, source, time } = setup();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      source().fail(true);
      waits.push(time.fire());
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, STREAM_BACKOFF_MAX_MS, STREAM_BACKOFF_MAX_MS]);
    expect(FakeEventSource.instances).toHaveLength(8);
    expect(handlers.onDrop).toHaveBeenCalledTimes(1);
    source().open();
    source().emit('bid', JSON.stringify(event));
    expect(handlers.onEvent).toHaveBeenCalledTimes(1);
    source().fail(true);
    expect(time.fire()).toBe(1000);
  });

  it('stops everything on close: the source, a waiting reopen and late events', () => {
    const { handlers, source, stream, time } = setup();
    const first = source();
    first.fail(true);
    stream.close();
    expect(first.closed).toBe(true);
    expect(time.waiting()).toBe(0);

    const again = setup();
    const open = again.source();
    open.open();
    again.stream.close();
    expect(open.closed).toBe(true);
    open.emit('bid', JSON.stringify(event));
    open.onerror?.();
    expect(again.handlers.onEvent).not.toHaveBeenCalled();
    expect(again.handlers.onDrop).not.toHaveBeenCalled();
    expect(handlers.onEvent).not.toHaveBeenCalled();
  });

  it('says what to do where there is no EventSource', () => {
    vi.stubGlobal('EventSource', undefined);
    try {
      expect(() => openLotStream(URL, { onEvent: () => {} })).toThrow(/pass `EventSource`/);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
