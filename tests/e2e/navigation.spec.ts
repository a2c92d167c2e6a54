import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  type TestInfo,
  test,
} from '@playwright/test';
import { apiToken, signedInPage } from './support/signedIn';

// Issue 14, find your way: every section is reachable from the header, on a phone (the menu drawer)
// and on a desktop (the row of sections), and the header fits a phone without sideways scrolling.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

interface Section {
  name: string;
  path: string;
}

interface Node {
  name: string;
  slug: string;
  item_type: string;
}
type OrderedMap<T> = { _order: string[] } & Record<string, T>;
type SectionNode = Node & { galleries: OrderedMap<Node> };

const nodes = <T>(map: OrderedMap<T>): T[] => map._order.map((key) => map[key] as T);

/** The sections the header should reach, read from the API: Collectables' sections, then the events' Auctions. */
async function sectionsFromApi(request: APIRequestContext): Promise<Section[]> {
  const tree = await (await request.get('/api/niches/readable/')).json();
  const sections = nodes<SectionNode>(tree.collectables.sections);
  const events = sections.find((section) => section.item_type === 'EVENT');
  const auctions = events && nodes(events.galleries).find((gallery) => gallery.slug === 'auctions');
  expect(auctions, 'the demo catalogue has an Auctions gallery of events').toBeDefined();
  return [
    ...sections.map((section) => ({ name: section.name, path: `/collectables/${section.slug}` })),
    ...(events && auctions
      ? [{ name: auctions.name, path: `/collectables/${events.slug}/${auctions.slug}` }]
      : []),
  ];
}

/** The phone's header shows the menu button; the drawer holds the links. The desktop's shows the sections row. */
async function openSections(page: Page, phone: boolean): Promise<Locator> {
  const banner = page.getByRole('banner');
  if (!phone) return banner.getByRole('navigation', { name: 'Sections' });
  await banner.getByRole('button', { name: 'Menu' }).click();
  return page.getByRole('dialog', { name: 'Menu' });
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page is wider than the screen').toBeLessThanOrEqual(0);
}

/** How many lines a link's text takes. */
const linesOf = (link: Locator) =>
  link.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });

async function attachHeader(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, {
    body: await page.getByRole('banner').screenshot(),
    contentType: 'image/png',
  });
}

/** Follows each section's link from the header and checks the gallery shows that section. */
async function visitEachSection(page: Page, sections: readonly Section[], phone: boolean) {
  for (const section of sections) {
    const links = await openSections(page, phone);
    await links.getByRole('link', { name: section.name, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === section.path);
    // (the gallery's page has a second, visually hidden h1 of the same name for screen readers)
    await expect(
      page.getByRole('heading', { level: 1, name: section.name, exact: true }).first(),
    ).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
    if (!phone) {
      const row = page.getByRole('banner').getByRole('navigation', { name: 'Sections' });
      await expect(row.locator('li[aria-current="page"]')).toHaveText(section.name);
    }
  }
}

for (const [label, viewport] of [
  ['390x844', PHONE],
  ['1366x900', DESKTOP],
] as const) {
  const phone = viewport === PHONE;

  test.describe(`the header at ${label}`, () => {
    test.use({ viewport });

    test('signed out: it fits, and reaches every section', async ({ page, request }, testInfo) => {
      test.setTimeout(120_000);
      const sections = await sectionsFromApi(request);
      await page.goto('/collectables');
      const banner = page.getByRole('banner');
      const join = banner.getByRole('link', { name: 'Join for FREE' });
      const login = banner.getByRole('link', { name: 'Log In' });
      await expect(login).toBeVisible();
      await expect(page.locator('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
      if (!phone) {
        await expect(banner.getByRole('navigation', { name: 'Sections' }).getByRole('link')).toHaveCount(
          sections.length,
        );
      }
      await attachHeader(page, testInfo, `gallery header, signed out, ${label}`);

      expect(await linesOf(join), 'Join for FREE on one line').toBe(1);
      expect(await linesOf(login), 'Log In on one line').toBe(1);
      const search = banner.getByRole('combobox').or(banner.getByRole('searchbox')).first();
      const box = await search.boundingBox();
      expect(box?.width ?? 0, 'the search box is wide enough to type in').toBeGreaterThan(phone ? 250 : 400);
      await expectNoSidewaysScroll(page);
      // the sections row is the desktop's; the menu button the phone's
      await expect(banner.getByRole('button', { name: 'Menu' })).toBeVisible({ visible: phone });
      await expect(banner.getByRole('navigation', { name: 'Sections' })).toBeVisible({ visible: !phone });

      // sticky: scrolled down the gallery, the header is still at the top
      await page.mouse.wheel(0, 1500);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
      expect((await banner.boundingBox())?.y).toBe(0);

      await visitEachSection(page, sections, phone);
      await expectNoSidewaysScroll(page);
    });

    test('signed in: every section, the account dashboard and My lots', async ({
      browser,
      request,
    }, testInfo) => {
      test.setTimeout(120_000);
      const sections = await sectionsFromApi(request);
      const token = await apiToken(request);
      const user = await (
        await request.get('/api/auth/user/', { headers: { authorization: `Token ${token}` } })
      ).json();
      const member = user.display_name as string;
      const page = await signedInPage(browser, request);
      await page.setViewportSize(viewport);
      await page.goto('/collectables');
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: /^Cart, \d+ items?$/ })).toBeVisible();
      await expect(page.locator('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
      await attachHeader(page, testInfo, `gallery header, signed in, ${label}`);
      await expectNoSidewaysScroll(page);

      await visitEachSection(page, sections, phone);

      const pages = [
        { name: 'Your account', path: '/account', heading: 'Your account' },
        { name: 'My lots', path: '/auctions', heading: 'Auction lots' },
      ];
      for (const target of pages) {
        if (phone) {
          await (await openSections(page, true)).getByRole('link', { name: target.name }).click();
        } else {
          await banner.getByRole('button', { name: member }).click();
          await page.getByRole('menu').getByRole('menuitem', { name: target.name }).click();
        }
        await expect(page).toHaveURL((url) => url.pathname === target.path);
        await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
        await expectNoSidewaysScroll(page);
      }
      await page.context().close();
    });
  });
}
