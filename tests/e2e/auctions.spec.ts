import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { createShortLot } from './support/lots';

// Two collectors bid against each other on a short lot, each in a browser of their own, while the
// server's closing job runs for real: the one outbid hears it without reloading, a bid in the
// closing window moves the close on both screens, and after the close the winner sees You won.

const PASSWORD = 'Trove-demo-2026';
const HOUSE = 'auctionhouse@demo.trove.test';
const ALICE = 'member@demo.trove.test';
const BOB = 'collector@demo.trove.test';
/** A third bidder (the demo's admin bids too). */
const THIRD = 'admin@demo.trove.test';

/** The lot's closing window: a bid this close to the end moves the end. */
const WINDOW_SECONDS = 12;

async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/auth/login/', { data: { email, password: PASSWORD } });
  expect(response.ok()).toBe(true);
  return (await response.json()).auth_token as string;
}

/** A browser of a collector's own, signed in on the site (the site keeps its token in local storage). */
async function collectorPage(browser: Browser, request: APIRequestContext, email: string): Promise<Page> {
  const token = await apiToken(request, email);
  const context = await browser.newContext();
  await context.addInitScript((value) => window.localStorage.setItem('trove:token', value), token);
  return context.newPage();
}

const lotPanel = (page: Page) => page.locator('.trove-lot-detail');

async function placeBid(page: Page, amount: number, kind: 'Place bid' | 'Place maximum bid') {
  const panel = lotPanel(page);
  await panel.getByRole('textbox', { name: /Your bid/ }).fill(String(amount));
  await panel.getByRole('button', { name: kind }).click();
  await panel.getByRole('button', { name: 'Confirm' }).click();
}

/** The close the lot panel shows, read from the API the page uses. */
async function closesOf(request: APIRequestContext, lotId: number): Promise<number> {
  const lot = await (await request.get(`/api/auctions/lots/${lotId}/`)).json();
  return Date.parse(lot.closes);
}

test('two collectors bid against each other until the close', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { itemId, lotId } = await createShortLot(request, {
    closesInSeconds: 25,
    windowSeconds: WINDOW_SECONDS,
  });
  const alice = await collectorPage(browser, request, ALICE);
  const bob = await collectorPage(browser, request, BOB);
  for (const page of [alice, bob]) {
    await page.goto(`/item/${itemId}`);
    // the page's first load: other specs' page loads share the server (the seeded listings' shards)
    await expect(lotPanel(page).getByRole('timer')).toBeVisible({ timeout: 20_000 });
  }

  await placeBid(alice, 10, 'Place bid');
  await expect(alice.getByText('Bid placed')).toBeVisible();
  await expect(lotPanel(alice).getByText('You have the leading bid').first()).toBeVisible();

  // Bob's maximum takes the lead: Alice hears it from the server's push, without reloading
  await placeBid(bob, 50, 'Place maximum bid');
  await expect(bob.getByText('Bid placed')).toBeVisible();
  await expect(alice.getByText('You have been out bid').first()).toBeVisible({ timeout: 2_000 });

  // a bid in the closing window moves the close on both screens
  const before = await closesOf(request, lotId);
  await expect.poll(() => before - Date.now(), { timeout: 40_000 }).toBeLessThan((WINDOW_SECONDS - 3) * 1000);
  await placeBid(alice, 200, 'Place maximum bid');
  await expect(alice.getByText('Bid placed')).toBeVisible();
  expect(await closesOf(request, lotId)).toBeGreaterThan(before);
  for (const page of [alice, bob]) {
    await expect(lotPanel(page).getByText(/Closing time extended/)).toBeAttached({ timeout: 2_000 });
  }

  // the closing job settles the lot: Alice won it, Bob did not
  await expect(lotPanel(alice).getByText('You won')).toBeVisible({ timeout: 30_000 });
  await expect(lotPanel(bob).getByText('You did not win this lot.')).toBeVisible({ timeout: 5_000 });
  await expect(lotPanel(bob).getByText('You won')).toHaveCount(0);
  // closed, the lot says how it ended and nothing more: no leading bid, no Place a bid, Sold for and Closed
  await expect(lotPanel(alice).getByText('You have the leading bid')).toHaveCount(0);
  await expect(lotPanel(alice).getByRole('heading', { name: 'Place a bid' })).toHaveCount(0);
  await expect(lotPanel(alice).getByText('Sold for', { exact: true })).toBeVisible();
  await expect(lotPanel(alice).getByText('Closed', { exact: true })).toBeVisible();
});

test('an anonymous visitor sees the lot and is asked to log in to bid', async ({ page, request }) => {
  // one of the auction house's demo lots, open for a while yet (its My lots lists the lots it
  // sells): the house has few spare items, and the contests put those up for auction
  const token = await apiToken(request, HOUSE);
  const selling = await (
    await request.get('/api/auctions/lots/', { headers: { authorization: `Token ${token}` } })
  ).json();
  const open = (selling.results as { item: number; status: string; closes: string }[]).find(
    (lot) => lot.status === 'open' && Date.parse(lot.closes) > Date.now() + 10 * 60_000,
  );
  expect(open).toBeDefined();
  const itemId = open?.item;
  await page.goto(`/item/${itemId}`);
  await lotPanel(page).getByRole('button', { name: 'Log in to bid' }).click();
  await expect(page).toHaveURL(/\/login\?/);
});

test('the same contest through <trove-bid-panel> on the demo partner page: popup sign-in, a bid, an outbid, a refusal and a soft close told inside the element and as trove:* events', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { itemId, lotId } = await createShortLot(request, {
    closesInSeconds: 30,
    windowSeconds: WINDOW_SECONDS,
  });
  // Alice is on the club's page, signed out: the element keeps its own token, in memory
  const aliceContext = await browser.newContext();
  const alice = await aliceContext.newPage();
  await alice.goto(`/embed/?lot=${lotId}`);
  const panel = alice.locator('trove-bid-panel');
  // as Alice scrolls down to it: a widget renders once near the viewport (its space kept till then)
  await panel.scrollIntoViewIfNeeded();
  const popupOpened = alice.waitForEvent('popup');
  await panel.getByRole('button', { name: 'Log in to bid' }).click();
  const popup = await popupOpened;
  // the popup is the sign-in page alone (no site header)
  await popup.getByLabel('Email', { exact: true }).fill(ALICE);
  await popup.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await popup.getByRole('button', { name: 'Log In', exact: true }).click();
  await popup.waitForEvent('close');
  // the club's page never holds the token
  expect(
    await alice.evaluate(() => JSON.stringify({ ...window.localStorage, ...window.sessionStorage })),
  ).not.toContain('ptk_');

  const bidOnPanel = async (amount: number, kind: 'Place bid' | 'Place maximum bid') => {
    await panel.getByRole('textbox', { name: /Your bid/ }).fill(String(amount));
    await panel.getByRole('button', { name: kind }).click();
    await panel.getByRole('button', { name: 'Confirm' }).click();
  };
  const log = alice.locator('#auction-log li');
  // everything the bidder is told shows inside the element, in its status region
  const status = panel.locator('[part~="status"]');

  await bidOnPanel(10, 'Place bid');
  await expect(
    log.filter({ hasText: `trove-bid-panel: bid of 10 placed on lot ${lotId}, leading` }),
  ).toHaveCount(1);
  await expect(status).toContainText('Bid placed');

  // Bob bids on the marketplace itself; Alice's panel hears it, and says so inside the element
  const bob = await collectorPage(browser, request, BOB);
  await bob.goto(`/item/${itemId}`);
  await placeBid(bob, 50, 'Place maximum bid');
  await expect(bob.getByText('Bid placed')).toBeVisible();
  await expect(log.filter({ hasText: `trove-bid-panel: outbid on lot ${lotId}` })).toHaveCount(1, {
    timeout: 2_000,
  });
  await expect(status).toContainText('You have been out bid', { timeout: 2_000 });
  await expect(status).not.toContainText('Bid placed');

  // Alice confirms a bid that a third member's bid (over Bob's maximum) has overtaken meanwhile:
  // the server refuses it, and its message (seed 001 §8: a 400's first amount error) shows inside
  // the element
  await panel.getByRole('textbox', { name: /Your bid/ }).fill('60');
  await panel.getByRole('button', { name: 'Place bid' }).click();
  const thirdToken = await apiToken(request, THIRD);
  const overtaking = await request.post(`/api/auctions/lots/${lotId}/bids/`, {
    headers: { authorization: `Token ${thirdToken}` },
    data: { amount: 100, auto: false },
  });
  expect(overtaking.status()).toBe(201);
  await panel.getByRole('button', { name: 'Confirm' }).click();
  const refused = log.filter({ hasText: `trove-bid-panel: bid on lot ${lotId} refused: ` });
  await expect(refused).toHaveCount(1);
  const message = ((await refused.textContent()) ?? '').split('refused: ')[1] ?? '';
  // in the lot's currency ($, £, A$...): the lot is whichever demo item was free to put up
  expect(message).toMatch(/^Minimum bid is [^\d\s]{1,3}[\d,]+/);
  await expect(status).toContainText(message);

  const before = await closesOf(request, lotId);
  await expect.poll(() => before - Date.now(), { timeout: 45_000 }).toBeLessThan((WINDOW_SECONDS - 3) * 1000);
  await bidOnPanel(200, 'Place maximum bid');
  await expect(log.filter({ hasText: 'trove-bid-panel: bid of' })).toHaveCount(2);
  expect(await closesOf(request, lotId)).toBeGreaterThan(before);
  // the soft close: the element says the new closing time, and the page hears trove:lot-extended
  await expect(log.filter({ hasText: `trove-bid-panel: lot ${lotId} extended to ` }).last()).toBeAttached({
    timeout: 2_000,
  });
  await expect(status).toContainText('Closing time extended to', { timeout: 2_000 });
  await expect(lotPanel(bob).getByText(/Closing time extended/)).toBeAttached({ timeout: 2_000 });

  await expect(panel.getByText('You won')).toBeVisible({ timeout: 30_000 });
  await expect(log.filter({ hasText: `trove-bid-panel: lot ${lotId} closed, won!` })).toHaveCount(1);
});

test("an auction house's owner sets the bid increments of its new lots in the dashboard", async ({
  browser,
  request,
}) => {
  // the dealer's organisation: the auction house's lots, which the other tests bid on, keep the default
  const DEALER = 'dealer@demo.trove.test';
  const page = await collectorPage(browser, request, DEALER);
  await page.goto('/auctions');
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Bid increments' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bid increments' })).toBeVisible();
  await expect(page.getByText('This is the default table.')).toBeVisible();

  await page.getByLabel('Increment, band 1', { exact: true }).fill('0.5');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Increments saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Increment, band 1', { exact: true })).toHaveValue('0.5');
  await expect(page.getByText('This is the default table.')).toHaveCount(0);

  // the API serves what was saved: the organisation's new lots take it
  const token = await apiToken(request, DEALER);
  const user = await (
    await request.get('/api/auth/user/', { headers: { authorization: `Token ${token}` } })
  ).json();
  const organisation = (user.organisations as { id: number }[])[0]?.id;
  const table = await (await request.get(`/api/auctions/increments/${organisation}/`)).json();
  expect(table.is_default).toBe(false);
  expect(table.increments[0]).toEqual({ from: 0, increment: 0.5 });
  expect(table.increments[1]).toEqual({ from: 20, increment: 2 });

  await page.getByRole('button', { name: 'Use the default table' }).click();
  await expect(page.getByText('This is the default table.')).toBeVisible();
  await page.context().close();
});
