import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { createShortLot } from './support/lots';
import { linkFromOutbox, uniqueEmail } from './support/outbox';

// Buying (issue 12), end to end in Chromium against the built site and server with its test
// gateway: a member adds an item from its pane, enters an address, picks shipping, pays with the
// test card and finds the order in /orders; the item is then sold to everyone else; a declined
// card orders nothing; a double-clicked Pay orders once; an auction winner pays for the lot from
// the cart; and a partner page's cart button opens the marketplace's cart.

const PASSWORD = 'Trove-e2e-2026!';

const VALID_CARD = '4111 1111 1111 1111';
const DECLINED_CARD = '4000 1111 1111 1115';

interface Tile {
  id: number;
  title: string;
  item_type: string;
  for_sale_by_auction?: boolean;
}

interface Basket {
  url: string;
  lines: { url: string; title: string; lot: number | null; can_delete: boolean; price_incl_tax: string }[];
}

const auth = (token: string) => ({ authorization: `Token ${token}` });

/** A new member, registered through the API (each test buys with its own basket). */
async function newMember(
  request: APIRequestContext,
  label: string,
  email = uniqueEmail(label),
): Promise<string> {
  const response = await request.post('/api/auth/register/', {
    data: {
      account_type: 'personal',
      email,
      display_name: label,
      birth_year: 1985,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).auth_token as string;
}

/** A new member who may bid (spec §5): the email activated from the emailed link, the profile complete. */
async function newBidder(request: APIRequestContext, label: string): Promise<string> {
  const email = uniqueEmail(label);
  const token = await newMember(request, label, email);
  const link = await linkFromOutbox(request, email, '/auth/activate/');
  const [, uid, key] = link.match(/\/auth\/activate\/([^/]+)\/([^/?]+)/) ?? [];
  expect((await request.post('/api/auth/activate/', { data: { uid, token: key } })).status()).toBe(204);
  const profile = await request.patch('/api/auth/user/', {
    headers: auth(token),
    data: {
      title: 'Ms',
      first_name: 'Kiri',
      last_name: 'Tane',
      postal_address_city: 'Auckland',
      postal_address_country: 'NZ',
    },
  });
  expect(profile.ok()).toBe(true);
  return token;
}

/** A browser of the member's own, signed in on the site (the site keeps its token in local storage). */
async function memberPage(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((value) => window.localStorage.setItem('trove:token', value), token);
  return context.newPage();
}

/** Tests that buy, each taking every SLOTS-th item from its own offset: tests side by side never share one. */
const SLOTS = 4;

/**
 * An item for sale that anyone can buy now (a product, available, shipped), from the end of the
 * demo gallery so the browsing tests' first tiles stay unsold; `slot` (0 to SLOTS - 1) keeps tests apart.
 */
async function itemForSale(
  request: APIRequestContext,
  token: string,
  slot: number,
): Promise<{ id: number; title: string; productUrl: string }> {
  const gallery = await (await request.get('/api/gallery/collectables/?sort=-price')).json();
  const tiles = [...(gallery.results as Tile[])]
    .reverse()
    // the demo ships every fifth listing free (shop/seed.ts), and these tests choose Standard shipping
    .filter((tile) => tile.item_type === 'ITEM' && !tile.for_sale_by_auction && tile.id % 5 !== 0)
    .filter((_, index) => index % SLOTS === slot);
  for (const tile of tiles) {
    const detail = await request.get(`/api/gallery/item/item/${tile.id}`, { headers: auth(token) });
    if (!detail.ok()) continue;
    const item = (await detail.json()) as { products: { url: string }[]; title: string };
    const product = item.products[0];
    if (!product) continue;
    const availability = await (await request.get(`${product.url}availability/`)).json();
    const shipped = await (await request.get(product.url)).json();
    if (!availability.is_available_to_buy || !shipped.is_shipping_required) continue;
    return { id: tile.id, title: item.title, productUrl: product.url };
  }
  throw new Error('No item for sale is left in the demo gallery');
}

const cartModal = (page: Page) => page.getByRole('dialog');

/** Opens the item's pane and adds it with its Buy Now row's Add to Cart. */
async function addFromPane(page: Page, item: { id: number; title: string }) {
  await page.goto(`/item/${item.id}`);
  const pane = page.locator('.trove-pane').filter({ hasText: item.title }).first();
  await pane.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`Added ${item.title} to cart`)).toBeVisible();
}

/** From the navbar's cart icon (its line count), to the cart's checkout and the address step. */
async function checkoutFromNavbar(page: Page, lines: number) {
  await page.getByRole('link', { name: `Cart, ${lines} ${lines === 1 ? 'item' : 'items'}` }).click();
  await expect(page).toHaveURL(/\/cart/);
  await cartModal(page).getByRole('button', { name: 'Checkout' }).click();
}

async function fillAddress(modal: Locator) {
  const billing = modal.getByRole('group', { name: 'Billing address' });
  await billing.getByLabel('Title').selectOption('Ms');
  await billing.getByLabel('First name').fill('Kiri');
  await billing.getByLabel('Last name').fill('Tane');
  await billing.getByLabel('Address line 1').fill('1 Queen Street');
  await billing.getByLabel('City').fill('Auckland');
  await billing.getByLabel('Postcode').fill('1010');
  await billing.getByLabel('Country').selectOption('NZ');
  await modal.getByRole('button', { name: 'Continue' }).click();
}

async function chooseStandardShipping(modal: Locator) {
  await modal.getByRole('radio', { name: /Standard shipping/ }).check();
  await modal.getByRole('button', { name: 'Continue' }).click();
}

async function enterCard(modal: Locator, number: string) {
  await modal.getByLabel('Card number').fill(number);
  await modal.getByLabel('Expiry (MM/YY)').fill('12/30');
  await modal.getByLabel('CVV').fill('123');
}

async function ordersOf(request: APIRequestContext, token: string) {
  const page = await (await request.get('/api/shop/orders/', { headers: auth(token) })).json();
  return page.results as { number: string; status: string; lines: { title: string }[] }[];
}

test.describe('buying', () => {
  test('a member buys an item from its pane and finds the order in /orders; then it is sold to anyone else', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const token = await newMember(request, 'buyer');
    const item = await itemForSale(request, token, 0);
    const page = await memberPage(browser, token);
    await addFromPane(page, item);
    await checkoutFromNavbar(page, 1);

    const modal = cartModal(page);
    await fillAddress(modal);
    await chooseStandardShipping(modal);
    await enterCard(modal, VALID_CARD);
    await modal.getByRole('button', { name: /^Pay / }).click();
    await expect(modal.getByText('Your order has been placed')).toBeVisible({ timeout: 20_000 });
    const number = ((await modal.getByText(/Your order number is \d+\./).textContent()) ?? '').match(
      /\d+/,
    )?.[0];
    expect(number).toBeDefined();

    await modal.getByRole('link', { name: 'View your orders' }).click();
    await expect(page).toHaveURL(/\/orders/);
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Order ${number}` }) });
    await expect(row).toContainText('Being Processed');
    await row.getByRole('button', { name: `Order ${number}` }).click();
    const order = page.getByRole('dialog', { name: `Order ${number}` });
    await expect(order.getByText(item.title).first()).toBeVisible();
    await expect(order.getByText('Standard shipping')).toBeVisible();
    await expect(order.getByText(/1 Queen Street/)).toBeVisible();
    // the navbar's basket is a new, empty one
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 0 items' })).toBeAttached();

    // another member finds it sold: no Add to Cart on its page, unavailable, refused by the API
    const other = await newMember(request, 'latecomer');
    const late = await memberPage(browser, other);
    await late.goto(`/item/${item.id}`);
    await expect(late.getByRole('banner').getByRole('link', { name: /^Cart/ })).toBeAttached();
    await late.waitForTimeout(2_000);
    await expect(late.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
    const availability = await (await request.get(`${item.productUrl}availability/`)).json();
    expect(availability.is_available_to_buy).toBe(false);
    const refused = await request.post('/api/shop/basket/add-product/', {
      headers: auth(other),
      data: { url: item.productUrl, quantity: 1 },
    });
    expect(refused.status()).toBe(406);
    expect((await refused.json()).reason).toBe('Unavailable');
    await page.context().close();
    await late.context().close();
  });

  test("a declined card shows the gateway's reason and orders nothing; the card then pays", async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const token = await newMember(request, 'declined');
    const item = await itemForSale(request, token, 1);
    const page = await memberPage(browser, token);
    await addFromPane(page, item);
    await checkoutFromNavbar(page, 1);
    const modal = cartModal(page);
    await fillAddress(modal);
    await chooseStandardShipping(modal);
    await enterCard(modal, DECLINED_CARD);
    await modal.getByRole('button', { name: /^Pay / }).click();
    await expect(
      modal.getByText(/^Sorry there was a problem with your payment: .*Do Not Honor/).first(),
    ).toBeVisible({ timeout: 20_000 });
    await expect(modal.getByText('Your order has been placed')).toHaveCount(0);
    // nothing ordered (a cancelled order at most), the item still in the basket
    expect((await ordersOf(request, token)).filter((order) => order.status !== 'Cancelled')).toEqual([]);
    const basket = (await (
      await request.get('/api/shop/basket/', { headers: auth(token) })
    ).json()) as Basket;
    expect(basket.lines.map((line) => line.title)).toEqual([item.title]);
    await page.context().close();
  });

  test('a double-clicked Pay places one order', async ({ browser, request }) => {
    test.setTimeout(120_000);
    const token = await newMember(request, 'double');
    const item = await itemForSale(request, token, 2);
    const page = await memberPage(browser, token);
    await addFromPane(page, item);
    await checkoutFromNavbar(page, 1);
    const modal = cartModal(page);
    await fillAddress(modal);
    await chooseStandardShipping(modal);
    await enterCard(modal, VALID_CARD);
    await modal.getByRole('button', { name: /^Pay / }).dblclick();
    await expect(modal.getByText('Your order has been placed')).toBeVisible({ timeout: 20_000 });
    const orders = await ordersOf(request, token);
    expect(orders).toHaveLength(1);
    expect(orders[0]?.lines.map((line) => line.title)).toEqual([item.title]);
    await page.context().close();
  });

  test('an auction winner finds the won lot in the cart and pays for it', async ({ browser, request }) => {
    test.setTimeout(120_000);
    // a lot of its own, won by a new member's opening bid when the server's closing job closes it
    const lot = await createShortLot(request, { closesInSeconds: 6, windowSeconds: 2 });
    const token = await newBidder(request, 'winner');
    const bid = await request.post(`/api/auctions/lots/${lot.lotId}/bids/`, {
      headers: auth(token),
      data: { amount: 10 },
    });
    expect(bid.status()).toBe(201);
    // reading the basket after the close pulls the win in
    let line: Basket['lines'][number] | undefined;
    await expect
      .poll(
        async () => {
          const basket = (await (
            await request.get('/api/shop/basket/', { headers: auth(token) })
          ).json()) as Basket;
          line = basket.lines.find((one) => one.lot === lot.lotId);
          return line?.title;
        },
        { timeout: 30_000 },
      )
      .toBe(lot.title);

    const page = await memberPage(browser, token);
    await page.goto('/cart');
    const modal = cartModal(page);
    await expect(modal.getByText(lot.title)).toBeVisible();
    await expect(modal.getByText('Auction win: pay to complete')).toBeVisible();
    // the win cannot be removed
    await expect(modal.getByRole('button', { name: `Remove ${lot.title}` })).toHaveCount(0);
    await modal.getByRole('button', { name: 'Checkout' }).click();
    await fillAddress(modal);
    // the lot's item is shipped: standard and express, or free shipping alone if its listing ships free
    await modal.getByRole('radio', { name: /(Standard|Free) shipping/ }).check();
    await modal.getByRole('button', { name: 'Continue' }).click();
    await enterCard(modal, VALID_CARD);
    await modal.getByRole('button', { name: /^Pay / }).click();
    await expect(modal.getByText('Your order has been placed')).toBeVisible({ timeout: 20_000 });
    const orders = await ordersOf(request, token);
    expect(orders.map((order) => order.lines.map((one) => one.title))).toEqual([[lot.title]]);
    // the lot's page says it is paid for, and offers no Pay now
    await page.goto(`/item/${lot.itemId}`);
    const panel = page.locator('.trove-lot-panel');
    await expect(panel.getByText(/^✓ Paid$/)).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
    await page.context().close();
  });
});
