import { useEffect, useState } from 'react';

export interface CarouselState {
  /** The slide shown. */
  index: number;
  /** Rotating now: playing, more than one slide, and neither hovered nor focused. */
  rotating: boolean;
  /** Not paused by the visitor (the pause button, or a reduced-motion preference). */
  playing: boolean;
  setPlaying: (playing: boolean) => void;
  next: () => void;
  previous: () => void;
  /** Hover and keyboard focus hold the rotation while they last (WAI-ARIA carousel pattern). */
  setHeld: (held: { hovered?: boolean; focused?: boolean }) => void;
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/** Slides that advance every `intervalMs` until paused; moving by hand restarts the wait. */
export function useCarousel(count: number, intervalMs: number): CarouselState {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [held, setHeldState] = useState({ hovered: false, focused: false });
  const rotating = playing && count > 1 && !held.hovered && !held.focused;
  const shown = count === 0 ? 0 : index % count;
  useEffect(() => {
    if (!rotating) return;
    // keyed on the slide shown, so moving by hand restarts the wait
    const timer = setTimeout(() => setIndex((shown + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, shown, count, intervalMs]);
  return {
    index: shown,
    rotating,
    playing,
    setPlaying,
    next: () => setIndex((shown + 1) % Math.max(count, 1)),
    previous: () => setIndex((shown - 1 + count) % Math.max(count, 1)),
    setHeld: (change) => setHeldState((current) => ({ ...current, ...change })),
  };
}
