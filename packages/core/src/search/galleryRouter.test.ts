import { describe, expect, it } from 'vitest';
import { manualTimers } from '../../../test-utils/src/manualTimers';
import { defaultGalleryParams } from './galleryParams';
import { createGalleryRouter, type HistoryWindow } from './galleryRouter';

function fakeWindow(href = '/collectables') {
  const url = new URL(href, 'http://trove.test');
  const popListeners = new Set<() => void>();
  const pushed: string[] = [];
  const win: HistoryWindow = {
    location: { pathname: url.pathname, search: url.search },
    history: {
      pushState: (_data, _unused, next) => {
        pushed.push(next);
        const target = new URL(next, 'http://trove.test');
        win.location = { pathname: target.pathname, search: target.search };
      },
    },
    addEventListener: (_type, listener) => popListeners.add(listener),
    removeEventListener: (_type, listener) => popListeners.delete(listener),
  };
  const goTo = (next: string) => {
    const target = new URL(next, 'http://trove.test');
    win.location = { pathname: target.pathname, search: target.search };
    for (const listener of popListeners) listener();
  };
  return { win, pushed, goTo, popListeners };
}

const fakeTimers = () => manualTimers();

describe('createGalleryRouter', () => {
  it('reads the params of the current URL', () => {
    const { win } = fakeWindow('/collectables/coins?q=gold');
    expect(createGalleryRouter({ window: win }).read()).toMatchObject({ section: 'coins', q: 'gold' });
  });

  it('debounces writes into one history entry, and skips an unchanged URL', () => {
    const { win, pushed } = fakeWindow();
    const { timers, flush } = fakeTimers();
    const router = createGalleryRouter({ window: win, timers });
    router.write({ ...defaultGalleryParams, q: 'g' });
    router.write({ ...defaultGalleryParams, q: 'go' });
    router.write({ ...defaultGalleryParams, q: 'gold' });
    flush();
    expect(pushed).toEqual(['/collectables?q=gold']);
    router.write({ ...defaultGalleryParams, q: 'gold' });
    flush();
    expect(pushed).toHaveLength(1);
  });

  it('reports back and forward as params, dropping a write still waiting', () => {
    const { win, pushed, goTo } = fakeWindow('/collectables?q=gold');
    const { timers, flush } = fakeTimers();
    const router = createGalleryRouter({ window: win, timers });
    const seen: (string | undefined)[] = [];
    router.onUpdate((params) => seen.push(params.q));
    router.write({ ...defaultGalleryParams, q: 'silver' });
    goTo('/collectables?q=bronze');
    flush();
    expect(seen).toEqual(['bronze']);
    expect(pushed).toEqual([]);
  });

  it('lets go of the window when disposed', () => {
    const { win, popListeners } = fakeWindow();
    const router = createGalleryRouter({ window: win });
    expect(popListeners.size).toBe(1);
    router.dispose();
    expect(popListeners.size).toBe(0);
  });
});
