import { type RefObject, useEffect, useRef } from 'react';

export interface EndReachedOptions {
  /** Off while a page loads, after the last page and on error. */
  enabled: boolean;
  /** How near the viewport's bottom the end must be, in px. Default: 500 (spec §9). */
  distance?: number;
  /** At most one call per this many ms. Default: 250 (spec §9). */
  throttleMs?: number;
}

/**
 * Calls `onEndReached` when the end of a list comes within `distance` of the viewport's bottom:
 * render the returned ref on an empty element just after the list. Watched by an
 * IntersectionObserver, which the browser answers after its own layout: reading the list's place on
 * scroll forced a layout of the page in the gallery's first render (a third of its longest task
 * under Lighthouse's 4x slowdown). Enabling it again (a page has loaded) looks afresh, so a first
 * page that does not fill the screen loads the next.
 */
export function useEndReached(
  onEndReached: (() => void) | undefined,
  { enabled, distance = 500, throttleMs = 250 }: EndReachedOptions,
): RefObject<HTMLDivElement | null> {
  const end = useRef<HTMLDivElement>(null);
  // kept in a ref so a new callback each render does not observe afresh
  const callback = useRef(onEndReached);
  useEffect(() => {
    callback.current = onEndReached;
  });
  useEffect(() => {
    const marker = end.current;
    if (!enabled || !marker) return;
    let near = false;
    let last = Number.NEGATIVE_INFINITY;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const call = () => {
      timer = undefined;
      // still near when the throttle's wait is over
      if (!near) return;
      last = Date.now();
      callback.current?.();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        near = entries.at(-1)?.isIntersecting ?? false;
        if (!near || timer !== undefined) return;
        const wait = throttleMs - (Date.now() - last);
        if (wait <= 0) call();
        else timer = setTimeout(call, wait);
      },
      // the page's own viewport, as the window's height was: inside a frame (a partner's iframe)
      // the implicit root is the top page's, past which the frame's end may never come
      { root: marker.ownerDocument, rootMargin: `0px 0px ${distance}px 0px` },
    );
    observer.observe(marker);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [enabled, distance, throttleMs]);
  return end;
}
