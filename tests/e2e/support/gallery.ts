import { expect, type Locator } from '@playwright/test';

/**
 * Clicks a gallery tile's link or control, first brought into view. virtua turns the list's pointer
 * events off while the window scrolls (until about 150 ms after the last scroll event), so a click
 * right after the scroll that brought its target into view lands on the list and opens nothing: the
 * click waits for the scroll's events (two frames) and for the pointer events to be back.
 */
export async function clickInGallery(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await target.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await expect.poll(() => target.evaluate((node) => getComputedStyle(node).pointerEvents)).not.toBe('none');
  await target.click();
}
