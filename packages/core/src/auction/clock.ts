// The auction clock (spec §4, §9): not started, open or closed by the server's time, checked every
// second, with the messages of a flip and the countdown's spoken milestones; and the lot's refresh.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { LotStream, LotStreamHandlers } from '../client/lotStream';
import { globalTimers, type Timers } from '../timers/timers';
import { type AuctionPhase, phaseAt } from './engine';
import { AUCTION_MESSAGES } from './messages';

/** Spec §9: the open check runs every second. */
export const OPEN_CHECK_MS = 1000;
/** Spec §9: an open lot refreshes every 30 seconds (here: while its stream is down). */
export const LOT_REFRESH_MS = 30_000;
/** The countdown speaks at 10 minutes, 1 minute and 10 seconds left. */
export const ANNOUNCE_AT_MS = [600_000, 60_000, 10_000] as const;

/** An ISO 8601 string (as on the wire) or ms since the epoch. */
export type Instant = string | number;

export interface AuctionTimes {
  opens: Instant;
  closes: Instant;
  /** Settled by the closing job: closed whatever the time. Default: false. */
  closed?: boolean;
}

export interface AuctionClockOptions extends AuctionTimes {
  /** The server's clock when it sent the times (a lot's `server_time`). */
  serverTime: Instant;
  /** Default: `Date.now`. */
  now?: () => number;
  /** Default: the global timers. */
  timers?: Timers;
}

/** New times for the clock: a refreshed lot, or a pushed event (which has no `opens`: the last one stays). */
export interface AuctionClockSync extends Omit<AuctionTimes, 'opens'> {
  opens?: Instant;
  server_time: Instant;
}

export interface AuctionClockState {
  phase: AuctionPhase;
  /** Until opens when not started, until closes when open, 0 when closed. */
  remainingMs: number;
  /** Server time minus local time, measured at the last sync. */
  offsetMs: number;
  /** 'Auction is now open' or 'Auction is now closed' once the phase has flipped; null before. */
  flip: string | null;
  /** The latest countdown milestone ('1 minute left'), for a polite live region; null before. */
  announcement: string | null;
  /** Takes new times and re-measures the offset. */
  sync(times: AuctionClockSync): void;
  /** Checks the phase now and every {@link OPEN_CHECK_MS}. */
  start(): void;
  stop(): void;
}

export type AuctionClock = StoreApi<AuctionClockState>;

const toMs = (instant: Instant) => (typeof instant === 'number' ? instant : Date.parse(instant));

const FLIPS: Readonly<Record<AuctionPhase, string | null>> = {
  not_started: null,
  open: AUCTION_MESSAGES.nowOpen,
  closed: AUCTION_MESSAGES.nowClosed,
};

/** A vanilla zustand store of the lot's phase and countdown; `start()` it to tick. */
export function createAuctionClock(options: AuctionClockOptions): AuctionClock {
  const now = options.now ?? Date.now;
  const timers = options.timers ?? globalTimers;
  let times = { opens: toMs(options.opens), closes: toMs(options.closes), closed: options.closed ?? false };
  let handle: unknown;

  const measure = (offsetMs: number) => {
    const at = now() + offsetMs;
    const phase = phaseAt(times, times, at);
    const target = phase === 'not_started' ? times.opens : times.closes;
    return { phase, remainingMs: phase === 'closed' ? 0 : target - at, offsetMs };
  };

  return createStore<AuctionClockState>()((set, get) => {
    const update = (offsetMs: number) => {
      const before = get();
      const next = measure(offsetMs);
      let { flip, announcement } = before;
      if (next.phase !== before.phase) flip = FLIPS[next.phase];
      if (next.remainingMs > before.remainingMs) announcement = null;
      else if (before.phase === 'open' && next.phase === 'open') {
        announcement = countdownAnnouncement(before.remainingMs, next.remainingMs) ?? announcement;
      }
      const state = { ...next, flip, announcement };
      // a closed lot's clock ticks on, but its listeners hear only of changes
      if (Object.entries(state).some(([key, value]) => before[key as keyof typeof state] !== value))
        set(state);
    };
    const offsetMs = toMs(options.serverTime) - now();
    return {
      ...measure(offsetMs),
      flip: null,
      announcement: null,
      sync(lot) {
        const opens = lot.opens === undefined ? times.opens : toMs(lot.opens);
        times = { opens, closes: toMs(lot.closes), closed: lot.closed ?? false };
        update(toMs(lot.server_time) - now());
      },
      start() {
        if (handle !== undefined) return;
        update(get().offsetMs);
        handle = timers.setInterval(() => update(get().offsetMs), OPEN_CHECK_MS);
      },
      stop() {
        if (handle === undefined) return;
        timers.clearInterval(handle);
        handle = undefined;
      },
    };
  });
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The countdown: "2d 03h", "1h 02m 05s", "4m 05s", "9s", "0s" (whole seconds, rounded up). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor(total / 3600) % 24;
  const minutes = Math.floor(total / 60) % 60;
  const seconds = total % 60;
  if (days > 0) return `${days}d ${pad(hours)}h`;
  if (hours > 0) return `${hours}h ${pad(minutes)}m ${pad(seconds)}s`;
  if (minutes > 0) return `${minutes}m ${pad(seconds)}s`;
  return `${seconds}s`;
}

const ANNOUNCEMENTS: Readonly<Record<(typeof ANNOUNCE_AT_MS)[number], string>> = {
  600000: '10 minutes left',
  60000: '1 minute left',
  10000: '10 seconds left',
};

/** The milestone crossed going from `prevMs` to `nextMs` left (the nearest one when several are), else null. */
export function countdownAnnouncement(prevMs: number, nextMs: number): string | null {
  let text: string | null = null;
  for (const at of ANNOUNCE_AT_MS) {
    if (prevMs > at && nextMs <= at) text = ANNOUNCEMENTS[at];
  }
  return text;
}

export interface LotSyncOptions {
  /** Opens the lot's live stream (`client.auctions.stream(id, handlers)`). */
  stream: (handlers: LotStreamHandlers) => LotStream;
  /**
   * Refetches the lot. Answering a promise (settled when the lot is in) coalesces the refreshes:
   * one at a time, and the events that come meanwhile make one more, not one each.
   */
  refresh: () => PromiseLike<unknown> | undefined;
  /** Whether the lot is open now (polling stops outside the auction). */
  isOpen: () => boolean;
  /** Default: the global timers. */
  timers?: Timers;
}

export interface LotSync {
  start(): void;
  stop(): void;
}

/**
 * Keeps a lot fresh: a refresh on each pushed event, and while the stream is down (before it
 * opens, after it drops) a refresh every {@link LOT_REFRESH_MS} as long as the lot is open. A hot
 * lot pushes an event per batch of bids, many a second: a refresh still running takes the events
 * that come meanwhile into one more refresh after it.
 */
export function createLotSync(options: LotSyncOptions): LotSync {
  const timers = options.timers ?? globalTimers;
  let stream: LotStream | undefined;
  let handle: unknown;
  let connected = false;
  let refreshing = false;
  let again = false;
  const refresh = () => {
    if (refreshing) {
      again = true;
      return;
    }
    const done = options.refresh();
    if (!done) return;
    refreshing = true;
    const settle = () => {
      refreshing = false;
      if (again && stream) {
        again = false;
        refresh();
      }
    };
    done.then(settle, settle);
  };
  return {
    start() {
      if (stream) return;
      connected = false;
      stream = options.stream({
        onEvent: refresh,
        onOpen: () => {
          connected = true;
        },
        onDrop: () => {
          connected = false;
        },
      });
      handle = timers.setInterval(() => {
        if (!connected && options.isOpen()) refresh();
      }, LOT_REFRESH_MS);
    },
    stop() {
      stream?.close();
      stream = undefined;
      again = false;
      timers.clearInterval(handle);
      handle = undefined;
    },
  };
}
