import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { linkFromOutbox } from './support/outbox';
import { PASSWORD } from './support/signedIn';

// Issue 16: selling with listing creation on. collector@ lists an item with two photos, finds it in
// the gallery, duplicates, edits, archives and publishes it, re-lists an expired listing and pays a
// caption's fee with the test card; a member of an approval group is held for the moderator; with
// the flag off the form and its menu item are gone. The flag is the whole site's, so this spec runs
// in a project of its own after the others (playwright.config.ts), its steps in order.
test.describe.configure({ mode: 'serial' });

const COLLECTOR = 'collector@demo.trove.test';
const MODERATED = 'newmember@demo.trove.test';
const ADMIN = 'admin@demo.trove.test';
const TEST_CARD = '4111 1111 1111 1111';

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/auth/login/', { data: { email, password: PASSWORD } });
  expect(response.ok()).toBe(true);
  return (await response.json()).auth_token as string;
}

async function setCreateListing(request: APIRequestContext, on: boolean): Promise<void> {
  const response = await request.patch('/api/settings/', {
    headers: { authorization: `Token ${await tokenOf(request, ADMIN)}` },
    data: { features: { create_listing: on } },
  });
  expect(response.ok()).toBe(true);
}

async function pageOf(browser: Browser, request: APIRequestContext, email: string): Promise<Page> {
  const token = await tokenOf(request, email);
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addInitScript((value) => window.localStorage.setItem('trove:token', value), token);
  return context.newPage();
}

/** Opens the header's member menu, the button named by the member's display name. */
async function openMemberMenu(page: Page, request: APIRequestContext, email: string): Promise<void> {
  const user = await (
    await request.get('/api/auth/user/', {
      headers: { authorization: `Token ${await tokenOf(request, email)}` },
    })
  ).json();
  await page.getByRole('banner').getByRole('button', { name: user.display_name }).click();
}

interface ListingRow {
  id: number;
  name: string;
  status: string;
}

/** The member's listings whose names hold `q`, from the API the dashboard reads. */
async function listingsOf(request: APIRequestContext, email: string, q: string): Promise<ListingRow[]> {
  const response = await request.get(`/api/listings/items/?q=${encodeURIComponent(q)}`, {
    headers: { authorization: `Token ${await tokenOf(request, email)}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { results: ListingRow[] }).results;
}

/** A photo as a collector's camera would give it: a real PNG, drawn and captured by the browser. */
async function photo(page: Page, colour: string, label: string): Promise<Buffer> {
  const shot = await page.context().newPage();
  await shot.setViewportSize({ width: 1200, height: 900 });
  await shot.setContent(
    `<body style="margin:0"><div style="width:1200px;height:900px;display:grid;place-items:center;background:${colour};font:bold 160px serif;color:#fff">${label}</div></body>`,
  );
  const bytes = await shot.screenshot({ type: 'png' });
  await shot.close();
  return bytes;
}

const form = (page: Page) => page.getByRole('dialog', { name: /Create Listing|Edit Listing/ });

/** Chooses where to list: Coins, New Zealand, and a caption (1900 to 1967 is free; Pre-1900 has a fee). */
async function chooseCoinsNewZealand(dialog: Locator, caption = '1900 to 1967'): Promise<void> {
  await dialog.getByLabel('Section').selectOption({ label: 'Coins' });
  await dialog.getByLabel('Gallery').selectOption({ label: 'New Zealand' });
  await dialog.getByLabel('Caption').selectOption({ label: caption });
}

/** Adds a photo through the uploader: its crop step, zoomed in `zoom` steps, then Upload. */
async function addPhoto(dialog: Locator, bytes: Buffer, name: string, count: number) {
  await dialog.locator('input[type="file"]').setInputFiles({ name, mimeType: 'image/png', buffer: bytes });
  const crop = dialog.getByRole('region', { name: 'Crop image' });
  await expect(crop).toBeVisible();
  return {
    crop,
    async upload(zoom?: number) {
      if (zoom !== undefined) {
        // zoomed in with the keyboard, as the slider's arrow keys do: a closer square crop
        const slider = crop.getByRole('slider', { name: 'Zoom' });
        await slider.focus();
        for (let step = 0; step < zoom; step += 1) await slider.press('ArrowRight');
        await expect(slider).not.toHaveValue('1');
      }
      await crop.getByRole('button', { name: 'Upload' }).click();
      await expect(dialog.getByRole('button', { name: `Image ${count}`, exact: true })).toBeVisible();
    },
  };
}

test.beforeAll(async ({ request }) => {
  await setCreateListing(request, true);
});

test('collector@ lists a coin with two photos, finds it in the gallery, duplicates it, edits its price, archives and publishes it', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const title = `Gold Sovereign 1911 ${Date.now()}`;
  const page = await pageOf(browser, request, COLLECTOR);
  await page.goto('/collectables');

  // the menu's Create Listing opens the form over the gallery
  await openMemberMenu(page, request, COLLECTOR);
  await page.getByRole('menuitem', { name: 'Create Listing' }).click();
  await expect(page).toHaveURL(/\/add$/);
  const dialog = form(page);
  await expect(dialog).toBeVisible();

  await chooseCoinsNewZealand(dialog);
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel('Description').fill('A sovereign of George V, struck in Melbourne, lightly toned.');
  await dialog.getByLabel('Price', { exact: true }).fill('650');

  // two photos: the first cropped closer (zoomed in), the second as it is
  const first = await addPhoto(dialog, await photo(page, '#8a6d1d', 'OBV'), 'obverse side.png', 1);
  await first.upload(5);
  const second = await addPhoto(dialog, await photo(page, '#1d4f8a', 'REV'), 'reverse.png', 2);
  await second.upload();

  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Item added')).toBeVisible();
  const [listed] = await listingsOf(request, COLLECTOR, title);
  if (!listed) throw new Error('the new listing is not among the collector’s listings');
  expect(listed.status).toBe('active');

  // in the gallery with its thumbnails (both photos, the sanitised names under images/)
  const detail = await (await request.get(`/api/gallery/item/item/${listed.id}`)).json();
  expect(detail.images).toHaveLength(2);
  await page.goto(`/collectables/coins/new-zealand?q=${encodeURIComponent(title)}`);
  const tile = page.getByRole('link', { name: title }).first();
  await expect(tile).toBeVisible();
  const thumbnail = page.locator('img[srcset]').first();
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);

  // duplicate from the dashboard: the form holds the listing's values; Create makes a second one
  await page.goto(`/listings?q=${encodeURIComponent(title)}`);
  const row = page.getByRole('row', { name: new RegExp(title) }).first();
  await row
    .getByRole('button', { name: 'Duplicate' })
    .or(row.getByRole('link', { name: 'Duplicate' }))
    .click();
  await expect(page).toHaveURL(new RegExp(`/add\\?id=${listed.id}`));
  await expect(form(page).getByLabel('Title', { exact: true })).toHaveValue(title);
  await form(page).getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Item added')).toBeVisible();
  await expect.poll(async () => (await listingsOf(request, COLLECTOR, title)).length).toBe(2);

  // edit the price: Save and close says Item updated, and the price is saved
  await page.goto(`/edit/${listed.id}`);
  await form(page).getByLabel('Price', { exact: true }).fill('720');
  await form(page).getByRole('button', { name: 'Save and close' }).click();
  await expect(page.getByText('Item updated')).toBeVisible();
  const headers = { authorization: `Token ${await tokenOf(request, COLLECTOR)}` };
  await expect
    .poll(async () => (await (await request.get(`/api/items/${listed.id}/`, { headers })).json()).price)
    .toMatch(/^720(\.0+)?$/);

  // archive one copy, then publish it again, from the dashboard's rows (an archived row shows
  // the name without a link)
  await page.goto(`/listings?q=${encodeURIComponent(title)}`);
  const rows = (status: string) => page.locator(`tr[data-status="${status}"]`, { hasText: title });
  await expect(rows('active')).toHaveCount(2);
  await rows('active').first().getByRole('button', { name: 'Archive' }).click();
  await expect(rows('archived')).toHaveCount(1);
  await expect(rows('archived').getByRole('link', { name: title, exact: true })).toHaveCount(0);
  await rows('archived').getByRole('button', { name: 'Publish' }).click();
  await expect(rows('active')).toHaveCount(2);
  await expect
    .poll(async () => (await listingsOf(request, COLLECTOR, title)).map((one) => one.status))
    .toEqual(['active', 'active']);
  await page.context().close();
});

test('collector@ re-lists an expired listing, paying its caption’s fee with the test card; the row is highlighted', async ({
  browser,
  request,
}) => {
  const page = await pageOf(browser, request, COLLECTOR);
  const name = '1879 Half Crown';
  await page.goto(`/listings?q=${encodeURIComponent(name)}`);
  const row = page.locator('tr[data-status="expired"]', { hasText: name }).first();
  await row.getByRole('button', { name: 'Re-list' }).click();
  const modal = page.getByRole('dialog', { name: 'Re-list' });
  await expect(modal).toContainText('4.50');
  await modal.getByLabel('Card number').fill(TEST_CARD);
  await modal.getByLabel('Expiry (MM/YY)').fill('12/30');
  await modal.getByLabel('CVV').fill('123');
  await modal.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByText('Item has been re-listed')).toBeVisible();
  const relisted = page.locator('tr', { hasText: name }).first();
  await expect(relisted).toHaveAttribute('data-status', 'active');
  await expect(relisted).toHaveClass(/trove-listings__row--highlight/);
  await page.context().close();
});

test('a listing in a caption with a fee asks for payment, and the test card pays it', async ({
  browser,
  request,
}) => {
  const title = `Rare Florin 1890 ${Date.now()}`;
  const page = await pageOf(browser, request, COLLECTOR);
  await page.goto('/add');
  const dialog = form(page);
  await chooseCoinsNewZealand(dialog, 'Pre-1900');
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel('Description').fill('A florin of Victoria, well circulated.');
  const image = await addPhoto(dialog, await photo(page, '#6b4226', 'FL'), 'florin.png', 1);
  await image.upload();
  await expect(dialog).toContainText('4.50');
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  // the paying step: Back returns to the form with its values, then pay with the test card
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue(title);
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  await dialog.getByLabel('Card number').fill(TEST_CARD);
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/30');
  await dialog.getByLabel('CVV').fill('123');
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page.getByText('Item added')).toBeVisible();
  const [paid] = await listingsOf(request, COLLECTOR, title);
  expect(paid?.status).toBe('active');
  await page.context().close();
});

test('a member of an approval group is told Item submitted for moderation, and the moderator’s link publishes it', async ({
  browser,
  request,
}) => {
  const title = `Commemorative Crown ${Date.now()}`;
  const page = await pageOf(browser, request, MODERATED);
  await page.goto('/add');
  const dialog = form(page);
  await chooseCoinsNewZealand(dialog);
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel('Description').fill('A crown for the royal visit, in its case.');
  const image = await addPhoto(dialog, await photo(page, '#444', 'CR'), 'crown.png', 1);
  await image.upload();
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Item submitted for moderation')).toBeVisible();
  const [held] = await listingsOf(request, MODERATED, title);
  if (!held) throw new Error('the held listing is not among the member’s listings');
  expect((await request.get(`/api/gallery/item/item/${held.id}`)).status()).not.toBe(200);

  // the moderator (admin@) is emailed the link; opening it publishes the listing
  const link = await linkFromOutbox(request, ADMIN, `/moderation/\\d+/approve/item/${held.id}/`);
  const moderator = await pageOf(browser, request, ADMIN);
  await moderator.goto(link);
  await expect(moderator.getByText('Item approved')).toBeVisible();
  await expect.poll(async () => (await request.get(`/api/gallery/item/item/${held.id}`)).status()).toBe(200);
  await page.context().close();
  await moderator.context().close();
});

test('with create_listing off, /add is not found and the menu has no Create Listing', async ({
  browser,
  request,
}) => {
  await setCreateListing(request, false);
  const page = await pageOf(browser, request, COLLECTOR);
  await page.goto('/add');
  await expect(page.getByRole('heading', { name: "Oops, the page can't be found" })).toBeVisible();
  await expect(form(page)).toHaveCount(0);
  await page.goto('/collectables');
  await openMemberMenu(page, request, COLLECTOR);
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Create Listing' })).toHaveCount(0);
  await page.context().close();
});
