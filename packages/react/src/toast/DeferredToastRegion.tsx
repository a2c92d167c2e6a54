import { useEffect, useState } from 'react';
import { deferredModule } from '../shell/deferredModule';
import { whenInteracted } from '../shell/whenIdle';
import type { ToastRegionProps } from './ToastRegion';
import type { ToastRegionView } from './ui/ToastRegionView';
import { useToast } from './useToast';

type View = typeof ToastRegionView;

// react-aria's toast region with its translations: loaded once, and again after a failure
const toastRegionView = deferredModule(() =>
  import('./ui/ToastRegionView').then((module) => module.ToastRegionView),
);

/** Loads the toasts' region. */
export const loadToastRegionView = (): Promise<View> => toastRegionView.load();

/**
 * `ToastRegion` loaded on demand, out of a page's first script: nothing is shown (as the region
 * shows nothing while empty) until its module has loaded, which it does at the visitor's first
 * press, key or touch (what a toast answers comes after one), or at once for a toast before then. A
 * toast's timeout runs from when it shows. A failed load is tried again with the next toast. Not
 * when the page is idle: react-aria's first module reads the browser's locale through Intl, whose
 * data loads then, a long task after a page's first paint (its total blocking time).
 */
export function DeferredToastRegion(props: ToastRegionProps) {
  const toasts = useToast();
  const [Region, setRegion] = useState<View | undefined>(() => toastRegionView.loaded);
  useEffect(() => {
    if (Region) return;
    let live = true;
    const load = () => {
      loadToastRegionView().then(
        (View) => {
          if (live) setRegion(() => View);
        },
        () => undefined,
      );
    };
    const loadForToasts = () => {
      if (toasts.queue.visibleToasts.length > 0) load();
    };
    loadForToasts();
    const unsubscribe = toasts.queue.subscribe(loadForToasts);
    const cancelInteraction = whenInteracted(load);
    return () => {
      live = false;
      unsubscribe();
      cancelInteraction();
    };
  }, [Region, toasts]);
  return Region ? <Region queue={toasts} {...props} /> : null;
}
