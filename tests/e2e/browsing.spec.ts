import { expect, type Page, test } from '@playwright/test';

// Browsing end to end against the seeded server: search, filters, sort, the end of a gallery,
// detail panes in place, the URL as the state, and saved searches.

const grid = (page: Page) => page.getByRole('main').getByRole('list', { name: 'Gallery' });
const tiles = (page: Page) => grid(page).getByRole('listitem');
const count = (page: Page) => page.getByRole('main').getByText(/^\d+ items?$/);

/**
 * The total of the first page of `/api/gallery/collectables` the page itself fetches for a search
 * whose query `matches`: what its count must say (a test running beside this one may sell a
 * listing, so a total read apart from the page's own may differ).
 */
function galleryTotalFetched(page: Page, matches: (query: URLSearchParams) => boolean): Promise<number> {
  return page
    .waitForResponse((response) => {
      const url = new URL(response.url());
      return (
        url.pathname === '/api/gallery/collectables' &&
        !url.searchParams.has('last_hit') &&
        matches(url.searchParams)
      );
    })
    .then(async (response) => (await response.json()).total as number);
}

async function apiTotal(page: Page, query: string): Promise<number> {
  const response = await page.request.get(`/api/gallery/collectables?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).total;
}

test('search by keyword from the navbar: the URL and the count follow', async ({ page }) => {
  await page.goto('/collectables');
  await expect(tiles(page).first()).toBeVisible();
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
  await search.fill('dollar');
  await search.press('Enter');
  await expect(page).toHaveURL(/[?&]q=dollar(&|$)/);
  const expected = await apiTotal(page, 'q=dollar');
  expect(expected).toBeGreaterThan(0);
  expect(expected).toBeLessThan(await apiTotal(page, ''));
  await expect(count(page)).toHaveText(`${expected} ${expected === 1 ? 'item' : 'items'}`);
  // the results say what they were searched for
  await expect(page.getByRole('main').getByText('Results for “dollar”')).toBeVisible();
  // the tile's link is named by its whole title (the tile shows it cut to fit its column)
  await expect(tiles(page).first().getByRole('link').first()).toHaveAccessibleName(/dollar/i);
});

test('the navbar typeahead suggests listings too: a chosen one opens its pane, a chosen category filters', async ({
  page,
}) => {
  await page.goto('/collectables');
  await expect(tiles(page).first()).toBeVisible();
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
  // typed as a person types: the list opens from the third character
  await search.click();
  await search.pressSequentially('dollar');
  // the first listings the search of the keywords finds, in its order
  const first = (await (await page.request.get('/api/gallery/collectables?q=dollar')).json()).results[0];
  const suggestion = page.getByRole('group', { name: 'Listings' }).getByRole('option').first();
  await expect(suggestion).toContainText(first.title);
  await suggestion.click();
  // its pane, in its own gallery: the URL its tile's link has
  await expect(page).toHaveURL(
    new RegExp(`/collectables/${first.section_slug}/.*/0${first.id}-${first.name_slug}$`),
  );
  await expect(page.getByRole('heading', { level: 2, name: first.title })).toBeVisible();
  await expect(search).toHaveValue('');

  // a category: the gallery filters by it, and the box clears
  await search.click();
  await search.pressSequentially('coins');
  const category = page.getByRole('group', { name: 'Categories' }).getByRole('option').first();
  await expect(category).toBeVisible();
  await category.click();
  await expect(page).toHaveURL(/[?&]category=[a-z0-9-]+(&|$)/);
  await expect(search).toHaveValue('');
  await expect(search).toHaveAttribute('aria-expanded', 'false');
});

test('filter by type and category, sort by price', async ({ page }) => {
  await page.goto('/collectables');
  await expect(tiles(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'For Sale', exact: true }).click();
  await expect(page).toHaveURL(/[?&]for_sale=1/);

  const panel = page.getByRole('region', { name: 'Categories' });
  const category = panel.getByRole('button').first();
  const categoryName = (await category.textContent())?.trim() ?? '';
  const fetched = galleryTotalFetched(
    page,
    (query) => query.get('for_sale') === '1' && query.has('category') && !query.has('sort'),
  );
  await category.click();
  await expect(page).toHaveURL(/[?&]category=/);
  const query = new URL(page.url()).searchParams;
  // the count is the filtered gallery's total, as the page fetched it
  const expected = await fetched;
  expect(expected).toBeGreaterThan(0);
  await expect(count(page)).toHaveText(`${expected} ${expected === 1 ? 'item' : 'items'}`);
  await expect(tiles(page).first()).toContainText(categoryName);

  await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/[?&]sort=price(&|$)/);
  await expect(tiles(page).first()).toBeVisible();
  const prices = await grid(page)
    .locator('.trove-tile__amount')
    .evaluateAll((nodes) => nodes.map((node) => Number(node.textContent?.replace(/[^\d.]/g, ''))));
  expect(prices.length).toBeGreaterThan(1);
  // prices in several currencies order by their value in the default currency (GET /api/currency/'s
  // rates), so the shown amounts follow the API's order and that order rises once converted
  const { rates } = await (await page.request.get('/api/currency/')).json();
  const sorted = await (
    await page.request.get(`/api/gallery/collectables?${query.toString()}&sort=price`)
  ).json();
  const listed = (sorted.results as { price: number | string; currency: string }[]).slice(0, prices.length);
  expect(prices).toEqual(listed.map((tile) => Number(tile.price)));
  const converted = listed.map((tile) => Number(tile.price) * (rates[tile.currency] ?? 1));
  expect(converted).toEqual([...converted].sort((a, b) => a - b));
});

test('six columns are offered only where a title of 13 characters fits, as the window is resized', async ({
  page,
}) => {
  const modes = page.getByRole('radiogroup', { name: /columns/i }).getByRole('radio');
  const six = page.getByRole('radio', { name: '6 columns' });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/collectables/coins');
  await expect(tiles(page).first()).toBeVisible();
  await expect(six).toBeVisible();
  // a tablet's width: six tiles of a row would cut a 13-character title
  await page.setViewportSize({ width: 800, height: 900 });
  await expect(six).toHaveCount(0);
  await expect(modes).toHaveCount(2);
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(six).toBeVisible();
  await six.click();
  await expect(six).toHaveAttribute('aria-checked', 'true');
});

test('scroll to the end of a gallery: every page loads, then the end footer shows', async ({ page }) => {
  // a gallery a few pages long
  const fetched = galleryTotalFetched(page, (query) => query.get('sold') === '1');
  await page.goto('/collectables?sold=1');
  const total = await fetched;
  expect(total).toBeGreaterThan(22);
  await expect(tiles(page).first()).toBeVisible();
  const end = page.getByText('You have reached the end of the gallery');
  for (let step = 0; step < 60 && !(await end.isVisible()); step++) {
    await page.mouse.wheel(0, 1200);
    await page.waitForTimeout(150);
  }
  await expect(end).toBeVisible();
  // the count is the gallery's total, as the page fetched it
  await expect(count(page)).toHaveText(`${total} items`);
});

test('open an item in place, close it back at its tile; reload with it open; back closes it', async ({
  page,
}) => {
  await page.goto('/collectables');
  await expect(tiles(page).first()).toBeVisible();
  // well down the list
  for (let step = 0; step < 4; step++) {
    await page.mouse.wheel(0, 1000);
    await page.waitForTimeout(200);
  }
  // the first tile below the sticky header, brought wholly into view (its top 100 px down the
  // window: a row of tiles, with a lot's or an event's facts, may be taller than what is left of
  // the window wherever the wheel stopped)
  const href = await grid(page)
    .getByRole('link')
    .evaluateAll(
      (nodes) =>
        nodes
          .find((node) => {
            const box = node.getBoundingClientRect();
            return box.height > 0 && box.top >= 80;
          })
          ?.getAttribute('href') ?? '',
    );
  expect(href).toMatch(/\/0\d+-[a-z0-9-]+$/);
  const link = grid(page).locator(`a[href="${href}"]`);
  await link.evaluate((node) =>
    window.scrollTo({ top: window.scrollY + node.getBoundingClientRect().top - 100 }),
  );
  await expect(link).toBeInViewport({ ratio: 1 });
  // virtua turns pointer events off while the window scrolls: the click waits until they are back
  await expect.poll(() => link.evaluate((node) => getComputedStyle(node).pointerEvents)).not.toBe('none');
  const title = (await link.locator('.trove-tile__title').textContent())?.trim() ?? '';
  // the pane opens over the gallery shown: its URL is this gallery's plus the listing's raw id
  const rawId = href.split('/').at(-1) ?? '';
  const itemUrl = new RegExp(`/collectables/${rawId}$`);
  const scrolledTo = await page.evaluate(() => window.scrollY);
  await link.click();

  await expect(page).toHaveURL(itemUrl);
  const pane = page.getByRole('heading', { level: 2, name: title });
  await expect(pane).toBeVisible();
  // the page's title is the listing's
  await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `));

  // Close: the list again, scrolled back to the tile
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/collectables$/);
  await expect(pane).toHaveCount(0);
  await expect(grid(page).locator(`a[href="${href}"]`)).toBeInViewport();
  const { scrollY, innerHeight } = await page.evaluate(() => ({
    scrollY: window.scrollY,
    innerHeight: window.innerHeight,
  }));
  expect(Math.abs(scrollY - scrolledTo)).toBeLessThan(innerHeight / 2);

  // back: the listing open again, from the URL; a reload keeps it open
  await page.goBack();
  await expect(page).toHaveURL(itemUrl);
  await expect(pane).toBeVisible();
  await page.reload();
  await expect(pane).toBeVisible();
  // back once more: the gallery without it
  await page.goBack();
  await expect(page).toHaveURL(/\/collectables$/);
  await expect(tiles(page).first()).toBeVisible();
  await expect(pane).toHaveCount(0);
});

test('a listing that is gone shows the Not Found warning and stays on the gallery', async ({ page }) => {
  await page.goto('/collectables/0999999999-gone');
  await expect(page.getByText('Sorry that item is not available right now.')).toBeVisible();
  await expect(page.getByText('Not Found', { exact: true })).toBeVisible();
  await expect(tiles(page).first()).toBeVisible();
});

test('signed in: save the search, see it highlighted, rename it, delete it', async ({ page }) => {
  await page.goto('/login');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email', { exact: true }).fill('member@demo.trove.test');
  await dialog.getByLabel('Password', { exact: true }).fill('Trove-demo-2026');
  await dialog.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/collectables?q=coin&for_sale=1');
  const panel = page.getByRole('region', { name: 'Saved Searches' });
  const name = `Coins for sale ${Date.now().toString(36)}`;
  const saveForm = panel.getByRole('form', { name: 'Save this search' });
  await expect(saveForm.getByLabel('Name')).toHaveValue('coin');
  await saveForm.getByLabel('Name').fill(name);
  await saveForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Search saved')).toBeVisible();

  const item = panel.getByRole('listitem').filter({ hasText: name });
  await expect(item).toHaveAttribute('data-new', '');
  await expect(item.getByText('New', { exact: true })).toBeVisible();
  // the highlight lasts 2000 ms
  await expect(item).not.toHaveAttribute('data-new', { timeout: 5000 });

  const renamed = `${name} renamed`;
  await item.getByRole('button', { name: `Edit ${name}` }).click();
  const editForm = item.getByRole('form');
  await editForm.getByLabel('Name').fill(renamed);
  await editForm.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Search updated')).toBeVisible();
  const renamedItem = panel.getByRole('listitem').filter({ hasText: renamed });
  await expect(renamedItem).toBeVisible();

  // opening it shows its gallery
  await page.goto('/collectables');
  await panel.getByRole('button', { name: renamed, exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=coin/);
  await expect(page).toHaveURL(/[?&]for_sale=1/);

  await renamedItem.getByRole('button', { name: `Edit ${renamed}` }).click();
  await renamedItem.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Search deleted.')).toBeVisible();
  await expect(panel.getByRole('listitem').filter({ hasText: renamed })).toHaveCount(0);
});

test("a listing's preview link opens it without signing in; a wrong token goes to the invalid-token page", async ({
  page,
  request,
}) => {
  const login = await request.post('/api/auth/login/', {
    data: { email: 'admin@demo.trove.test', password: 'Trove-demo-2026' },
  });
  expect(login.ok()).toBe(true);
  const { auth_token: token } = await login.json();
  const [tile] = (await (await request.get('/api/gallery/collectables')).json()).results;
  const detail = await request.get(`/api/gallery/item/${tile.item_type.toLowerCase()}/${tile.id}`, {
    headers: { Authorization: `Token ${token}` },
  });
  const { preview_url: previewUrl, title } = await detail.json();
  expect(previewUrl).toMatch(new RegExp(`^/preview/${tile.id}/[A-Za-z0-9_-]+$`));

  await page.goto(previewUrl);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();

  await page.goto(`/preview/${tile.id}/not-the-token`);
  await expect(page).toHaveURL(/\/auth\/invalid-token$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This token looks invalid');
});
