import { defaultSiteSettings } from '@trove/core';
import { LISTING_MESSAGES } from '@trove/core/listing';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  captions,
  galleries,
  groups,
  itemModerations,
  items,
  listingPrices,
  listingTransactions,
  niches,
  organisations,
  organisationUsers,
  outbox,
  sections,
  siteSettings,
  sites,
  userGroups,
  users,
} from '../../db/schema';
import { DEMO, injectAs, signIn } from '../../testing/accounts';
import { createTestClock } from '../../testing/testClock';
import { useTestApp } from '../../testing/useTestApp';
import { ARCHIVE_REFUSED, LISTING_CREATION_OFF, PAYMENT_REQUIRED } from './service';
import { createListingStatuses } from './statusJob';

const DAY = 24 * 60 * 60 * 1000;
const clock = createTestClock();

interface Place {
  niche: string;
  section: string;
  gallery: string;
  caption: string;
  ids: { nicheId: number; sectionId: number; galleryId: number; captionId: number };
}

describe('item listings', () => {
  const t = useTestApp({
    catalogue: {},
    deps: { clock },
    signIn: ['member', 'collector', 'dealer', 'auctionHouse', 'admin'],
    timeoutMs: 120_000,
  });
  let place: Place;
  let other: Place;
  /** newmember@ in a group that lists with require_approval; member@ a moderator with change_any_item. */
  let moderated = '';
  let anyItem = '';

  const body = (overrides: Record<string, unknown> = {}, where: Place = place) => ({
    niche: where.niche,
    section: where.section,
    gallery: where.gallery,
    caption: where.caption,
    name: 'Silver Florin 1887',
    description: 'A fine florin.',
    price: '120.00',
    currency: 'NZD',
    tags: ['Silver', 'Victoria'],
    category: { name: 'Coins' },
    external_images: [
      { url: 'https://storage.example/images/7_ab12_florin.jpg', media_type: 'image' },
      { url: 'https://storage.example/images/7_cd34_florin-back.jpg', media_type: 'image' },
    ],
    ...overrides,
  });
  const create = (token: string | undefined, overrides: Record<string, unknown> = {}) =>
    injectAs(t.app, 'POST', '/api/items/', token, body(overrides));

  async function created(token: string, overrides: Record<string, unknown> = {}) {
    const response = await create(token, overrides);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { id: number; status: string; absolute_url: string } & Record<string, unknown>;
  }

  async function setFlag(on: boolean) {
    const value = { ...defaultSiteSettings.features, create_listing: on };
    await t.database.db
      .insert(siteSettings)
      .values({ key: 'features', value })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value } });
  }

  async function placeOf(skip: number): Promise<Place> {
    const [row] = await t.database.db
      .select({
        niche: niches.slug,
        section: sections.slug,
        gallery: galleries.slug,
        caption: captions.slug,
        nicheId: niches.id,
        sectionId: sections.id,
        galleryId: galleries.id,
        captionId: captions.id,
      })
      .from(captions)
      .innerJoin(galleries, eq(galleries.id, captions.galleryId))
      .innerJoin(sections, eq(sections.id, galleries.sectionId))
      .innerJoin(niches, eq(niches.id, sections.nicheId))
      .where(eq(sections.itemType, 'ITEM'))
      .orderBy(asc(captions.id))
      .offset(skip)
      .limit(1);
    if (!row) throw new Error('The demo catalogue has no caption of an item section');
    const { nicheId, sectionId, galleryId, captionId, ...slugs } = row;
    return { ...slugs, ids: { nicheId, sectionId, galleryId, captionId } };
  }

  async function joinGroup(email: string, name: string, permissions: string[]) {
    const db = t.database.db;
    const [group] = await db.insert(groups).values({ name, type: 'I', permissions }).returning();
    const [user] = await db.select().from(users).where(eq(users.email, email));
    await db.insert(userGroups).values({ userId: user?.id ?? 0, groupId: group?.id ?? 0 });
    return signIn(t.app, email);
  }

  /** Whether the gallery of the place shows the listing (newest first). */
  async function inGallery(id: number, where: Place = place): Promise<boolean> {
    const page = await injectAs(
      t.app,
      'GET',
      `/api/gallery/${where.niche}/${where.section}/${where.gallery}?sort=-created_date&size=50`,
    );
    expect(page.statusCode, page.body).toBe(200);
    return page.json().results.some((tile: { id: number }) => tile.id === id);
  }

  const statuses = () => createListingStatuses({ db: t.database.db, clock });

  beforeAll(async () => {
    place = await placeOf(0);
    other = await placeOf(3);
    await setFlag(true);
    moderated = await joinGroup(DEMO.newMember, 'Moderated Collector', [
      'add_item',
      'change_item',
      'add_item_price',
      'change_item_price',
      'require_approval',
    ]);
    anyItem = await joinGroup(DEMO.member, 'Listing Moderator', ['change_item', 'change_any_item']);
  });

  it('needs a member with add_item, canList and the create_listing flag', async () => {
    expect((await create(undefined)).statusCode).toBe(401);
    const plain = await create(t.token('member'));
    expect(plain.statusCode).toBe(403);
    expect(plain.json()).toEqual({ detail: LISTING_MESSAGES.upgradeRequired });

    await setFlag(false);
    const off = await create(t.token('collector'));
    expect(off.statusCode).toBe(403);
    expect(off.json()).toEqual({ detail: LISTING_CREATION_OFF });
    await setFlag(true);

    // canList: the collector's plan allows as many listings a month as made already.
    const db = t.database.db;
    const [collector] = await db.select().from(users).where(eq(users.email, DEMO.collector));
    const [made] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(listingTransactions)
      .where(eq(listingTransactions.userId, collector?.id ?? 0));
    await db
      .update(groups)
      .set({ maxListingsPerMonth: made?.n ?? 0 })
      .where(eq(groups.name, 'Collector'));
    const capped = await create(t.token('collector'));
    expect(capped.statusCode).toBe(403);
    expect(capped.json()).toEqual({ detail: LISTING_MESSAGES.upgradeRequired });
    await db
      .update(groups)
      .set({ maxListingsPerMonth: (made?.n ?? 0) + 1 })
      .where(eq(groups.name, 'Collector'));
    expect((await create(t.token('collector'))).statusCode).toBe(200);
    expect((await create(t.token('collector'))).statusCode).toBe(403);
    await db.update(groups).set({ maxListingsPerMonth: null }).where(eq(groups.name, 'Collector'));
  });

  it('lists an item (200 Item added): active, its first image primary, in the gallery with its thumbnails', async () => {
    const item = await created(t.token('collector'));
    expect(item).toMatchObject({
      name: 'Silver Florin 1887',
      status: 'active',
      price: '120.00',
      tags: ['Silver', 'Victoria'],
      category: { name: 'Coins' },
      niche: place.niche,
      caption: place.caption,
      searchable: true,
      listed: true,
    });
    expect(item.external_images).toMatchObject([
      { url: 'https://storage.example/images/7_ab12_florin.jpg', primary: true, media_type: 'image' },
      { url: 'https://storage.example/images/7_cd34_florin-back.jpg', primary: false },
    ]);
    expect(item.products).toHaveLength(1);
    expect(item.expires).toBe(new Date(clock.now().getTime() + 30 * DAY).toISOString());
    expect(await inGallery(item.id)).toBe(true);
    const detail = await injectAs(t.app, 'GET', `/api/gallery/item/item/${item.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().images[0]).toEqual({
      url: '/thumbnails/7_ab12_florin-1500x1500',
      media_type: 'image',
    });
    expect(detail.json().absolute_url).toBe(item.absolute_url);
  });

  it('refuses a form that breaks §5 with its messages', async () => {
    const token = t.token('collector');
    const noImage = await create(token, { external_images: [] });
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json()).toEqual({ external_images: [LISTING_MESSAGES.imageRequired] });
    const untitled = await create(token, { name: '', category: null });
    expect(untitled.json()).toEqual({ name: [LISTING_MESSAGES.titleOrCategoryRequired] });
    const five = Array.from({ length: 5 }, (_, i) => ({
      url: `https://s.example/images/${i}.jpg`,
      media_type: 'image',
    }));
    expect((await create(token, { external_images: five })).json()).toEqual({
      external_images: [LISTING_MESSAGES.tooManyImages],
    });
    const badPlace = await create(token, { caption: 'no-such-caption' });
    expect(badPlace.statusCode).toBe(400);
    expect(badPlace.json()).toEqual({ caption: [LISTING_MESSAGES.required] });
    const badUrl = await create(t.token('dealer'), { external_url: 'not a url' });
    expect(badUrl.json()).toEqual({ external_url: [LISTING_MESSAGES.invalidUrl] });
    const badVideo = await create(t.token('dealer'), { video_url: 'https://example.com/watch?v=1' });
    expect(badVideo.json()).toEqual({ video_url: [LISTING_MESSAGES.invalidVideoUrl] });
    // Titled by its category when the title is empty.
    const byCategory = await created(token, { name: '', category: { name: 'Tokens' } });
    expect(byCategory.name).toBe('Tokens');
  });

  it('checks the item permissions: URL, video, video URL, price, photo for sale, schedule, organisation', async () => {
    const collector = t.token('collector');
    const dealer = t.token('dealer');
    const url = { external_url: 'https://dealer.example/florin' };
    expect((await create(collector, url)).statusCode).toBe(403);
    expect((await created(dealer, url)).external_url).toBe(url.external_url);

    const video = { video_url: 'https://youtu.be/dQw4w9WgXcQ' };
    expect((await create(collector, video)).statusCode).toBe(403);
    const withVideo = await created(dealer, video);
    expect(withVideo.video_url).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(withVideo.external_images).toContainEqual(expect.objectContaining({ media_type: 'youtube' }));

    const file = {
      external_images: [
        { url: 'https://s.example/images/a.jpg', media_type: 'image' },
        { url: 'https://s.example/images/clip.mp4', media_type: 'video' },
      ],
    };
    expect((await create(collector, file)).statusCode).toBe(403);
    expect((await create(dealer, file)).statusCode).toBe(200);

    const forSale = {
      external_images: [{ url: 'https://s.example/images/b.jpg', media_type: 'image', is_for_sale: true }],
    };
    expect((await create(moderated, { ...forSale, price: null, currency: null })).statusCode).toBe(403);
    expect((await created(collector, forSale)).external_images).toMatchObject([{ is_for_sale: true }]);

    // Price needs add_item_price: the Listing Moderator group has change_item only, and no add_item.
    const soon = { publish_after: new Date(clock.now().getTime() + DAY).toISOString() };
    expect((await create(collector, soon)).statusCode).toBe(403);

    const [organisation] = await t.database.db.select().from(organisations).orderBy(asc(organisations.id));
    expect((await create(dealer, { organisation: organisation?.id })).statusCode).toBe(403);
    const bulk = await created(t.token('auctionHouse'), { organisation: organisation?.id });
    expect(bulk.organisation).toBe(organisation?.id);
    const none = await create(t.token('auctionHouse'), { organisation: 999_999 });
    expect(none.statusCode).toBe(400);
    expect(Object.keys(none.json())).toEqual(['organisation']);
    // Without one, a member of an organisation lists for it.
    const [dealerOrg] = await t.database.db
      .select({ id: organisationUsers.organisationId })
      .from(organisationUsers)
      .innerJoin(users, eq(users.id, organisationUsers.userId))
      .where(eq(users.email, DEMO.dealer));
    expect((await created(dealer)).organisation).toBe(dealerOrg?.id);
  });

  it('reads and saves an item: its owner, change_any_item and admins; not another member', async () => {
    const item = await created(t.token('collector'));
    const path = `/api/items/${item.id}/`;
    expect((await injectAs(t.app, 'GET', path)).statusCode).toBe(401);
    expect((await injectAs(t.app, 'GET', path, t.token('collector'))).json()).toMatchObject({ id: item.id });
    expect((await injectAs(t.app, 'GET', path, t.token('dealer'))).statusCode).toBe(403);
    expect((await injectAs(t.app, 'GET', path, anyItem)).statusCode).toBe(200);
    expect((await injectAs(t.app, 'GET', path, t.token('admin'))).statusCode).toBe(200);
    expect((await injectAs(t.app, 'GET', '/api/items/999999/', t.token('admin'))).statusCode).toBe(404);

    const edit = (token: string, overrides: Record<string, unknown>) =>
      injectAs(t.app, 'PUT', path, token, body(overrides));
    const renamed = await edit(t.token('collector'), { name: 'Silver Florin 1888', price: '150.00' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Silver Florin 1888', price: '150.00', status: 'active' });
    expect((await edit(t.token('dealer'), { name: 'Taken' })).statusCode).toBe(403);
    // change_any_item without change_item_price: the price stays, or the save is refused.
    expect((await edit(anyItem, { name: 'Moderated name', price: '150.00' })).statusCode).toBe(200);
    expect((await edit(anyItem, { name: 'Moderated name', price: '99.00' })).statusCode).toBe(403);
    const byAdmin = await edit(t.token('admin'), { name: 'Admin name', price: '10.00' });
    expect(byAdmin.json()).toMatchObject({ name: 'Admin name', price: '10.00' });
    // The images it was given back keep their keys.
    const again = await injectAs(t.app, 'GET', path, t.token('collector'));
    const resaved = await edit(t.token('collector'), { external_images: again.json().external_images });
    expect(resaved.json().external_images).toEqual(again.json().external_images);
  });

  it('archives and publishes (owner only), re-lists an expired listing, and the job expires it', async () => {
    const item = await created(t.token('collector'));
    const archive = (token: string, value: boolean) =>
      injectAs(t.app, 'POST', `/api/items/${item.id}/archive/`, token, { archive: value });
    expect((await archive(t.token('dealer'), true)).statusCode).toBe(403);
    expect((await archive(t.token('collector'), true)).json()).toEqual({
      id: item.id,
      status: 'archived',
      searchable: false,
    });
    expect(await inGallery(item.id)).toBe(false);
    expect((await archive(t.token('collector'), false)).json()).toMatchObject({ status: 'active' });
    expect(await inGallery(item.id)).toBe(true);

    const relist = (token: string) =>
      injectAs(t.app, 'POST', `/api/items/${item.id}/relist/`, token, { payment: null });
    const early = await relist(t.token('collector'));
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ non_field_errors: [LISTING_MESSAGES.relistNotExpired] });

    // The job a month on (the app's clock stays, so its sign-ins hold).
    const later = createListingStatuses({
      db: t.database.db,
      clock: { now: () => new Date(clock.now().getTime() + 31 * DAY) },
    });
    const moved = await later.run();
    expect(moved.expired).toContain(item.id);
    expect(await inGallery(item.id)).toBe(false);
    const expiredArchive = await archive(t.token('collector'), true);
    expect(expiredArchive.json()).toEqual({ non_field_errors: [ARCHIVE_REFUSED] });
    expect((await relist(t.token('dealer'))).statusCode).toBe(403);
    const relisted = await relist(t.token('collector'));
    expect(relisted.statusCode, relisted.body).toBe(200);
    expect(relisted.json()).toEqual({ id: item.id, status: 'active', searchable: true });
    expect(await inGallery(item.id)).toBe(true);
  });

  it('schedules with publish_after (can_schedule_item_listing); the job publishes it when due', async () => {
    const when = new Date(clock.now().getTime() + 2 * DAY).toISOString();
    const item = await created(t.token('auctionHouse'), { publish_after: when });
    expect(item).toMatchObject({ status: 'scheduled', publish_after: when, listed: false });
    expect(await inGallery(item.id)).toBe(false);
    expect((await statuses().run()).published).not.toContain(item.id);
    clock.advance(2 * DAY);
    try {
      expect((await statuses().run()).published).toContain(item.id);
      expect(await inGallery(item.id)).toBe(true);
      const read = await injectAs(t.app, 'GET', `/api/items/${item.id}/`, t.token('auctionHouse'));
      expect(read.json().status).toBe('active');
    } finally {
      clock.advance(-2 * DAY);
    }
  });

  it('charges the fee beyond the free listings: 402 without a valid nonce, then the test card pays', async () => {
    const db = t.database.db;
    await db.insert(listingPrices).values({
      name: 'Premium caption',
      ...other.ids,
      amount: '5.00',
      currency: 'NZD',
      numFreePerBillingCycle: 1,
    });
    const token = t.token('dealer');
    const free = await created(token, body({}, other));
    const paidRows = () =>
      db
        .select()
        .from(listingTransactions)
        .where(and(eq(listingTransactions.itemId, free.id)));
    expect((await paidRows())[0]).toMatchObject({ free: true, amount: '0.00' });

    const post = (payment: unknown) =>
      injectAs(t.app, 'POST', '/api/items/', token, body({ payment }, other));
    const unpaid = await post(null);
    expect(unpaid.statusCode).toBe(402);
    expect(unpaid.json()).toEqual({ detail: PAYMENT_REQUIRED });
    const declined = await post({ nonce: 'fake-processor-declined-visa-nonce' });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ detail: 'Do Not Honor' });
    const paid = await post({ nonce: 'fake-valid-visa-nonce' });
    expect(paid.statusCode, paid.body).toBe(200);
    const [row] = await db
      .select()
      .from(listingTransactions)
      .where(eq(listingTransactions.itemId, paid.json().id));
    expect(row).toMatchObject({ free: false, amount: '5.00', kind: 'listing' });
    expect(row?.gatewayTransactionId).toBeTruthy();

    // Moving a free listing into the paid caption is paid for too.
    const cheap = await created(token);
    const move = (payment: unknown) =>
      injectAs(t.app, 'PUT', `/api/items/${cheap.id}/`, token, body({ payment }, other));
    expect((await move(null)).statusCode).toBe(402);
    expect((await move({ nonce: 'fake-valid-nonce' })).statusCode).toBe(200);
  });

  it('holds a require_approval member’s listing (202) until the moderator’s emailed link approves it', async () => {
    const db = t.database.db;
    const response = await create(moderated, { price: null, currency: null });
    expect(response.statusCode, response.body).toBe(202);
    const item = response.json();
    expect(item).toMatchObject({ status: 'pending', listed: false });
    expect(await inGallery(item.id)).toBe(false);

    const [moderation] = await db.select().from(itemModerations).where(eq(itemModerations.itemId, item.id));
    const [mail] = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'item_moderation'), eq(sql`lower(${outbox.to})`, DEMO.admin)))
      .orderBy(desc(outbox.id))
      .limit(1);
    const link = new RegExp(`/moderation/${moderation?.id}/approve/item/${item.id}/(\\S+)`).exec(
      mail?.text ?? '',
    );
    expect(link, mail?.text).not.toBeNull();
    const approved = await injectAs(t.app, 'POST', `/api/moderation/${moderation?.id}/approve/`, undefined, {
      item: item.id,
      token: link?.[1],
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await inGallery(item.id)).toBe(true);
    const read = await injectAs(t.app, 'GET', `/api/items/${item.id}/`, moderated);
    expect(read.json().status).toBe('active');
    expect((await statuses().run()).approved).toContain(item.id);
    const [row] = await db.select().from(items).where(eq(items.id, item.id));
    expect(row).toMatchObject({ status: 'active', published: true, searchable: true });
  });

  it('promotes (change_item_feature_boost) and shares to a configured site (admins)', async () => {
    const item = await created(t.token('collector'));
    const promote = (token: string, boost: unknown) =>
      injectAs(t.app, 'POST', `/api/items/${item.id}/promote/`, token, { boost });
    expect((await promote(t.token('collector'), 50)).statusCode).toBe(403);
    expect((await promote(t.token('admin'), 50)).json()).toEqual({ id: item.id, boost: 50 });
    expect((await promote(t.token('admin'), 101)).statusCode).toBe(400);
    // the boost shows in the owner's dashboard; highlighted is only a re-listed row, by the dashboard
    const listed = await injectAs(
      t.app,
      'GET',
      `/api/listings/items/?q=${encodeURIComponent(item.name as string)}`,
      t.token('collector'),
    );
    expect(listed.json().results).toContainEqual(
      expect.objectContaining({ id: item.id, boost: 50, highlight: false }),
    );

    const [site] = await t.database.db.select().from(sites).orderBy(asc(sites.id)).limit(1);
    expect(site).toBeDefined();
    const share = (token: string, siteId: number) =>
      injectAs(t.app, 'POST', `/api/items/${item.id}/share/`, token, { site: siteId });
    expect((await share(t.token('collector'), site?.id ?? 0)).statusCode).toBe(403);
    const shared = await share(t.token('admin'), site?.id ?? 0);
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json()).toEqual({ site: site?.name, id: expect.stringMatching(/^\d+$/) });
    expect((await share(t.token('admin'), 999_999)).statusCode).toBe(400);
  });

  it('lists the member’s listings (page of 50, q, sort) or the organisation’s, and the stats', async () => {
    const token = t.token('collector');
    const mine = await injectAs(t.app, 'GET', '/api/listings/items/?sort=name', token);
    expect(mine.statusCode, mine.body).toBe(200);
    const page = mine.json();
    expect(page.count).toBeGreaterThan(3);
    const names = page.results.map((row: { name: string }) => row.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(page.results[0]).toEqual(
      expect.objectContaining({
        status: expect.any(String),
        likes_count: expect.any(Number),
        listed: expect.any(Boolean),
      }),
    );
    const searched = await injectAs(t.app, 'GET', '/api/listings/items/?q=tokens', token);
    expect(searched.json().results.map((row: { name: string }) => row.name)).toEqual(['Tokens']);
    expect((await injectAs(t.app, 'GET', '/api/listings/items/')).statusCode).toBe(401);
    expect((await injectAs(t.app, 'GET', '/api/listings/items/?page=99', token)).statusCode).toBe(404);

    // The dealer's organisation lists the seeded catalogue too: more than a page.
    const org = await injectAs(t.app, 'GET', '/api/listings/items/?user_org=true', t.token('dealer'));
    expect(org.statusCode).toBe(200);
    expect(org.json().results.length).toBeLessThanOrEqual(50);
    if (org.json().count > 50) expect(org.json().next).toContain('page=2');

    const stats = await injectAs(t.app, 'GET', '/api/analytics/dashboard/', token);
    expect(stats.statusCode).toBe(200);
    expect(stats.json()).toEqual({
      item_count: page.count,
      view_count: expect.any(Number),
      likes_received: expect.any(Number),
    });
  });
});
