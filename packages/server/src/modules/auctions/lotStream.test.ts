import type { PassThrough } from 'node:stream';
import type { LotEvent } from '@trove/core/auction';
import { describe, expect, it } from 'vitest';
import { formatEvent, openLotEventStream, type StreamTimer } from './lotStream';

const event = (type: LotEvent['type'], bidCount: number): LotEvent => ({
  type,
  lot: 7,
  current_bid: bidCount === 0 ? null : 10 * bidCount,
  next_bid: 10 * bidCount + 1,
  leader: bidCount === 0 ? null : 3,
  bid_count: bidCount,
  closes: '2026-03-02T10:00:00.000Z',
  closed: type === 'closed',
  reserve_status: 'No reserve',
  server_time: '2026-03-02T09:00:00.000Z',
});

/** A timer the test fires by hand. */
function manualTimer() {
  const intervals = new Map<number, { callback: () => void; ms: number }>();
  let next = 0;
  const timer: StreamTimer = {
    setInterval: (callback, ms) => {
      next += 1;
      intervals.set(next, { callback, ms });
      return next;
    },
    clearInterval: (handle) => intervals.delete(handle as number),
  };
  const fire = () => {
    for (const { callback } of [...intervals.values()]) callback();
  };
  return { timer, intervals, fire };
}

function streamOf(options: { heartbeatMs?: number } = {}) {
  const listeners = new Set<(event: LotEvent) => void>();
  const { timer, intervals, fire } = manualTimer();
  const chunks: string[] = [];
  const opened = openLotEventStream({
    first: event('bid', 0),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    timer,
    ...options,
  });
  opened.stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  const emit = (lotEvent: LotEvent) => {
    for (const listener of listeners) listener(lotEvent);
  };
  return { ...opened, listeners, intervals, fire, emit, text: () => chunks.join('') };
}

describe('the lot event stream', () => {
  it('sends the lot as it stands as a bid event, then each event as it comes', async () => {
    const { text, emit, close } = streamOf();
    emit(event('extended', 1));
    emit(event('closed', 1));
    await new Promise((resolve) => setImmediate(resolve));
    expect(text()).toBe(
      `retry: 3000\n\n${formatEvent(event('bid', 0))}${formatEvent(event('extended', 1))}${formatEvent(event('closed', 1))}`,
    );
    expect(formatEvent(event('closed', 1))).toBe(
      `event: closed\ndata: ${JSON.stringify(event('closed', 1))}\n\n`,
    );
    close();
  });

  it('sends a comment every heartbeat, 15 s by default', async () => {
    const { text, fire, intervals, close } = streamOf();
    expect([...intervals.values()].map(({ ms }) => ms)).toEqual([15_000]);
    fire();
    fire();
    await new Promise((resolve) => setImmediate(resolve));
    expect(text().endsWith(': heartbeat\n\n: heartbeat\n\n')).toBe(true);
    close();
  });

  it('lets go of the subscription and the timer once closed, or once the stream is destroyed', async () => {
    const closed = streamOf({ heartbeatMs: 5 });
    closed.close();
    expect(closed.listeners.size).toBe(0);
    expect(closed.intervals.size).toBe(0);
    expect((closed.stream as PassThrough).writableEnded).toBe(true);

    const destroyed = streamOf();
    destroyed.stream.destroy();
    await new Promise((resolve) => setImmediate(resolve));
    expect(destroyed.listeners.size).toBe(0);
    expect(destroyed.intervals.size).toBe(0);
    // Late events and heartbeats go nowhere.
    destroyed.emit(event('bid', 2));
    destroyed.fire();
  });
});
