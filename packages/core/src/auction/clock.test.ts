import { describe, expect, it, vi } from 'vitest';
import { manualTimers } from '../../../test-utils/src/manualTimers';
import type { LotStreamHandlers } from '../client/lotStream';
import type { LotEvent } from '../schemas/auction';
import {
  ANNOUNCE_AT_MS,
  countdownAnnouncement,
  createAuctionClock,
  createLotSync,
  formatCountdown,
  LOT_REFRESH_MS,
  OPEN_CHECK_MS,
} from './clock';

/** A hand-driven clock and timers: `advance` moves time and fires what falls due. */
const fakeTime = (start = 0) => manualTimers(start);

const iso = (ms: number) => new Date(ms).toISOString();
const MINUTE = 60_000;
const T0 = Date.UTC(2026, 2, 1);

const event: LotEvent = {
  type: 'bid',
  lot: 1,
  current_bid: 20,
  next_bid: 22,
  leader: 8,
  bid_count: 2,
  closes: iso(T0),
  closed: false,
  reserve_status: 'Reserve met',
  server_time: iso(T0),
};

describe('createAuctionClock', () => {
  it('counts down to the opening, then to the close, then shows 0 once closed', () => {
    const time = fakeTime(T0);
    const clock = createAuctionClock({
      opens: iso(T0 + 5_000),
      closes: iso(T0 + 20_000),
      serverTime: iso(T0),
      now: time.now,
      timers: time.timers,
    });
    expect(clock.getState()).toMatchObject({
      phase: 'not_started',
      remainingMs: 5_000,
      offsetMs: 0,
      flip: null,
    });
    clock.getState().start();
    time.advance(4_000);
    expect(clock.getState()).toMatchObject({ phase: 'not_started', remainingMs: 1_000, flip: null });
    time.advance(OPEN_CHECK_MS);
    expect(clock.getState()).toMatchObject({
      phase: 'open',
      remainingMs: 15_000,
      flip: 'Auction is now open',
    });
    time.advance(15_000);
    expect(clock.getState()).toMatchObject({
      phase: 'closed',
      remainingMs: 0,
      flip: 'Auction is now closed',
    });
  });

  it('reads times as the server tells them, through the offset measured at each sync', () => {
    // the local clock is 1 minute behind the server's
    const time = fakeTime(T0 - MINUTE);
    const clock = createAuctionClock({
      opens: T0 - 10 * MINUTE,
      closes: T0 + 10_000,
      serverTime: T0,
      now: time.now,
      timers: time.timers,
    });
    expect(clock.getState()).toMatchObject({ phase: 'open', remainingMs: 10_000, offsetMs: MINUTE });
    clock.getState().start();
    time.advance(2_000);
    expect(clock.getState().remainingMs).toBe(8_000);
    // a pushed event extends the close; the server's clock has drifted to 63 s ahead of ours
    const extended: LotEvent = {
      ...event,
      type: 'extended',
      closes: iso(T0 + 130_000),
      server_time: iso(T0 + 5_000),
    };
    clock.getState().sync(extended);
    expect(clock.getState()).toMatchObject({ phase: 'open', remainingMs: 125_000, offsetMs: 63_000 });
    // a refreshed lot may move the opening too
    clock
      .getState()
      .sync({ opens: iso(T0 + 10_000), closes: iso(T0 + 130_000), server_time: iso(T0 + 5_000) });
    expect(clock.getState()).toMatchObject({ phase: 'not_started', remainingMs: 5_000 });
  });

  it('is closed once settled, whatever the time', () => {
    const time = fakeTime(T0);
    const times = {
      opens: T0 - MINUTE,
      closes: T0 + MINUTE,
      serverTime: T0,
      now: time.now,
      timers: time.timers,
    };
    expect(createAuctionClock({ ...times, closed: true }).getState()).toMatchObject({
      phase: 'closed',
      remainingMs: 0,
    });
    const clock = createAuctionClock(times);
    clock.getState().sync({ opens: T0 - MINUTE, closes: T0 + MINUTE, server_time: T0, closed: true });
    expect(clock.getState()).toMatchObject({
      phase: 'closed',
      remainingMs: 0,
      flip: 'Auction is now closed',
    });
  });

  it('speaks at 10 minutes, 1 minute and 10 seconds left, and forgets it when the close moves later', () => {
    const time = fakeTime(T0);
    const clock = createAuctionClock({
      opens: T0 - MINUTE,
      closes: T0 + 10 * MINUTE + 2_000,
      serverTime: T0,
      now: time.now,
      timers: time.timers,
    });
    clock.getState().start();
    time.advance(1_000);
    expect(clock.getState().announcement).toBeNull();
    time.advance(1_000);
    expect(clock.getState().announcement).toBe('10 minutes left');
    time.advance(8 * MINUTE);
    expect(clock.getState().announcement).toBe('10 minutes left');
    time.advance(MINUTE);
    expect(clock.getState().announcement).toBe('1 minute left');
    clock.getState().sync({ opens: T0 - MINUTE, closes: T0 + 11 * MINUTE, server_time: time.now() });
    expect(clock.getState().announcement).toBeNull();
    time.advance(MINUTE + 48_000);
    expect(clock.getState()).toMatchObject({ remainingMs: 10_000, announcement: '10 seconds left' });
    time.advance(10_000);
    expect(clock.getState()).toMatchObject({ phase: 'closed', announcement: '10 seconds left' });
  });

  it('does not speak the countdown to the opening', () => {
    const time = fakeTime(T0);
    const clock = createAuctionClock({
      opens: T0 + 10 * MINUTE + 1_000,
      closes: T0 + 60 * MINUTE,
      serverTime: T0,
      now: time.now,
      timers: time.timers,
    });
    clock.getState().start();
    time.advance(10 * MINUTE);
    expect(clock.getState()).toMatchObject({ phase: 'not_started', announcement: null });
  });

  it('ticks once per second while started, and not after stop', () => {
    const time = fakeTime(T0);
    const clock = createAuctionClock({
      opens: T0,
      closes: T0 + MINUTE,
      serverTime: T0,
      now: time.now,
      timers: time.timers,
    });
    const listener = vi.fn();
    clock.subscribe(listener);
    clock.getState().start();
    clock.getState().start();
    expect(time.active()).toBe(1);
    listener.mockClear();
    time.advance(3 * OPEN_CHECK_MS);
    expect(listener).toHaveBeenCalledTimes(3);
    clock.getState().stop();
    expect(time.active()).toBe(0);
    time.advance(5_000);
    expect(listener).toHaveBeenCalledTimes(3);
    expect(clock.getState().remainingMs).toBe(57_000);
  });

  it('tells its listeners nothing while a closed lot stays closed', () => {
    const time = fakeTime(T0);
    const clock = createAuctionClock({
      opens: T0 - MINUTE,
      closes: T0 + 2_000,
      serverTime: T0,
      now: time.now,
      timers: time.timers,
    });
    const listener = vi.fn();
    clock.subscribe(listener);
    clock.getState().start();
    time.advance(2_000);
    expect(clock.getState().phase).toBe('closed');
    listener.mockClear();
    time.advance(5 * OPEN_CHECK_MS);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('formatCountdown', () => {
  it('shows days and hours, then hours to seconds, then minutes and seconds, then seconds', () => {
    expect(formatCountdown((2 * 86_400 + 3 * 3600 + 59) * 1000)).toBe('2d 03h');
    expect(formatCountdown((3600 + 2 * 60 + 5) * 1000)).toBe('1h 02m 05s');
    expect(formatCountdown((4 * 60 + 5) * 1000)).toBe('4m 05s');
    expect(formatCountdown(60_000)).toBe('1m 00s');
    expect(formatCountdown(9_000)).toBe('9s');
    expect(formatCountdown(0)).toBe('0s');
    expect(formatCountdown(-5_000)).toBe('0s');
  });

  it('rounds part of a second up, so 0s shows only at the end', () => {
    expect(formatCountdown(8_001)).toBe('9s');
    expect(formatCountdown(1)).toBe('1s');
  });
});

describe('countdownAnnouncement', () => {
  it('names the milestone crossed, the nearest when several are', () => {
    expect(ANNOUNCE_AT_MS).toEqual([600_000, 60_000, 10_000]);
    expect(countdownAnnouncement(601_000, 600_000)).toBe('10 minutes left');
    expect(countdownAnnouncement(60_500, 59_500)).toBe('1 minute left');
    expect(countdownAnnouncement(11_000, 10_000)).toBe('10 seconds left');
    expect(countdownAnnouncement(700_000, 5_000)).toBe('10 seconds left');
  });

  it('is null when no milestone is crossed', () => {
    expect(countdownAnnouncement(600_000, 599_000)).toBeNull();
    expect(countdownAnnouncement(30_000, 29_000)).toBeNull();
    expect(countdownAnnouncement(9_000, 70_000)).toBeNull();
  });
});

describe('createLotSync', () => {
  function setup(open = true, refresh: () => Promise<void> | undefined = vi.fn()) {
    const time = fakeTime(T0);
    const close = vi.fn();
    let handlers: LotStreamHandlers | undefined;
    const isOpen = vi.fn(() => open);
    const sync = createLotSync({
      stream: (given) => {
        handlers = given;
        return { close };
      },
      refresh,
      isOpen,
      timers: time.timers,
    });
    sync.start();
    const stream = () => {
      if (!handlers) throw new Error('the stream was not opened');
      return handlers;
    };
    return { time, refresh, close, stream, sync, isOpen };
  }

  it('refreshes on each pushed event', () => {
    const { refresh, stream } = setup();
    stream().onOpen?.();
    stream().onEvent(event);
    stream().onEvent({ ...event, type: 'extended' });
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('runs one refresh at a time: the events pushed meanwhile make one more after it', async () => {
    const finish: (() => void)[] = [];
    const refresh = vi.fn(() => new Promise<void>((resolve) => finish.push(resolve)));
    const { stream, sync } = setup(true, refresh);
    stream().onOpen?.();
    stream().onEvent(event);
    stream().onEvent(event);
    stream().onEvent(event);
    expect(refresh).toHaveBeenCalledTimes(1);
    finish.shift()?.();
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(2));
    finish.shift()?.();
    await Promise.resolve();
    await Promise.resolve();
    expect(refresh).toHaveBeenCalledTimes(2);
    // after a stop, a refresh still running starts no other
    stream().onEvent(event);
    stream().onEvent(event);
    sync.stop();
    finish.shift()?.();
    await Promise.resolve();
    await Promise.resolve();
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('polls every 30 seconds before the stream opens and after it drops, not while it is up', () => {
    const { time, refresh, stream } = setup();
    time.advance(LOT_REFRESH_MS - 1);
    expect(refresh).not.toHaveBeenCalled();
    time.advance(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    stream().onOpen?.();
    time.advance(3 * LOT_REFRESH_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
    stream().onDrop?.();
    time.advance(2 * LOT_REFRESH_MS);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('does not poll a lot that is not open', () => {
    const { time, refresh, isOpen } = setup(false);
    time.advance(3 * LOT_REFRESH_MS);
    expect(isOpen).toHaveBeenCalled();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('closes the stream and stops polling on stop', () => {
    const { time, refresh, close, sync } = setup();
    sync.stop();
    expect(close).toHaveBeenCalledTimes(1);
    expect(time.active()).toBe(0);
    time.advance(3 * LOT_REFRESH_MS);
    expect(refresh).not.toHaveBeenCalled();
  });
});
