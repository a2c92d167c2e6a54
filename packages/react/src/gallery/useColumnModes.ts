import { type ColumnMode, sixColumnsFit } from '@trove/core/gallery';
import { type RefObject, useLayoutEffect, useState } from 'react';
import { COLUMN_MODES } from './ui/GalleryToolbarView';

const ALL: readonly ColumnMode[] = COLUMN_MODES;
const WITHOUT_SIX: readonly ColumnMode[] = /* @__PURE__ */ (() =>
  COLUMN_MODES.filter((mode) => mode !== 6))();

/**
 * The column modes the gallery at `root` offers: 1 and 3 always, 6 only where its titles fit.
 * Before the first measure (and where nothing can be measured, as in a test's DOM) all three.
 */
export function useColumnModes(
  root: RefObject<HTMLElement | null>,
  probe: RefObject<HTMLElement | null>,
): readonly ColumnMode[] {
  const [fits, setFits] = useState(true);
  useLayoutEffect(() => {
    const element = root.current;
    const title = probe.current;
    if (!element || !title || typeof ResizeObserver === 'undefined') return;
    // The sizes come from the observer's own entries, which it reports after the browser's layout
    // and before its paint: read from the elements in a layout effect, they forced a layout of the
    // whole page in the middle of the gallery's first render (and again after each of virtua's
    // measures). The gallery's width inside its padding, and the probe title's.
    let width = 0;
    let probeWidth = 0;
    let frame = 0;
    const measure = () => {
      if (!(width > 0) || probeWidth === 0) return;
      const space = Number.parseFloat(getComputedStyle(element).getPropertyValue('--trove-space')) || 8;
      setFits(sixColumnsFit(width, probeWidth, space));
    };
    const observer = new ResizeObserver((entries) => {
      const first = width === 0;
      for (const entry of entries) {
        if (entry.target === element) width = entry.contentRect.width;
        else probeWidth = entry.borderBoxSize[0]?.inlineSize ?? entry.contentRect.width;
      }
      // at once the first time; then in the next frame, never within the observer's own delivery
      if (first) return measure();
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    });
    observer.observe(element);
    observer.observe(title);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [root, probe]);
  return fits ? ALL : WITHOUT_SIX;
}
