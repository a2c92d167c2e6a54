import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePageIdle, whenIdle, whenInteracted } from './whenIdle';

/** A first-row image (high priority) whose loading the test decides. */
function firstImage(loaded: boolean) {
  const image = document.createElement('img');
  image.setAttribute('fetchpriority', 'high');
  const state = { loaded };
  Object.defineProperty(image, 'complete', { get: () => state.loaded });
  document.body.append(image);
  return state;
}

describe('whenIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom has no requestIdleCallback: whenIdle then waits 200 ms
    expect(window.requestIdleCallback).toBeUndefined();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('waits for the first-row images to load before its idle work', () => {
    const image = firstImage(false);
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(2000);
    expect(task).not.toHaveBeenCalled();
    image.loaded = true;
    vi.advanceTimersByTime(100 + 200);
    expect(task).toHaveBeenCalledOnce();
  });

  it('waits at most 4 s for images that do not load', () => {
    firstImage(false);
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(3900);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(400);
    expect(task).toHaveBeenCalledOnce();
  });

  it('on a page without such images, waits 1 s for them to appear', () => {
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(900);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(400);
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs at once (after the idle wait) when the images are already in', () => {
    firstImage(true);
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(200);
    expect(task).toHaveBeenCalledOnce();
  });

  it('can be cancelled while it waits', () => {
    firstImage(false);
    const task = vi.fn();
    const cancel = whenIdle(task);
    vi.advanceTimersByTime(500);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(task).not.toHaveBeenCalled();
  });
});

describe('usePageIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('is false until the first-row images are in and the page is idle, then true, also for later parts', () => {
    const image = firstImage(false);
    const first = renderHook(() => usePageIdle());
    act(() => vi.advanceTimersByTime(2000));
    expect(first.result.current).toBe(false);
    image.loaded = true;
    act(() => vi.advanceTimersByTime(100 + 200));
    expect(first.result.current).toBe(true);
    // a part of the same page that shows later does not wait again
    expect(renderHook(() => usePageIdle()).result.current).toBe(true);
  });

  it('waits once however many parts wait, and stops waiting when the last of them goes', async () => {
    // a page not yet at rest: the module afresh
    vi.resetModules();
    const { usePageIdle: freshPageIdle } = await import('./whenIdle');
    const image = firstImage(false);
    const tiles = Array.from({ length: 12 }, () => renderHook(() => freshPageIdle()));
    // one check of the first images pending, not one per tile
    expect(vi.getTimerCount()).toBe(1);
    for (const tile of tiles.slice(1)) tile.unmount();
    expect(vi.getTimerCount()).toBe(1);
    tiles[0]?.unmount();
    expect(vi.getTimerCount()).toBe(0);
    // waited for again by the next part, and told to every part then
    const later = [renderHook(() => freshPageIdle()), renderHook(() => freshPageIdle())];
    image.loaded = true;
    act(() => vi.advanceTimersByTime(100 + 200));
    expect(later.map((part) => part.result.current)).toEqual([true, true]);
  });
});

describe('whenInteracted', () => {
  it("runs its task once, at the visitor's first press, key or touch, and not at all once cancelled", () => {
    const task = vi.fn();
    whenInteracted(task);
    window.dispatchEvent(new Event('scroll'));
    expect(task).not.toHaveBeenCalled();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(task).toHaveBeenCalledTimes(1);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(task).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    whenInteracted(cancelled)();
    document.body.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(cancelled).not.toHaveBeenCalled();
  });
});
