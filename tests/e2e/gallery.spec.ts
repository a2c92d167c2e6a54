import { expect, test } from '@playwright/test';

const tiles = (page: import('@playwright/test').Page) =>
  page.getByRole('main').getByRole('list', { name: 'Gallery' }).getByRole('listitem');

test('the gallery shows the seeded catalogue, with thumbnails', async ({ page }) => {
  await page.goto('/collectables');
  await expect(tiles(page).first()).toBeVisible();
  const image = tiles(page).first().getByRole('img');
  await expect(image).toBeVisible();
  // visible as soon as it has its box: then loaded, a real picture (the thumbnail is made on its
  // first request, which took longer than the check on a loaded CI run)
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
});

test('type chips and sort live in the URL: reload keeps them, back restores the previous state', async ({
  page,
}) => {
  await page.goto('/collectables');
  await expect(tiles(page).first()).toBeVisible();

  await page.getByRole('button', { name: 'Sold', exact: true }).click();
  await expect(page).toHaveURL(/[?&]sold=1/);
  await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/[?&]sort=price(&|$)/);
  await expect(tiles(page).first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Sold', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByLabel('Sort by')).toHaveValue('price');

  await page.goBack();
  await expect(page).toHaveURL(/\?sold=1$/);
  await expect(page.getByLabel('Sort by')).not.toHaveValue('price');
});

test('the gallery API pages with a cursor and no tile twice', async ({ request }) => {
  const seen = new Set<number>();
  let query = '';
  for (let page = 0; page < 5; page++) {
    const body = await (await request.get(`/api/gallery/collectables?${query}`)).json();
    expect(body.results.length).toBeLessThanOrEqual(11);
    for (const tile of body.results) {
      expect(seen.has(tile.id)).toBe(false);
      seen.add(tile.id);
    }
    if (!body.next_params) break;
    query = new URLSearchParams(body.next_params).toString();
  }
  expect(seen.size).toBeGreaterThan(11);
});

test('deprecated routes redirect: /gallery/... to the gallery, /item/{id} to the listing, a missing one to not-found', async ({
  page,
  request,
}) => {
  await page.goto('/gallery/collectables/coins?sold=1');
  await expect(page).toHaveURL(/\/collectables\/coins\?sold=1$/);

  const body = await (await request.get('/api/gallery/collectables')).json();
  const tile = body.results.find((result: { item_type: string }) => result.item_type === 'ITEM');
  await page.goto(`/item/${tile.id}`);
  await expect(page).toHaveURL(new RegExp(`${tile.absolute_url}$`));

  await page.goto('/item/999999999');
  await expect(page).toHaveURL(/\/not-found$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Oops, the page can't be found");
});
