import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signedInPage } from './support/signedIn';

// Issue 11 §4: 85 of the 300 demo listings could not be opened from their own URL (their place was
// read as an item id: a heading, then Sorry an error occurred). Every seeded listing's URL is read
// as the site reads it (core's routeToParams) and its place and detail fetched from the API in the
// server's demoUrls.test.ts; here a listing of every gallery and of every kind (item, event,
// directory entry, one the member may not open) is opened as a shared link is, a fresh page load of
// its `internal_url` in Chromium: 28 page loads prove what loading all 300 did (7 minutes of the
// end-to-end run on the 2-core machine). Loaded side by side in one signed-in context, with images,
// media and fonts not fetched (nothing here looks at them).
// No trace: it records every page load (a 1.5 s load took 6 to 11 s with it), and a failure names
// its listing's URL, which is all it takes to reproduce one.
test.use({ trace: 'off' });

const ERROR = 'Sorry an error occurred';

/** Pages loaded side by side: a page load mostly waits on the server. */
const LANES = 2;
const NOT_FETCHED = new Set(['image', 'media', 'font']);

interface SeededListing {
  title: string;
  url: string;
  can_open: boolean;
  item_type: string;
  gallery: string;
}

/** Every listing of the demo catalogue, through the API's pages. */
async function seededListings(request: APIRequestContext): Promise<SeededListing[]> {
  const listings: SeededListing[] = [];
  let query = '';
  for (let guard = 0; guard < 100; guard += 1) {
    const response = await request.get(`/api/gallery/collectables${query}`);
    expect(response.ok()).toBe(true);
    const body = await response.json();
    for (const tile of body.results as {
      title: string;
      internal_url: string;
      can_open: boolean;
      item_type: string;
      section_slug: string;
      gallery_slug: string | null;
    }[]) {
      listings.push({
        title: tile.title,
        url: tile.internal_url,
        can_open: tile.can_open,
        item_type: tile.item_type,
        gallery: `${tile.section_slug}/${tile.gallery_slug ?? ''}`,
      });
    }
    if (!body.next_params) break;
    query = `?${new URLSearchParams(body.next_params).toString()}`;
  }
  return listings;
}

/**
 * Opens the listing from its link and checks what proves it opened: its pane's heading (or, for a
 * listing above the member's membership, the permission-denied pane naming it), and the gallery of
 * its place behind the pane with its tiles, not the error in their stead.
 */
async function expectOpensFromItsLink(page: Page, listing: SeededListing) {
  await page.goto(listing.url, { waitUntil: 'commit' });
  const pane = page.locator('[data-trove-pane]');
  const heading = listing.can_open ? listing.title : 'Permission denied';
  // the pane's own heading, its first: a lot panel below it may repeat the name (a lot another
  // spec puts up on this item meanwhile, without a lot number, is titled by the item's name)
  await expect
    .soft(pane.getByRole('heading', { name: heading, exact: true }).first(), listing.url)
    .toBeVisible({ timeout: 20_000 });
  if (!listing.can_open) {
    await expect.soft(pane.getByText(listing.title, { exact: true }), listing.url).toBeVisible();
  }
  // the gallery answered (its count), and its tiles render once scrolled to: the list is virtual,
  // so below a long pane (a lot's bid history) it renders no tile until it comes into view
  await expect.soft(page.getByText(/^[\d,]+ items?$/), listing.url).toBeVisible({ timeout: 20_000 });
  await page.getByRole('list', { name: 'Gallery' }).scrollIntoViewIfNeeded();
  await expect.soft(page.locator('.trove-tile').first(), listing.url).toBeAttached({ timeout: 20_000 });
  await expect.soft(page.getByText(ERROR), listing.url).toHaveCount(0);
}

/** The first listing of each gallery, and of each kind and openness not among those. */
function oneOfEach(listings: SeededListing[]): SeededListing[] {
  const chosen = new Map<string, SeededListing>();
  for (const listing of listings) {
    if (!chosen.has(listing.gallery)) chosen.set(listing.gallery, listing);
  }
  const kinds = new Set([...chosen.values()].map((listing) => `${listing.item_type} ${listing.can_open}`));
  for (const listing of listings) {
    const kind = `${listing.item_type} ${listing.can_open}`;
    if (!kinds.has(kind)) {
      kinds.add(kind);
      chosen.set(listing.url, listing);
    }
  }
  return [...chosen.values()];
}

test('a seeded listing of every gallery and every kind opens from a direct link without an error', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const listings = await seededListings(request);
  expect(listings.length).toBeGreaterThanOrEqual(300);
  const sample = oneOfEach(listings);
  // every kind of listing the demo has, among them one the member may not open
  expect(new Set(sample.map((listing) => listing.item_type))).toEqual(
    new Set(['ITEM', 'EVENT', 'ORGANISATION']),
  );
  expect(sample.some((listing) => !listing.can_open)).toBe(true);
  // signed in: a visitor's 21st page would be the become-a-member pitch (spec), not the listing
  const context = (await signedInPage(browser, request)).context();
  await context.route('**/*', (route) =>
    NOT_FETCHED.has(route.request().resourceType()) ? route.abort() : route.fallback(),
  );
  await Promise.all(
    Array.from({ length: LANES }, async (_, lane) => {
      const page = lane === 0 ? (context.pages()[0] as Page) : await context.newPage();
      for (const listing of sample.filter((_, index) => index % LANES === lane)) {
        await expectOpensFromItsLink(page, listing);
      }
    }),
  );
});
