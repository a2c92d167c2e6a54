import type { Server } from 'node:http';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { ELSEWHERE, serveHostilePage } from './support/hostilePage';
import { createShortLot } from './support/lots';
import { PASSWORD } from './support/signedIn';

// The widgets on a partner page that fights them (support/hostilePage.ts): Bootstrap 3 and a global
// reset, its own React 18, a strict Content-Security-Policy, a <base href> elsewhere and an iframe.
// Read by a club that is not on the marketplace's partner allow-list, the public widgets still
// draw; on the allow-listed origin a member signs in through the popup and bids.

const hostilePort = Number(process.env.E2E_PORT ?? 4173) + 2;
/** Not on the allow-list: only the public reads answer it. */
const strangerOrigin = `http://127.0.0.1:${hostilePort}`;
/** On the allow-list (playwright.config.ts): signing in and bidding answer it too. */
const partnerOrigin = `http://localhost:${hostilePort}`;

const BIDDER = 'collector@demo.trove.test';

test.describe.configure({ mode: 'default' });

let hostile: Server;

/** The lot of the page, put up once for the file's tests: the auction house has few items to spare. */
let pageLot: { lotId: number; title: string };
/** The page's item of the week: another item than the lot's. */
let pageItem: { itemId: number; title: string };

test.beforeAll(async ({ baseURL, request }) => {
  hostile = await serveHostilePage({ trove: new URL(baseURL ?? '').origin, port: hostilePort });
  const lot = await createShortLot(request, { closesInSeconds: 60 * 60, windowSeconds: 60 });
  pageLot = { lotId: lot.lotId, title: lot.title };
  const coins = (await (await request.get('/api/gallery/collectables/coins')).json()) as {
    results: { id: number; item_type: string; title: string }[];
  };
  const item = coins.results.find((tile) => tile.item_type === 'ITEM' && tile.id !== lot.itemId);
  if (!item) throw new Error('the seed has no coin to show as the item of the week');
  pageItem = { itemId: item.id, title: item.title };
});

test.afterAll(async () => {
  await new Promise((resolve) => hostile.close(resolve));
});

/**
 * Console errors, uncaught exceptions and Content-Security-Policy refusals of the page and its
 * frames. A refusal is also an event of the document it happened in, heard before any page script.
 */
async function pageProblems(page: Page): Promise<() => Promise<string[]>> {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const refusals: string[] = [];
    (window as unknown as { troveCspRefusals: string[] }).troveCspRefusals = refusals;
    document.addEventListener('securitypolicyviolation', (event) =>
      refusals.push(
        `${event.violatedDirective}: ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      ),
    );
  });
  return async () => {
    const refusals = await Promise.all(
      page
        .frames()
        .map((frame) =>
          frame.evaluate(() => (window as unknown as { troveCspRefusals?: string[] }).troveCspRefusals ?? []),
        ),
    );
    return [...problems, ...refusals.flat().map((refusal) => `CSP refused ${refusal}`)];
  };
}

test('on a page not on the allow-list, with a strict CSP, Bootstrap, a reset, React 18, a <base> and an iframe, the public widgets draw and pass axe', async ({
  page,
  baseURL,
}) => {
  const trove = new URL(baseURL ?? '').origin;
  const { lotId, title } = pageLot;
  const { itemId, title: itemTitle } = pageItem;
  const problems = await pageProblems(page);
  await page.goto(`${strangerOrigin}/?lot=${lotId}&item=${itemId}`);

  // The page's own React 18 still works beside the widgets.
  const news = page.getByRole('region', { name: 'Club news' });
  await expect(news).toContainText('React 18.3.1 on this page.');
  await news.getByRole('button', { name: 'Liked 0 times' }).click();
  await expect(news.getByRole('button', { name: 'Liked 1 times' })).toBeVisible();

  // The gallery's tiles lead to the marketplace, not to where the page's <base> points. (Below the
  // fold, a widget renders once scrolled near.)
  const gallery = page.locator('trove-gallery');
  await gallery.scrollIntoViewIfNeeded();
  const tiles = gallery.getByRole('list', { name: 'Gallery' }).getByRole('listitem');
  await expect(tiles.first()).toBeVisible();
  const href = await tiles.first().locator('a').first().getAttribute('href');
  expect(new URL(href ?? '', page.url()).origin).toBe(trove);
  expect(href).not.toContain(new URL(ELSEWHERE).host);
  // Neither Bootstrap nor the reset reaches into the widget.
  const tileTitle = gallery.locator('.trove-tile__title').first();
  await expect(tileTitle).not.toHaveCSS('font-size', '20px');
  await expect(tileTitle).not.toHaveCSS('font-family', 'serif');
  await expect(gallery.getByRole('button').first()).toHaveCSS('text-transform', 'none');

  // The lot and its link to the marketplace; the bid panel offers signing in; the cart button is there.
  const lot = page.locator('trove-lot');
  await expect(lot.getByText(title).first()).toBeVisible();
  const itemLink = await lot.getByRole('link', { name: 'View on the marketplace' }).getAttribute('href');
  expect(new URL(itemLink ?? '', page.url()).origin).toBe(trove);
  await expect(page.locator('trove-bid-panel').getByRole('button', { name: 'Log in to bid' })).toBeVisible();
  await expect(
    page.locator('trove-cart-button').getByRole('link', { name: 'Cart', exact: true }),
  ).toBeVisible();

  // The item of the week, with its link to the marketplace.
  const item = page.locator('trove-item');
  await item.scrollIntoViewIfNeeded();
  await expect(item.getByRole('heading', { name: itemTitle })).toBeVisible();
  const itemPage = await item.getByRole('link', { name: /^View this item on / }).getAttribute('href');
  expect(new URL(itemPage ?? '', page.url()).origin).toBe(trove);

  // The search box's typeahead opens (react-aria's options, whose <style> the policy would refuse)
  // and Escape closes it. Typed as a person types, into the box they tapped: a value set in the same
  // instant as the focus (Playwright's fill) opens no list under the script's Preact.
  const box = page.locator('trove-search').getByRole('combobox', { name: 'Search' });
  await box.click();
  await box.pressSequentially('coins');
  await expect(page.locator('trove-search').getByRole('option', { name: /Coins/ }).first()).toBeVisible();
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveValue('coins');

  // The gallery in the iframe too.
  await page.locator('iframe[title="Coins in a frame"]').scrollIntoViewIfNeeded();
  const framed = page.frameLocator('iframe[title="Coins in a frame"]').locator('trove-gallery');
  await expect(framed.getByRole('list', { name: 'Gallery' }).getByRole('listitem').first()).toBeVisible();

  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
  expect(await problems()).toEqual([]);
});

test('on an allow-listed page with the same defences, a member signs in through the popup and bids', async ({
  page,
}) => {
  const { lotId } = pageLot;
  const problems = await pageProblems(page);
  await page.goto(`${partnerOrigin}/?lot=${lotId}&item=${pageItem.itemId}`);
  const panel = page.locator('trove-bid-panel');
  const popupOpened = page.waitForEvent('popup');
  await panel.getByRole('button', { name: 'Log in to bid' }).click();
  const popup = await popupOpened;
  await popup.getByLabel('Email', { exact: true }).fill(BIDDER);
  await popup.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await popup.getByRole('button', { name: 'Log In' }).last().click();
  await popup.waitForEvent('close');

  await panel.getByRole('textbox', { name: /Your bid/ }).fill('10');
  await panel.getByRole('button', { name: 'Place bid' }).click();
  await panel.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.locator('#trove-log li').filter({ hasText: 'trove:bid-placed' })).toHaveCount(1);
  await expect(page.locator('#trove-log li').first()).toContainText(`"lotId":${lotId}`);

  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
  expect(await problems()).toEqual([]);
});

test('loading the widgets moves nothing on the page (CLS ≤ 0.02), with the answers 150 ms away', async ({
  page,
}) => {
  const { lotId, title } = pageLot;
  const { itemId, title: itemTitle } = pageItem;
  // Every answer late, as on a phone: what a widget draws before its data then has its final size.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { troveShifts: number[] }).troveShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${strangerOrigin}/?lot=${lotId}&item=${itemId}`);
  // The visitor reads down the page, a wheel's turn at a time: a widget below the fold renders once
  // near the viewport, in the place kept for it, and has its data by the time it scrolls into view.
  await expect(page.locator('trove-lot').getByText(title).first()).toBeVisible();
  await expect(page.locator('trove-bid-panel').getByRole('button', { name: 'Log in to bid' })).toBeVisible();
  const scrolledTo = async (widget: string) => {
    const host = page.locator(widget);
    // until its top is near the viewport's, or the page ends
    const below = () =>
      host.evaluate(
        (element) =>
          element.getBoundingClientRect().top > 200 &&
          window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 1,
      );
    while (await below()) {
      await page.mouse.wheel(0, 200);
      await page.waitForTimeout(300);
    }
    return host;
  };
  await expect((await scrolledTo('trove-search')).getByRole('combobox', { name: 'Search' })).toBeVisible();
  await expect((await scrolledTo('trove-gallery')).getByRole('listitem').first()).toBeVisible();
  await expect((await scrolledTo('trove-item')).getByRole('heading', { name: itemTitle })).toBeVisible();
  // the shifts of the last frames reach the observer
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 500))));
  const shifts = await page.evaluate(() => (window as unknown as { troveShifts: number[] }).troveShifts);
  expect(shifts.reduce((sum, shift) => sum + shift, 0)).toBeLessThanOrEqual(0.02);
});
