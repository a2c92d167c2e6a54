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
