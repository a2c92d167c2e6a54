// One hand-driven clock and timer manager for every test of timed code (the auction clock, the lot
// stream's reconnects, the gallery router's writes, the lot session). Imports nothing at run time,
// so core's own tests may load this file too.
import type { Timers } from '@trove/core/gallery';

interface Scheduled {
  callback: () => void;
  ms: number;
  due: number;
  /** An interval comes back every `ms`; a timeout runs once. */
  repeat: boolean;
}

export interface ManualTimers {
  timers: Timers;
  /** The local clock: `start`, moved only by `advance`. */
  now(): number;
  /** Moves the clock by `ms`, running what falls due in order (intervals as often as they fall). */
  advance(ms: number): void;
  /** Runs every waiting timeout now, whatever its delay (not the intervals). */
  flush(): void;
  /** Runs the first waiting timeout and answers its delay. */
  fire(): number;
  /** Waiting timeouts. */
  waiting(): number;
  /** Running intervals. */
  active(): number;
}

export function manualTimers(start = 0): ManualTimers {
  let time = start;
  let nextId = 0;
  const scheduled = new Map<number, Scheduled>();
  const add = (callback: () => void, ms: number, repeat: boolean) => {
    nextId += 1;
    scheduled.set(nextId, { callback, ms, due: time + ms, repeat });
    return nextId;
  };
  const remove = (handle: unknown) => {
    scheduled.delete(handle as number);
  };
  const timeouts = () => [...scheduled.entries()].filter(([, entry]) => !entry.repeat);
  return {
    timers: {
      setTimeout: (callback, ms) => add(callback, ms, false),
      clearTimeout: remove,
      setInterval: (callback, ms) => add(callback, ms, true),
      clearInterval: remove,
    },
    now: () => time,
    advance(ms) {
      const end = time + ms;
      for (;;) {
        const next = [...scheduled.entries()].sort(([, a], [, b]) => a.due - b.due)[0];
        if (!next || next[1].due > end) break;
        const [id, entry] = next;
        time = entry.due;
        if (entry.repeat) entry.due += Math.max(entry.ms, 1);
        else scheduled.delete(id);
        entry.callback();
      }
      time = end;
    },
    flush() {
      for (const [id, entry] of timeouts()) {
        scheduled.delete(id);
        entry.callback();
      }
    },
    fire() {
      const [first] = timeouts();
      if (!first) throw new Error('nothing is waiting');
      scheduled.delete(first[0]);
      first[1].callback();
      return first[1].ms;
    },
    waiting: () => timeouts().length,
    active: () => [...scheduled.values()].filter((entry) => entry.repeat).length,
  };
}
