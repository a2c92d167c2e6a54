import { expect, test } from '@playwright/test';

// Findable and shareable: the built site's pages as a crawler reads them (no JavaScript), the same
// pages booting in the browser, and the icons and manifest a browser installs the site with.

/** The first listing URLs of the sitemap, as a crawler finds them. */
async function sitemapListings(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const index = await request.get('/sitemap.xml');
  expect(index.ok()).toBe(true);
  const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] as string);
  const listings = files.find((file) => file.endsWith('/sitemaps/listings-1.xml'));
  expect(listings).toBeDefined();
  const page = await request.get(listings as string);
  return [...(await page.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] as string);
}

test('a crawler finds a listing in the sitemap, and its HTML names it, shows its image and says its price', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m);
  const urls = await sitemapListings(request);
  expect(urls.length).toBeGreaterThan(10);
  let products = 0;
  for (const url of urls.slice(0, 12)) {
    const response = await request.get(url, { headers: { accept: 'text/html' } });
    expect(response.status(), url).toBe(200);
    const html = await response.text();
    const [, title] = /<title>([^<]+)<\/title>/.exec(html) ?? [];
    expect(title, url).toMatch(/ \| Trove$/);
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    const [, image] = /<meta property="og:image" content="([^"]+)" \/>/.exec(html) ?? [];
    expect(image, url).toMatch(/\/thumbnails\/.+-1500x1500$/);
    const picture = await request.get(image as string);
    expect(picture.headers()['content-type']).toMatch(/^image\//);
    // the built site's boot script is still there, after the page's head
    expect(html).toMatch(
      /<\/script>[\s\S]*<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/,
    );
    const data = [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map(
      (match) => JSON.parse(match[1] as string) as { '@type': string; offers?: { price: string } },
    );
    expect(data).toHaveLength(1);
    if (data[0]?.['@type'] === 'Product' && data[0].offers) {
      products++;
      expect(html).toContain(`<meta property="product:price:amount" content="${data[0].offers.price}" />`);
    }
  }
  expect(products).toBeGreaterThan(0);
});

test('a shared listing opens in the browser as before, its title set, without console errors', async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  const [url] = await sitemapListings(request);
  const html = await (await request.get(url as string)).text();
  const [, name] = /<meta property="og:title" content="([^"]+)" \/>/.exec(html) ?? [];
  expect(name).toBeDefined();
  await page.goto(url as string);
  // the pane of the listing opens over the gallery, and the title stays the one the server gave
  await expect(page.getByRole('main').getByRole('heading', { name })).toBeVisible();
  await expect(page).toHaveTitle(`${name} | Trove`);
  expect(errors).toEqual([]);
});

test('the site has a favicon and a web app manifest with its icons', async ({ page, request }) => {
  await page.goto('/collectables');
  const icons = await page
    .locator('link[rel="icon"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(icons.length).toBe(2);
  const manifestUrl = await page
    .locator('link[rel="manifest"]')
    .evaluate((link) => (link as HTMLLinkElement).href);
  const manifest = await request.get(manifestUrl);
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const { icons: manifestIcons, theme_color } = (await manifest.json()) as {
    icons: { src: string; type: string }[];
    theme_color: string;
  };
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', theme_color);
  for (const href of [...icons, ...manifestIcons.map((icon) => new URL(icon.src, manifestUrl).href)]) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()['content-type'], href).toMatch(/^image\//);
  }
});
