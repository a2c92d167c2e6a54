import type { KeyValueStorage } from '../storage/keyValueStorage';

export const VISIT_COUNT_KEY = 'trove:unauthenticated-visits';

export interface VisitCounter {
  /** Counts one route visit by a signed-out visitor; true when the register prompt is due. */
  visit(): boolean;
  count(): number;
  reset(): void;
}

/** Unauthenticated route visits, counted locally; a register prompt is due past `max` (20 by default config). */
export function createVisitCounter(storage: KeyValueStorage, max: number): VisitCounter {
  const count = () => {
    const value = Number(storage.getItem(VISIT_COUNT_KEY));
    return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
  };
  return {
    visit() {
      const next = count() + 1;
      storage.setItem(VISIT_COUNT_KEY, String(next));
      return next > max;
    },
    count,
    reset: () => storage.removeItem(VISIT_COUNT_KEY),
  };
}
