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
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const style = getComputedStyle(element);
      const width =
        element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      const probeWidth = probe.current?.getBoundingClientRect().width ?? 0;
      if (!(width > 0) || probeWidth === 0) return;
      const space = Number.parseFloat(style.getPropertyValue('--trove-space')) || 8;
      setFits(sixColumnsFit(width, probeWidth, space));
    };
    measure();
    // measured again in the next frame when the width changes (not the height, which the tiles
    // change), never within the observer's own delivery
    let width = element.clientWidth;
    let frame = 0;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    });
    observer.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [root, probe]);
  return fits ? ALL : WITHOUT_SIX;
}
