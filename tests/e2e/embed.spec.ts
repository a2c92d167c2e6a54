import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';

// The demo partner page at /embed/: an old club site with one <script> tag and a
// <trove-gallery section="coins">. Playwright's locators reach into the widget's open shadow root.

const widget = (page: Page) => page.locator('trove-gallery');
const FIRST_TILES = 6;

/** The first tiles of a gallery: where each leads and the title of its image. */
async function firstTiles(scope: Locator) {
  const tiles = scope.getByRole('listitem');
  await expect(tiles.nth(FIRST_TILES - 1)).toBeVisible();
  return tiles.evaluateAll(
    (items, count) =>
      items.slice(0, count).map((item) => ({
        href: item.querySelector('a')?.href,
        title: item.querySelector('img')?.alt,
      })),
    FIRST_TILES,
  );
}

/** Console errors and uncaught exceptions of a page, Content-Security-Policy refusals included. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test('the demo partner page shows the same first tiles as the site for the same place', async ({ page }) => {
  const errors = pageErrors(page);
  await page.goto('/embed/');
  await expect(page).toHaveTitle(/Otago Coin & Stamp Club/);
  const embedded = await firstTiles(widget(page).getByRole('list', { name: 'Gallery' }));

  await page.goto('/collectables/coins');
  const onSite = await firstTiles(page.getByRole('main').getByRole('list', { name: 'Gallery' }));

  expect(embedded).toEqual(onSite);
  expect(
    embedded.every((tile) => tile.href?.startsWith(new URL('/collectables/coins/', page.url()).href)),
  ).toBe(true);
  expect(errors).toEqual([]);
});

test('choosing a tile tells the page with trove:item-open, then opens the item on the site unless the page prevents it', async ({
  page,
}) => {
  await page.goto('/embed/');
  const [first, second] = await firstTiles(widget(page));
  if (!first?.href || !second?.href || !first.title) throw new Error('no tiles');
  const log = page.locator('#item-open-log li');

  // The grid draws only the rows near the viewport: back to the top, where the first tiles are.
  // virtua turns pointer events off while the window scrolls (a click then reaches the page behind
  // the tile, as the last CI run found): click once the tile is wholly in view (no scroll left for the click to make) and takes pointer events.
  const chooseTile = async (href: string) => {
    await page.evaluate(() => window.scrollTo(0, 0));
    const tile = widget(page).locator(`a[href="${href}"]`);
    await tile.evaluate((link) => link.scrollIntoView({ block: 'center' }));
    await expect(tile).toBeInViewport({ ratio: 1 });
    await expect.poll(() => tile.evaluate((link) => getComputedStyle(link).pointerEvents)).not.toBe('none');
    await tile.click();
  };

  // The club's script prevents the default while "Stay on this page" is ticked. The gallery above
  // grows as its next page loads, moving the checkbox under a pointer: tick it from the keyboard.
  const stay = page.getByLabel('Stay on this page when a coin is chosen');
  const toggle = async () => {
    await stay.focus();
    await page.keyboard.press('Space');
  };
  await toggle();
  await expect(stay).toBeChecked();
  await chooseTile(first.href);
  await expect(log).toHaveCount(1);
  await expect(log.first()).toContainText(first.title);
  await expect(log.first()).toContainText(first.href);
  expect(new URL(page.url()).pathname).toBe('/embed/');

  await toggle();
  await expect(stay).not.toBeChecked();
  await chooseTile(second.href);
  await page.waitForURL(second.href);
  await expect(
    page.getByRole('main').getByRole('list', { name: 'Gallery' }).getByRole('listitem').first(),
  ).toBeVisible();
});

test("the widget takes the club's colours and font through the --trove-* properties", async ({ page }) => {
  await page.goto('/embed/');
  await expect(widget(page).getByRole('listitem').first()).toBeVisible();
  const selectedColumns = widget(page).locator('.trove-gallery-toolbar__columns [data-selected]');
  await expect(selectedColumns).toHaveCSS('background-color', 'rgb(123, 30, 30)');
  await expect(widget(page).locator('.trove-tile__title').first()).toHaveCSS(
    'font-family',
    'Georgia, "Times New Roman", serif',
  );
});

test('the demo partner page has no accessibility violations', async ({ page }) => {
  await page.goto('/embed/');
  await expect(widget(page).getByRole('listitem').first()).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
});
