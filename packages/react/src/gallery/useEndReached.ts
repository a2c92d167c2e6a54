import { type RefObject, useEffect, useRef } from 'react';

export interface EndReachedOptions {
  /** Off while a page loads, after the last page and on error. */
  enabled: boolean;
  /** How near the viewport's bottom the element's bottom must be, in px. Default: 500 (spec §9). */
  distance?: number;
  /** At most one check per this many ms while scrolling. Default: 250 (spec §9). */
  throttleMs?: number;
}

/**
 * Calls `onEndReached` when the element's bottom comes within `distance` of the viewport's
 * bottom, checked on scroll and resize (throttled) and at once whenever it is enabled, so a
 * first page that does not fill the screen loads the next.
 */
export function useEndReached(
  ref: RefObject<HTMLElement | null>,
  onEndReached: (() => void) | undefined,
  { enabled, distance = 500, throttleMs = 250 }: EndReachedOptions,
): void {
  // kept in a ref so a new callback each render does not re-bind the listeners
  const callback = useRef(onEndReached);
  useEffect(() => {
    callback.current = onEndReached;
  });
  useEffect(() => {
    if (!enabled) return;
    let last = Number.NEGATIVE_INFINITY;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      last = Date.now();
      const element = ref.current;
      if (element && element.getBoundingClientRect().bottom - window.innerHeight <= distance) {
        callback.current?.();
      }
    };
    const throttled = () => {
      const wait = throttleMs - (Date.now() - last);
      if (wait <= 0) check();
      else
        timer ??= setTimeout(() => {
          timer = undefined;
          check();
        }, wait);
    };
    check();
    window.addEventListener('scroll', throttled, { passive: true });
    window.addEventListener('resize', throttled);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', throttled);
      window.removeEventListener('resize', throttled);
    };
  }, [enabled, distance, throttleMs, ref]);
}
