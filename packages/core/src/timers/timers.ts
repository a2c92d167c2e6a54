// The one injectable timer manager of core (as TanStack Query's timeoutManager): the auction
// clock, the lot stream's reconnects and the gallery router's debounced writes all take it, so a
// test drives every one of them with the same fake.

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

type Handle = ReturnType<typeof globalThis.setTimeout>;

/** The global timers, looked up at each call (so fake timers installed later still apply). */
export const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as Handle),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as Handle),
};
