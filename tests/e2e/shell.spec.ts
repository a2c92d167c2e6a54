import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test.describe('the site shell', () => {
  test('shows the site name from the API in the navbar, with the visitor links', async ({
    page,
    request,
  }) => {
    const settings = await (await request.get('/api/settings/')).json();
    const gallery = await (await request.get('/api/gallery/collectables')).json();
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: settings.site_name, exact: true })).toBeVisible();
    await expect(banner.getByRole('combobox', { name: 'Search' })).toHaveValue('');
    for (const name of ['Watchlist', 'Join for FREE', 'Log In']) {
      await expect(banner.getByRole('link', { name, exact: true })).toBeVisible();
    }
    // the title and description meta name the gallery shown
    await expect(page).toHaveTitle(`${gallery.item.name} | ${settings.site_name}`);
    if (gallery.description[0]) {
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        gallery.description[0],
      );
    }
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });

  test('/not-found says so, with links to the homepage and help', async ({ page }) => {
    await page.goto('/not-found');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Oops, the page can't be found");
    // a short page: the footer sits at the bottom of the window, not in the middle of it
    const footer = await page.getByRole('contentinfo').boundingBox();
    expect(Math.round((footer?.y ?? 0) + (footer?.height ?? 0))).toBe(page.viewportSize()?.height);
    await page.getByRole('link', { name: 'Go to the homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });

  test('an unmatched URL goes to the gallery', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/collectables$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
  });

  test('navbar links navigate inside the app', async ({ page }) => {
    await page.goto('/not-found');
    await page.evaluate(() => {
      (window as { marker?: boolean }).marker = true;
    });
    await page.getByRole('banner').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/collectables$/);
    expect(await page.evaluate(() => (window as { marker?: boolean }).marker)).toBe(true);
  });
});

test.describe('the API beside the site', () => {
  test('/api/settings/ answers the flags of the default configuration', async ({ request }) => {
    const response = await request.get('/api/settings/');
    expect(response.ok()).toBe(true);
    expect(await response.json()).toMatchObject({
      default_currency: 'NZD',
      features: {
        cart: true,
        auctions: true,
        create_listing: false,
        business_registration: false,
        games: false,
        scroll_message: true,
      },
      max_unauthenticated_opens: 20,
    });
  });

  test('/api/docs is a browsable page over the OpenAPI document', async ({ page, request }) => {
    const document = await (await request.get('/api/docs/openapi.json')).json();
    expect(Object.keys(document.paths)).toContain('/api/settings/');
    await page.goto('/api/docs');
    await expect(page.getByText('/api/settings/').first()).toBeVisible();
  });

  test('an unknown /api path is a JSON 404, not the site', async ({ request }) => {
    const response = await request.get('/api/no-such-thing/');
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ detail: 'Not found.' });
  });
});
