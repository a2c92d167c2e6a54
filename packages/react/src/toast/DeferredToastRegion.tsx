import { useEffect, useState } from 'react';
import { whenIdle } from '../shell/whenIdle';
import type { ToastRegionProps } from './ToastRegion';
import type { ToastRegionView } from './ui/ToastRegionView';
import { useToast } from './useToast';

type View = typeof ToastRegionView;

let loadedView: View | undefined;
let loadingView: Promise<View> | undefined;

/** Loads the toasts' region (react-aria's toast region with its translations): once, and again after a failure. */
export function loadToastRegionView(): Promise<View> {
  loadingView ??= import('./ui/ToastRegionView').then(
    (module) => {
      loadedView = module.ToastRegionView;
      return loadedView;
    },
    (error: unknown) => {
      loadingView = undefined;
      throw error;
    },
  );
  return loadingView;
}

/**
 * `ToastRegion` loaded on demand, out of a page's first script: nothing is shown (as the region
 * shows nothing while empty) until its module has loaded, which it does when the page is idle, or
 * at once for the first toast. A toast's timeout runs from when it shows. A failed load is tried
 * again with the next toast.
 */
export function DeferredToastRegion(props: ToastRegionProps) {
  const toasts = useToast();
  const [Region, setRegion] = useState<View | undefined>(() => loadedView);
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
