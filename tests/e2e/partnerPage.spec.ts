import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';

// A partner club's own site: another server, another origin, an old page with its own CSS,
// loading the Trove widgets with one script tag from the marketplace. Its origin is fixed, as the
// marketplace lets only the partners it lists (CORS_ORIGINS) call its API from a browser.
const partnerPort = Number(process.env.E2E_PARTNER_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 1);
const partnerOrigin = `http://localhost:${partnerPort}`;

// One partner server, so the tests of this file share a worker.
test.describe.configure({ mode: 'default' });

let partner: Server;

const partnerPage = (
  baseURL: string | undefined,
  body: string,
  script: string,
) => `<!doctype html><html lang="en">
  <head><title>Canterbury Coin Club</title><style>* { font-family: 'Comic Sans MS'; }</style></head>
  <body><h1>Canterbury Coin Club</h1>${body}
  <script src="${baseURL}/elements/${script}"></script></body></html>`;

test.beforeAll(async ({ baseURL }) => {
  partner = createServer((request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html' });
    response.end(
      request.url === '/coins'
        ? partnerPage(
            baseURL,
            '<h2>Our members\' coins</h2><trove-gallery section="coins"></trove-gallery>',
            'trove-gallery.js',
          )
        : request.url === '/shop'
          ? partnerPage(
              baseURL,
              '<p>Your Trove cart: <trove-cart-button></trove-cart-button></p>',
              'trove-cart.js',
            )
          : request.url === '/search'
            ? partnerPage(
                baseURL,
                `<trove-search for="club-coins"></trove-search><trove-gallery id="club-coins" section="coins"></trove-gallery>
                 <script src="${baseURL}/elements/trove-gallery.js"></script>`,
                'trove-search.js',
              )
            : request.url?.startsWith('/item/')
              ? partnerPage(
                  baseURL,
                  `<h2>Coin of the week</h2><trove-item item-id="${request.url.slice('/item/'.length)}"></trove-item>`,
                  'trove-cart.js',
                )
              : partnerPage(baseURL, '', 'trove-elements.js'),
    );
  });
  await new Promise<void>((resolve) => partner.listen(partnerPort, '127.0.0.1', resolve));
  expect((partner.address() as AddressInfo).port).toBe(partnerPort);
});

test.afterAll(async () => {
  await new Promise((resolve) => partner.close(resolve));
});

test('the elements script loads on a partner page from the marketplace origin', async ({ page, baseURL }) => {
  expect(new URL(partnerOrigin).origin).not.toBe(new URL(baseURL ?? '').origin);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${partnerOrigin}/`);
  const api = await page.evaluate(() => {
    const scope = window as unknown as { TroveElements?: Record<string, unknown> };
    return (
      scope.TroveElements && {
        version: scope.TroveElements.TROVE_ELEMENTS_VERSION,
        exports: Object.keys(scope.TroveElements).sort(),
      }
    );
  });
  expect(api?.version).toMatch(/^\d+\.\d+\.\d+/);
  expect(api?.exports).toEqual(expect.arrayContaining(['createTroveElement', 'defineTroveElement']));
  expect(errors).toEqual([]);
});

test("its script tag shows <trove-gallery> on a partner's page, with the marketplace's tiles", async ({
  page,
  request,
}) => {
  const allowed = await request.get('/api/settings/', { headers: { origin: partnerOrigin } });
  expect(
    allowed.headers()['access-control-allow-origin'],
    `the server must list the partner page in CORS_ORIGINS (${partnerOrigin}, see playwright.config.ts)`,
  ).toBe(partnerOrigin);

  const first = (await (await request.get('/api/gallery/collectables/coins')).json()) as {
    results: { title: string }[];
  };
  await page.goto(`${partnerOrigin}/coins`);
  const tiles = page.locator('trove-gallery').getByRole('listitem');
  await expect(tiles.first()).toBeVisible();
  const titles = await tiles
    .locator('img')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).alt));
  expect(titles.slice(0, 3)).toEqual(first.results.slice(0, 3).map((tile) => tile.title));
  // The page's own CSS stays outside the widget.
  await expect(page.locator('trove-gallery .trove-tile__title').first()).not.toHaveCSS(
    'font-family',
    /Comic Sans/,
  );
});

test("<trove-cart-button> opens the marketplace's cart in a popup, signs in there and then counts the basket", async ({
  page,
  baseURL,
  request,
}) => {
  test.setTimeout(60_000);
  // a member with one line in the basket (a product added through the API)
  const email = `cart-button-${Date.now().toString(36)}@example.nz`;
  const password = 'Trove-e2e-2026!';
  const registered = await request.post('/api/auth/register/', {
    data: {
      account_type: 'personal',
      email,
      display_name: 'cartbutton',
      birth_year: 1985,
      password,
      password_confirmation: password,
    },
  });
  expect(registered.status()).toBe(201);
  const token = (await registered.json()).auth_token as string;
  const gallery = await (await request.get('/api/gallery/collectables/?sort=price')).json();
  let added = false;
  for (const tile of gallery.results as { id: number; item_type: string }[]) {
    if (tile.item_type !== 'ITEM') continue;
    const detail = await (await request.get(`/api/gallery/item/item/${tile.id}`)).json();
    const product = (detail.products as { url: string }[] | undefined)?.[0];
    if (!product) continue;
    const answer = await request.post('/api/shop/basket/add-product/', {
      headers: { authorization: `Token ${token}` },
      data: { url: product.url, quantity: 1 },
    });
    if (answer.status() === 200) {
      added = true;
      break;
    }
  }
  expect(added).toBe(true);

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${partnerOrigin}/shop`);
  // signed out on the partner page: a plain Cart, no count
  const button = page.locator('trove-cart-button').getByRole('link', { name: 'Cart', exact: true });
  await expect(button).toBeVisible();
  const [popup] = await Promise.all([page.waitForEvent('popup'), button.click()]);
  await popup.waitForLoadState();
  const opened = new URL(popup.url());
  expect(opened.origin).toBe(new URL(baseURL ?? '').origin);
  expect(opened.pathname).toBe('/cart');
  // card entry and signing in happen on the marketplace: its cart asks to log in there
  const modal = popup.getByRole('dialog');
  await expect(modal.getByText('Log in to use your cart and check out.')).toBeVisible();
  await modal.getByRole('button', { name: 'Log In' }).click();
  await popup.getByLabel('Email').fill(email);
  await popup.getByLabel('Password', { exact: true }).fill(password);
  await popup.getByRole('button', { name: 'Log In' }).last().click();
  // back on the cart, signed in: the line is there, and the partner page's button counts it
  await expect(popup.getByRole('dialog').getByRole('button', { name: 'Checkout' })).toBeVisible();
  await expect(page.locator('trove-cart-button').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  expect(errors).toEqual([]);
});

test("<trove-item> shows a marketplace item on a partner's page, and its Buy Now opens the marketplace's cart adding it", async ({
  page,
  baseURL,
  request,
}) => {
  // an item for sale through the cart, as the marketplace lists it
  const gallery = await (await request.get('/api/gallery/collectables/?sort=price')).json();
  let item: { id: number; title: string; products: { url: string }[] } | undefined;
  for (const tile of gallery.results as { id: number; item_type: string }[]) {
    if (tile.item_type !== 'ITEM') continue;
    const detail = await (await request.get(`/api/gallery/item/item/${tile.id}`)).json();
    if (detail.products?.length > 0 && detail.price !== null) {
      item = detail;
      break;
    }
  }
  if (!item) throw new Error('the seed has no item for sale through the cart');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await page.goto(`${partnerOrigin}/item/${item.id}`);
  const element = page.locator('trove-item');
  await expect(element.getByRole('heading', { name: item.title })).toBeVisible();
  await expect(element.locator('[part~="images"] img').first()).toBeVisible();
  await expect(element.getByRole('link', { name: /^View this item on / })).toHaveAttribute(
    'href',
    new RegExp(`^${baseURL}/collectables/`),
  );
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    element.getByRole('button', { name: 'Add to Cart' }).click(),
  ]);
  await popup.waitForLoadState();
  const opened = new URL(popup.url());
  expect(`${opened.origin}${opened.pathname}`).toBe(`${new URL(baseURL ?? '').origin}/cart`);
  expect(opened.searchParams.get('productUrl')).toBe(item.products[0]?.url);
  expect(opened.searchParams.get('origin')).toBe(partnerOrigin);
  // signing in and paying happen on the marketplace: its cart asks to log in there
  await expect(popup.getByRole('dialog').getByText('Log in to use your cart and check out.')).toBeVisible();
  expect(errors).toEqual([]);
});

test("<trove-search> drives the partner page's <trove-gallery>: typed words, and a suggested category", async ({
  page,
  request,
}) => {
  // a word of a coin's title, as the marketplace lists its coins
  const coins = (await (await request.get('/api/gallery/collectables/coins')).json()) as {
    results: { title: string }[];
  };
  const word = /[A-Za-z]{4,}/.exec(coins.results.at(-1)?.title ?? '')?.[0];
  if (!word) throw new Error('no coin with a title to search for');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${partnerOrigin}/search`);
  await page.evaluate(() => {
    const scope = window as unknown as { searches: unknown[] };
    scope.searches = [];
    document.addEventListener('trove:search', (event) => scope.searches.push((event as CustomEvent).detail));
  });
  const gallery = page.locator('trove-gallery');
  const total = gallery.locator('[part~="total"]');
  await expect(total).toHaveText(/\d+ items?/);
  const before = await total.textContent();

  // typed as a person types, into the box they tapped (a value set in the same instant as the focus,
  // Playwright's fill, opens no list under the script's Preact)
  const box = page.locator('trove-search').getByRole('combobox', { name: 'Search' });
  await box.click();
  await box.pressSequentially(word);
  // the typeahead's list (open from the third letter) hides the page from assistive technology:
  // Escape closes it (on the script's Preact as under React), keeping the words
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveValue(word);
  // and Enter searches them
  await box.press('Enter');
  await expect(box).toHaveValue(word);
  await expect(gallery).toHaveAttribute('query', word);
  await expect(total).not.toHaveText(before ?? '');
  await expect(gallery.getByRole('listitem').first()).toContainText(new RegExp(word, 'i'));

  // a suggested category, from the typeahead's list inside the widget
  await box.fill('coins');
  // (the list says Searching… until the suggestions come)
  const option = page.locator('trove-search').getByRole('option', { name: /Coins/ }).first();
  await expect(option).toBeVisible();
  await option.click();
  await expect(gallery).not.toHaveAttribute('query');
  await expect(gallery).toHaveAttribute('category', /^[a-z0-9-]+$/);
  const category = await gallery.getAttribute('category');
  expect(await page.evaluate(() => (window as unknown as { searches: unknown[] }).searches)).toEqual([
    { query: word, category: null, gallery: 'club-coins' },
    { query: null, category, gallery: 'club-coins' },
  ]);
  expect(errors).toEqual([]);
});
