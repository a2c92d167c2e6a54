import { useEffect, useState } from 'react';
import { deferredModule } from '../shell/deferredModule';
import { whenIdle } from '../shell/whenIdle';
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
 * shows nothing while empty) until its module has loaded, which it does when the page is idle, or
 * at once for the first toast. A toast's timeout runs from when it shows. A failed load is tried
 * again with the next toast.
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
    const cancelIdle = whenIdle(load);
    return () => {
      live = false;
      unsubscribe();
      cancelIdle();
    };
  }, [Region, toasts]);
  return Region ? <Region queue={toasts} {...props} /> : null;
}
