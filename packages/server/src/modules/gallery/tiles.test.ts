import { galleryResponseSchema } from '@trove/core/gallery';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tileCommunityColumns } from '../../community/listingCommunity';
import { items, niches, sections } from '../../db/schema';
import { statementsOf } from '../../testing/statements';
import type { TestClock } from '../../testing/testClock';
import { createAuctionsRepository, tileLotColumn } from '../auctions/repository';
import { type AuctionsTestApp, createAuctionsTestApp } from '../auctions/testing';
import { createGalleryRepository } from './repository';
import { createPostgresItemSearch } from './search';
import { createGalleryService } from './service';

const HOUR = 60 * 60 * 1000;

// What a tile says of its lot and of its event (issue 14): the lot's price, times and number,
// the event's city, read in the page's own query.
describe('gallery tiles', () => {
  let t: AuctionsTestApp;
  let clock: TestClock;
  let itemSection: string;
  let eventSection: string;

  beforeAll(async () => {
    t = await createAuctionsTestApp();
    if (!t.clock) throw new Error('the auction tests’ app has a test clock');
    clock = t.clock;
    const { db } = t.database;
    const placeOf = async (itemType: 'ITEM' | 'EVENT') => {
      const [row] = await db
        .select({ id: sections.id, nicheId: sections.nicheId, section: sections.slug, niche: niches.slug })
        .from(sections)
        .innerJoin(niches, eq(niches.id, sections.nicheId))
        .where(eq(sections.itemType, itemType))
        .orderBy(sections.id)
        .limit(1);
      if (!row) throw new Error(`no ${itemType} section`);
      return row;
    };
    const itemPlace = await placeOf('ITEM');
    const eventPlace = await placeOf('EVENT');
    itemSection = `${itemPlace.niche}/${itemPlace.section}`;
    eventSection = `${eventPlace.niche}/${eventPlace.section}`;
    // the events section's own listings, so the events page has a known one with its city
    await db.delete(items).where(eq(items.sectionId, eventPlace.id));
    await db.insert(items).values({
      itemType: 'EVENT',
      name: 'Tile test coin fair',
      slug: 'tile-test-coin-fair',
      city: 'Wellington',
      nicheId: eventPlace.nicheId,
      sectionId: eventPlace.id,
      dateStart: new Date('2026-07-12T10:00:00Z'),
      dateEnd: new Date('2026-07-14T16:00:00Z'),
      created: clock.now(),
    });
  });
  afterAll(() => t?.close());

  async function tilesOf(path: string, q: string) {
    const response = await t.app.inject({ method: 'GET', url: `/api/gallery/${path}?q=${q}` });
    expect(response.statusCode, response.body).toBe(200);
    return galleryResponseSchema.parse(response.json()).results;
  }

  it('gives a lot’s tile its number, start price, leading bid, currency and times; a plain item’s none', async () => {
    const lotItem = await t.createItem(t.ids.auctionHouse, { name: 'Tilelot open sovereign' });
    const plainItem = await t.createItem(t.ids.auctionHouse, { name: 'Tilelot plain sovereign' });
    // the item's own lot number is not the lot's: the lot's is the one its bidders know
    await t.database.db.update(items).set({ lotNumber: 99 }).where(eq(items.id, lotItem));
    const lotId = await t.createLot(lotItem, { number: 12, startMinor: 2500 });
    let [tile] = (await tilesOf(itemSection, 'Tilelot open')).filter((row) => row.id === lotItem);
    const opens = new Date(clock.now().getTime() - HOUR).toISOString();
    const closes = new Date(clock.now().getTime() + HOUR).toISOString();
    expect(tile).toMatchObject({
      for_sale_by_auction: true,
      lot_number: 12,
      start_price: '25.00',
      current_bid: null,
      auction_currency: 'NZD',
      auction_opens: opens,
      auction_closes: closes,
    });

    await t.service.placeBid({
      lotId,
      bidder: { id: t.ids.member, organisationIds: [] },
      amount: 3050,
      auto: false,
    });
    [tile] = (await tilesOf(itemSection, 'Tilelot open')).filter((row) => row.id === lotItem);
    expect(tile).toMatchObject({ current_bid: '30.50', start_price: '25.00' });

    const [plain] = (await tilesOf(itemSection, 'Tilelot plain')).filter((row) => row.id === plainItem);
    expect(plain).toMatchObject({
      for_sale_by_auction: false,
      lot_number: null,
      start_price: null,
      current_bid: null,
      auction_currency: null,
      auction_opens: null,
      auction_closes: null,
    });
  });

  it('keeps a settled lot’s fields on its tile, no longer for sale by auction', async () => {
    const lotItem = await t.createItem(t.ids.auctionHouse, { name: 'Tilelot settled sovereign' });
    const lotId = await t.createLot(lotItem, { number: 3 });
    const { db } = t.database;
    clock.advance(HOUR);
    try {
      expect(await t.service.closeDueLots()).toContain(lotId);
    } finally {
      clock.advance(-HOUR);
    }
    const [tile] = (await tilesOf(itemSection, 'Tilelot settled')).filter((row) => row.id === lotItem);
    expect(tile).toMatchObject({ for_sale_by_auction: false, lot_number: 3, start_price: '10.00' });
    expect(tile?.auction_closes).not.toBeNull();
    const [row] = await db.select({ sold: items.sold }).from(items).where(eq(items.id, lotItem));
    expect(row?.sold).toBe(false);
  });

  it('gives an event’s tile its dates and city', async () => {
    const [fair] = await tilesOf(eventSection, 'Tile');
    expect(fair).toMatchObject({
      name: 'Tile test coin fair',
      date_start: '2026-07-12T10:00:00.000Z',
      date_end: '2026-07-14T16:00:00.000Z',
      city: 'Wellington',
      start_price: null,
      auction_closes: null,
    });
  });

  it('reads a page’s lots in the page’s own query, and shows none on an event', async () => {
    const { db } = t.database;
    const lotItem = await t.createItem(t.ids.auctionHouse, { name: 'Tilelot counted sovereign' });
    await t.createLot(lotItem);
    const gallery = createGalleryService(
      createGalleryRepository(db, createPostgresItemSearch(), {
        tileExtras: (listingId) => ({ lot: tileLotColumn(listingId), ...tileCommunityColumns(listingId) }),
      }),
      { previewSecret: 'secret', auctions: createAuctionsRepository(db) },
    );
    const [niche, section] = itemSection.split('/');
    // Once first, so that the catalogue tree is loaded and only the page's own queries remain.
    await gallery.page({ niche: niche ?? '', section }, { q: 'Tilelot' });
    let page: Awaited<ReturnType<typeof gallery.page>> | undefined;
    const statements = await statementsOf(t.database, async () => {
      page = await gallery.page({ niche: niche ?? '', section }, { q: 'Tilelot' });
    });
    expect(page?.results.length).toBeGreaterThan(1);
    expect(page?.results.find((tile) => tile.id === lotItem)?.auction_closes).not.toBeNull();
    // Every statement of the page reads its listings: no lookup of lots (nor of comments and
    // shares) goes to the database apart from them.
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) expect(statement).toMatch(/from "items"/i);
    expect(statements.some((statement) => statement.includes('"lots"'))).toBe(true);

    const [eventNiche, events] = eventSection.split('/');
    const eventPage = await gallery.page({ niche: eventNiche ?? '', section: events }, {});
    expect(eventPage.results.map((tile) => tile.name)).toEqual(['Tile test coin fair']);
    expect(eventPage.results[0]).toMatchObject({ start_price: null, lot_number: null, auction_closes: null });
    const [event] = await db
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.itemType, 'EVENT'), eq(items.slug, 'tile-test-coin-fair')));
    expect(eventPage.results[0]?.id).toBe(event?.id);
  });
});
