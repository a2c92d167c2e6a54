import { useSyncExternalStore } from 'react';

/** How long after the load a page's first images may take to appear (the gallery's wait for its page). */
const FIRST_IMAGES_APPEAR_MS = 1000;
/** The longest idle work waits for them. */
const FIRST_IMAGES_WAIT_MS = 4000;
const CHECK_MS = 100;

/** The images a page shows first: the ones it asks for with high priority (the gallery's first row). */
const firstImagesLoaded = () => {
  const images = document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]');
  return images.length > 0 && Array.from(images).every((image) => image.complete);
};

/**
 * Runs `task` once the page has loaded, its first images are in (those it fetches with high
 * priority: a gallery's first row), and the main thread is idle (at the latest `timeout` ms after
 * that), to fetch what a page will soon need without delaying its first paint. The first images
 * are waited for at most 4 s, and only 1 s if none has appeared: on a slow connection the code
 * fetched on idle (the tiles' watch toggles, a typeahead left to load when idle) would otherwise
 * share the line with the image a visitor waits for (Lighthouse's mobile LCP on the gallery, three
 * runs each on a loaded machine: 3.3 to 3.4 s before, 2.4 to 2.9 s after). Returns its cancel.
 */
export function whenIdle(task: () => void, timeout = 3000): () => void {
  let idle: number | undefined;
  let timer: number | undefined;
  let loadedAt = 0;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function')
      idle = window.requestIdleCallback(task, { timeout });
    else timer = window.setTimeout(task, 200);
  };
  const afterFirstImages = () => {
    const waited = Date.now() - loadedAt;
    const appeared = document.querySelector('img[fetchpriority="high"]') !== null;
    if (firstImagesLoaded() || waited >= (appeared ? FIRST_IMAGES_WAIT_MS : FIRST_IMAGES_APPEAR_MS))
      schedule();
    else timer = window.setTimeout(afterFirstImages, CHECK_MS);
  };
  const onLoad = () => {
    loadedAt = Date.now();
    afterFirstImages();
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Runs `task` once, at the visitor's first press, key or touch on the page: for code a page needs
 * only after the visitor has done something (the toasts' region), so that loading it is not work on
 * the main thread while the page is still loading. Returns its cancel.
 */
export function whenInteracted(task: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of INTERACTIONS) document.removeEventListener(type, run, options);
  };
  function run() {
    stop();
    task();
  }
  for (const type of INTERACTIONS) document.addEventListener(type, run, options);
  return stop;
}

/** Set once a page has come to rest (see whenIdle); later parts of the same page need not wait again. */
let pageIdle = false;
const waitingForIdle = new Set<() => void>();
let cancelIdleWait: (() => void) | undefined;

/**
 * One wait for the page's rest however many parts wait for it (a gallery's every tile): each part
 * polling the first images and asking for its own idle callback would itself be the work on the
 * main thread that the wait is to keep away.
 */
function subscribeToPageIdle(listener: () => void): () => void {
  if (pageIdle) return () => undefined;
  waitingForIdle.add(listener);
  cancelIdleWait ??= whenIdle(() => {
    pageIdle = true;
    cancelIdleWait = undefined;
    for (const waiting of [...waitingForIdle]) waiting();
    waitingForIdle.clear();
  });
  return () => {
    waitingForIdle.delete(listener);
    if (waitingForIdle.size > 0) return;
    cancelIdleWait?.();
    cancelIdleWait = undefined;
  };
}

const isPageIdle = () => pageIdle;
const notIdleOnServer = () => false;

/**
 * Whether the page has come to rest after loading (see `whenIdle`): false on its first render, true
 * from then on. For parts that may show a moment later and whose code would otherwise load beside
 * the page's first images (the gallery tiles' watch toggles, `@trove/react/watch`).
 * Use it in the part that shows late, not in a page around it: only what reads it renders again.
 */
export function usePageIdle(): boolean {
  return useSyncExternalStore(subscribeToPageIdle, isPageIdle, notIdleOnServer);
}
