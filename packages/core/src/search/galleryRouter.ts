import { globalTimers, type Timers } from '../timers/timers';
import type { GalleryParams } from './galleryParams';
import { paramsToRoute, routeHref, routeToParams } from './galleryRoute';

/** The part of `window` the router uses, injectable for tests and for hosts with their own history. */
export interface HistoryWindow {
  location: { pathname: string; search: string };
  history: { pushState(data: unknown, unused: string, url: string): void };
  addEventListener(type: 'popstate', listener: () => void): void;
  removeEventListener(type: 'popstate', listener: () => void): void;
}

export interface GalleryRouterOptions {
  /** Default: the global `window`. */
  window?: HistoryWindow;
  /** Writes wait this long so typing does not add a history entry per key. Default: 400 ms. */
  writeDelay?: number;
  /** Default: the global timers. */
  timers?: Timers;
}

export interface GalleryRouter {
  /** The params of the current URL. */
  read(): GalleryParams;
  /** Pushes the params' URL after `writeDelay`; an unchanged URL adds no history entry. */
  write(params: GalleryParams): void;
  createURL(params: GalleryParams): string;
  /** Called with the URL's params when the visitor goes back or forward. Returns the unsubscribe function. */
  onUpdate(listener: (params: GalleryParams) => void): () => void;
  dispose(): void;
}

/**
 * Keeps gallery params and the browser URL in step, as InstantSearch's history router does:
 * debounced writes, no duplicate entries, and back/forward reported as params.
 */
export function createGalleryRouter(options: GalleryRouterOptions = {}): GalleryRouter {
  const win = options.window ?? (globalThis as unknown as { window: HistoryWindow }).window;
  if (!win) throw new Error('createGalleryRouter needs a window: pass `window` outside a browser.');
  const delay = options.writeDelay ?? 400;
  const timers = options.timers ?? globalTimers;
  const listeners = new Set<(params: GalleryParams) => void>();
  let pending: unknown;
  let disposed = false;

  const current = () =>
    routeHref({ pathname: win.location.pathname, search: win.location.search.replace(/^\?/, '') });
  const read = () => routeToParams({ pathname: win.location.pathname, search: win.location.search });
  const onPopState = () => {
    // a write still waiting would undo the visitor's back button
    if (pending !== undefined) timers.clearTimeout(pending);
    pending = undefined;
    const params = read();
    for (const listener of listeners) listener(params);
  };
  win.addEventListener('popstate', onPopState);

  return {
    read,
    createURL: (params) => routeHref(paramsToRoute(params)),
    write(params) {
      if (disposed) return;
      if (pending !== undefined) timers.clearTimeout(pending);
      const url = routeHref(paramsToRoute(params));
      pending = timers.setTimeout(() => {
        pending = undefined;
        if (url !== current()) win.history.pushState(null, '', url);
      }, delay);
    },
    onUpdate(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispose() {
      disposed = true;
      if (pending !== undefined) timers.clearTimeout(pending);
      listeners.clear();
      win.removeEventListener('popstate', onPopState);
    },
  };
}
