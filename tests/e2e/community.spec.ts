import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { clickInGallery } from './support/gallery';
import { linkFromOutbox } from './support/outbox';
import { apiToken, MEMBER, PASSWORD, signedInPage } from './support/signedIn';

const MODERATED = 'newmember@demo.trove.test';
const ADMIN = 'admin@demo.trove.test';

// Issue 15: likes, comments, follows, the watchlist, sharing and reports, as member@ and as a
// signed-out visitor. The member's steps share one server's state (likes, the watchlist), so they
// run in order.
test.describe.configure({ mode: 'serial' });

interface Listing {
  id: number;
  title: string;
  internal_url: string;
  item_type: string;
  can_open: boolean;
}

/** Openable listings of a section of the demo catalogue (the first page). */
async function listings(request: APIRequestContext, path: string, itemType: string): Promise<Listing[]> {
  const response = await request.get(`/api/gallery/${path}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { results: Listing[] };
  return body.results.filter((tile) => tile.item_type === itemType && tile.can_open);
}

const pane = (page: Page) => page.locator('[data-trove-pane]');

async function likeCount(request: APIRequestContext, id: number): Promise<number> {
  const response = await request.get(`/api/gallery/item/item/${id}`);
  return ((await response.json()) as { like_count: number }).like_count;
}

test('member@ likes an item, comments on it, watches two items, sees exactly them under Watchlist, unwatches one and reports a listing', async ({
  browser,
  request,
}) => {
  const items = (await listings(request, 'collectables', 'ITEM')).slice(-4);
  const [liked, other] = items;
  if (!liked || !other) throw new Error('the demo catalogue has too few items');
  const page = await signedInPage(browser, request);

  // likes: the count moves, and survives a reload (from an item the member does not like yet)
  const headers = { Authorization: `Token ${await apiToken(request)}` };
  const mine = await (await request.get(`/api/gallery/item/item/${liked.id}`, { headers })).json();
  if (mine.liked) await request.post(`/api/items/${liked.id}/like/`, { headers });
  const before = await likeCount(request, liked.id);
  await page.goto(liked.internal_url);
  await expect(pane(page).getByRole('heading', { name: liked.title }).first()).toBeVisible();
  await pane(page)
    .getByRole('button', { name: /^Like / })
    .click();
  const likedButton = pane(page).getByRole('button', { name: `Like ${before + 1} Likes` });
  await expect(likedButton).toHaveAttribute('aria-pressed', 'true');
  await expect(likedButton).toBeEnabled();
  await page.reload();
  await expect(pane(page).getByRole('button', { name: `Like ${before + 1} Likes` })).toBeVisible();
  expect(await likeCount(request, liked.id)).toBe(before + 1);

  // comments: Enter sends it, it shows at the top
  const text = `A fine piece ${Date.now()}`;
  const comments = pane(page).getByRole('region', { name: 'Comments' });
  await comments.getByRole('textbox', { name: 'Add a comment' }).fill(text);
  await comments.getByRole('textbox', { name: 'Add a comment' }).press('Enter');
  await expect(comments.getByRole('listitem').first()).toContainText(text);
  await page.reload();
  await expect(
    pane(page).getByRole('region', { name: 'Comments' }).getByRole('listitem').first(),
  ).toContainText(text);

  // the watchlist: two items watched, exactly them under Watchlist
  for (const item of [liked, other]) {
    await page.goto(item.internal_url);
    await pane(page).getByRole('button', { name: 'Watch', exact: true }).click();
    await expect(pane(page).getByRole('button', { name: 'Watching' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(pane(page).getByRole('button', { name: 'Watching' })).toBeEnabled();
  }
  await page.getByRole('link', { name: 'Watchlist' }).first().click();
  await expect(page).toHaveURL(/key=watchlist/);
  await expect(page.getByRole('heading', { name: 'Your Watchlist' }).first()).toBeVisible();
  const tiles = page.locator('.trove-tile__link');
  await expect(tiles).toHaveCount(2);
  await expect(page.locator('.trove-tiles, main')).toContainText(liked.title.slice(0, 12));
  await expect(page.locator('.trove-tiles, main')).toContainText(other.title.slice(0, 12));

  // unwatching one leaves the other
  await page.goto(liked.internal_url);
  await pane(page).getByRole('button', { name: 'Watching' }).click();
  await expect(pane(page).getByRole('button', { name: 'Watch', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(pane(page).getByRole('button', { name: 'Watch', exact: true })).toBeEnabled();
  await page.goto('/collectables?key=watchlist');
  await expect(page.locator('.trove-tile__link')).toHaveCount(1);
  await expect(page.locator('main')).toContainText(other.title.slice(0, 12));

  // reports: the pane's Report link opens the modal; sent, it says so and closes
  await page.goto(liked.internal_url);
  await pane(page).getByRole('link', { name: 'Report this listing' }).click();
  await expect(page).toHaveURL(new RegExp(`/watchdog\\?item=${liked.id}`));
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox').first().check();
  await dialog.getByRole('textbox', { name: 'Tell us more' }).fill('Looks like a replica');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Watchdog submission created.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.context().close();
});

/** The gallery tile of a listing, by its link (drawn: among the first rows). */
const tileOf = (page: Page, listing: Listing) =>
  page
    .locator('.trove-tile')
    .filter({ has: page.locator(`a[href^="${new URL(listing.internal_url, 'http://x').pathname}"]`) });

test("member@ watches an item from its tile, finds it under Watchlist and the pane's Watch agrees; signed out, the tile's toggle goes to log in and back", async ({
  browser,
  request,
}) => {
  const all = await listings(request, 'collectables', 'ITEM');
  const watched = all[0];
  if (!watched) throw new Error('the demo catalogue has no item');
  // from a watchlist without it (the test above leaves one item watched)
  const headers = { Authorization: `Token ${await apiToken(request)}` };
  const [watchlist] = await (await request.get('/api/searches/?name=watchlist', { headers })).json();
  if (watchlist?.params?.items?.includes(watched.id)) {
    await request.put(`/api/searches/${watchlist.id}/`, {
      headers,
      data: {
        name: 'watchlist',
        params: { items: watchlist.params.items.filter((id: number) => id !== watched.id) },
      },
    });
  }
  const before: number[] = (watchlist?.params?.items ?? []).filter((id: number) => id !== watched.id);
  const page = await signedInPage(browser, request);
  await page.goto('/collectables');
  const toggle = tileOf(page, watched).getByRole('button', { name: 'Watch' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(toggle).toBeEnabled();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle).toBeEnabled();
  // a click on the toggle opened nothing; the tile's pane then says Watching: one watchlist
  await expect(pane(page)).toHaveCount(0);
  await clickInGallery(tileOf(page, watched).locator('.trove-tile__link'));
  await expect(pane(page).getByRole('button', { name: 'Watching' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('link', { name: 'Watchlist' }).first().click();
  await expect(page).toHaveURL(/key=watchlist/);
  await expect(page.locator('.trove-tile__link')).toHaveCount(before.length + 1);
  const listed = tileOf(page, watched);
  await expect(listed).toHaveCount(1);
  await expect(listed.getByRole('button', { name: 'Watch' })).toHaveAttribute('aria-pressed', 'true');
  // unwatched from its tile there, it leaves the watchlist
  await listed.getByRole('button', { name: 'Watch' }).click();
  await expect(page.locator('.trove-tile__link')).toHaveCount(before.length);
  await page.context().close();

  // signed out, the tile's toggle goes to log in, and back to the gallery
  const visitor = await browser.newPage();
  await visitor.goto('/collectables');
  await tileOf(visitor, watched).getByRole('button', { name: 'Watch' }).click();
  await expect(visitor).toHaveURL(/\/login\?/);
  expect(new URL(visitor.url()).searchParams.get('redirect')).toBe('/collectables');
  await visitor.close();
});

test('member@ follows an organisation, and it stays followed after a reload', async ({
  browser,
  request,
}) => {
  const [organisation] = await listings(request, 'collectables/directory', 'ORGANISATION');
  if (!organisation) throw new Error('the demo directory has no organisation');
  const page = await signedInPage(browser, request);
  await page.goto(organisation.internal_url);
  const follow = pane(page).getByRole('button', { name: 'Follow', exact: true });
  await follow.click();
  await expect(pane(page).getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
  await expect(pane(page).getByRole('button', { name: 'Following' })).toBeEnabled();
  await page.reload();
  await expect(pane(page).getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
  // unfollowed again, so the demo member is as it was
  await pane(page).getByRole('button', { name: 'Following' }).click();
  await expect(pane(page).getByRole('button', { name: 'Follow', exact: true })).toBeEnabled();
  await page.context().close();
});

test('a signed-out visitor choosing Like, Watch or Share is sent to log in and back to the item', async ({
  page,
  request,
}) => {
  const [item] = (await listings(request, 'collectables', 'ITEM')).slice(-1);
  if (!item) throw new Error('the demo catalogue has no item');
  const choices = [
    () => pane(page).getByRole('button', { name: /^Like / }),
    () => pane(page).getByRole('button', { name: 'Watch', exact: true }),
    () => pane(page).getByRole('button', { name: 'Share on Facebook' }),
  ];
  for (const choice of choices) {
    await page.goto(item.internal_url);
    await expect(pane(page).getByRole('link', { name: 'Log in to like or comment' })).toBeVisible();
    await choice().click();
    await expect(page).toHaveURL(/\/login\?/);
    const redirect = new URL(page.url()).searchParams.get('redirect');
    expect(redirect).toBe(
      new URL(item.internal_url, page.url()).pathname + new URL(item.internal_url, page.url()).search,
    );
  }
  // and logging in brings the visitor back to it
  const login = page.getByRole('dialog');
  await login.getByLabel('Email', { exact: true }).fill(MEMBER);
  await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(new RegExp(`${item.internal_url.replace(/[?]/g, '\\?')}$`));
  await expect(pane(page).getByRole('button', { name: /^Like / })).toBeVisible();
});

test("a member of an approval group comments; it is held, and the moderator's emailed link approves it", async ({
  browser,
  request,
}) => {
  const [item] = (await listings(request, 'collectables', 'ITEM')).slice(-2);
  if (!item) throw new Error('the demo catalogue has no item');
  const login = await request.post('/api/auth/login/', { data: { email: MODERATED, password: PASSWORD } });
  expect(login.ok()).toBe(true);
  const token = (await login.json()).auth_token as string;
  const context = await browser.newContext();
  await context.addInitScript((value) => window.localStorage.setItem('trove:token', value), token);
  const page = await context.newPage();

  // the seeded held comment's link was mailed at start: the new comment's link is another
  const approvePath = '/moderation/approve/comment/';
  const seededLink = await linkFromOutbox(request, ADMIN, approvePath);
  await page.goto(item.internal_url);
  const text = `Held for a moderator ${Date.now()}`;
  const comments = pane(page).getByRole('region', { name: 'Comments' });
  await comments.getByRole('textbox', { name: 'Add a comment' }).fill(text);
  await comments.getByRole('textbox', { name: 'Add a comment' }).press('Enter');
  // the warning is a toast (§8): title Approval required
  await expect(page.getByText('Approval required')).toBeVisible();
  await expect(page.getByText('Your comment has been sent for moderation')).toBeVisible();
  // held: nobody sees it yet
  const before = await (await request.get(`/api/comments/items/${item.id}/comment`)).json();
  expect(JSON.stringify(before)).not.toContain(text);

  // the moderator (admin@) is emailed the link; opening it approves the comment and shows the item
  let link = seededLink;
  await expect
    .poll(async () => {
      link = await linkFromOutbox(request, ADMIN, approvePath);
      return link;
    })
    .not.toBe(seededLink);
  const moderator = await browser.newPage();
  await moderator.goto(link);
  await expect(moderator.getByText('Comment approved')).toBeVisible();
  await expect(pane(moderator).getByRole('region', { name: 'Comments' })).toContainText(text);
  // the link is used: a second visit is refused
  await moderator.goto(link);
  await expect(moderator.getByText('Comment approved')).toBeHidden();
  await context.close();
  await moderator.close();
});
