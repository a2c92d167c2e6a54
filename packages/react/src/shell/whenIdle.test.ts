import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './whenIdle';

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
