// A lot's Server-Sent Events: parsed events, and a reopen with backoff when the browser gives up.
import * as z from 'zod/mini';
import { LOT_EVENT_TYPES, type LotEvent, lotEventSchema } from '../schemas/auction';
import { globalTimers, type Timers } from '../timers/timers';

export interface LotStreamHandlers {
  onEvent(event: LotEvent): void;
  /** The stream is connected (again): the caller may stop polling. */
  onOpen?(): void;
  /** The stream dropped (or could not connect); it reconnects by itself. The caller should poll until `onOpen`. */
  onDrop?(): void;
}

export interface LotStream {
  close(): void;
}

export interface LotStreamOptions {
  /** Default: the global `EventSource`. */
  EventSource?: typeof EventSource;
  /** Schedules reopening; default: the global timers. */
  timers?: Timers;
}

/** The longest wait before reopening a stream the browser closed. */
export const STREAM_BACKOFF_MAX_MS = 30_000;
const CLOSED = 2; // EventSource.CLOSED

/**
 * Opens `url` as an EventSource and hands each valid `bid`, `extended` or `closed` event to
 * `onEvent`. The browser retries a dropped connection itself; when it gives up (an error
 * status), the stream is reopened after 1 s, 2 s, 4 s ... up to 30 s.
 */
export function openLotStream(
  url: string,
  handlers: LotStreamHandlers,
  options: LotStreamOptions = {},
): LotStream {
  const Source = options.EventSource ?? globalThis.EventSource;
  if (!Source) {
    throw new Error(
      'No EventSource here: pass `EventSource` in the auctions API options (a polyfill outside browsers).',
    );
  }
  const timers = options.timers ?? globalTimers;
  let source: EventSource | undefined;
  let reopen: unknown;
  let failures = 0;
  let down = false;

  // typed as a plain Event listener: DOM's and Node's EventSource typings differ on named events
  const onMessage = (event: Event) => {
    let data: unknown;
    try {
      data = JSON.parse(String((event as MessageEvent).data));
    } catch {
      return; // not ours to show: the next event or refresh brings the lot
    }
    const result = z.safeParse(lotEventSchema, data);
    if (result.success) handlers.onEvent(result.data);
  };

  const open = () => {
    reopen = undefined;
    const current = new Source(url);
    source = current;
    for (const type of LOT_EVENT_TYPES) current.addEventListener(type, onMessage);
    current.onopen = () => {
      failures = 0;
      down = false;
      handlers.onOpen?.();
    };
    current.onerror = () => {
      if (!down) {
        down = true;
        handlers.onDrop?.();
      }
      if (current.readyState === CLOSED) {
        reopen = timers.setTimeout(open, Math.min(1000 * 2 ** failures, STREAM_BACKOFF_MAX_MS));
        failures += 1;
      }
    };
  };

  open();
  return {
    close() {
      if (reopen !== undefined) timers.clearTimeout(reopen);
      reopen = undefined;
      if (source) {
        // nothing more from this source reaches the caller (no-ops: DOM's and Node's typings differ on null)
        source.onopen = () => undefined;
        source.onerror = () => undefined;
        for (const type of LOT_EVENT_TYPES) source.removeEventListener(type, onMessage);
        source.close();
      }
      source = undefined;
    },
  };
}
