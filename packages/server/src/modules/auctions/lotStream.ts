import { PassThrough, type Readable } from 'node:stream';
import type { LotEvent } from '@trove/core/auction';

/** Timers, injected so tests drive the heartbeat. */
export interface StreamTimer {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export const systemStreamTimer: StreamTimer = {
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as NodeJS.Timeout),
};

/** A comment line every 15 s keeps proxies from closing an idle stream. */
export const HEARTBEAT_MS = 15_000;
/** How long a browser's EventSource waits before reconnecting a dropped stream. */
const RETRY_MS = 3_000;

export interface LotEventStreamOptions {
  /** The lot as it stands: sent first, as a `bid` event. */
  first: LotEvent;
  /** Subscribes to the lot's events; answers the unsubscribe function. */
  subscribe(listener: (event: LotEvent) => void): () => void;
  heartbeatMs?: number;
  timer?: StreamTimer;
}

/** One Server-Sent Event: `event: <type>` and the event as JSON. */
export const formatEvent = (event: LotEvent) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

/**
 * The body of `GET /api/auctions/lots/{id}/events`: the lot as it stands, then each event of the
 * lot, and a comment every `heartbeatMs`. `close` (the client left, the server stops) ends it and
 * lets go of the subscription and the timer.
 */
export function openLotEventStream({
  first,
  subscribe,
  heartbeatMs = HEARTBEAT_MS,
  timer = systemStreamTimer,
}: LotEventStreamOptions): { stream: Readable; close(): void } {
  const stream = new PassThrough();
  stream.write(`retry: ${RETRY_MS}\n\n`);
  stream.write(formatEvent({ ...first, type: 'bid' }));
  const unsubscribe = subscribe((event) => {
    if (!stream.writableEnded) stream.write(formatEvent(event));
  });
  const heartbeat = timer.setInterval(() => {
    if (!stream.writableEnded) stream.write(': heartbeat\n\n');
  }, heartbeatMs);
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    unsubscribe();
    timer.clearInterval(heartbeat);
    if (!stream.writableEnded) stream.end();
  };
  stream.on('close', close);
  return { stream, close };
}
