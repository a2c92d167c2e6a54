import type { Clock } from '../clock';

/** A clock that stands still until a test moves it. */
export interface TestClock extends Clock {
  set(date: Date | string): void;
  advance(milliseconds: number): void;
}

/** Default start: a fixed instant, so no test depends on the day it runs. */
export function createTestClock(start: Date | string = '2026-03-02T09:00:00.000Z'): TestClock {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set(date) {
      current = new Date(date);
    },
    advance(milliseconds) {
      current = new Date(current.getTime() + milliseconds);
    },
  };
}
