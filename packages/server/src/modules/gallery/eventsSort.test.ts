import { isPastEvent } from '@trove/core/gallery';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, niches, sections } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { createTestClock } from '../../testing/testClock';
import { createGalleryRepository } from './repository';
import { createPostgresItemSearch } from './search';
import { createGalleryService } from './service';

const NOW = new Date('2027-03-10T12:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (offset: number) => new Date(NOW.getTime() + offset);

// The events section sorts soonest first (§2 "Events section forces sorting by date_start"): the
// events under way and to come by their start, then those that have ended (core's isPastEvent),
// the latest first, then any listing without a date. Before, an event of last year came first.
describe('the events section, soonest first', () => {
  let test: TestApp;
  let niche: string;
  let section: string;
  /** The section's listings by name, in the order the page must show them. */
  const events: [name: string, start: Date | null, end: Date | null][] = [
    // under way, by start: a long exhibition, then a fair that opened yesterday
    ['Exhibition under way', at(-200 * DAY), at(30 * DAY)],
    ['Fair under way', at(-DAY), at(DAY)],
    // to come, by start: one that starts this very moment, in an hour, in ten days, two on one day
    ['Auction starting now', NOW, at(2 * HOUR)],
    ['Talk in an hour', at(HOUR), null],
    ['Fair in ten days', at(10 * DAY), at(11 * DAY)],
    ['Swap meet in twenty days', at(20 * DAY), at(20 * DAY + 5 * HOUR)],
    ['Club night in twenty days', at(20 * DAY), null],
    // ended, the latest first: a talk this morning (no end: over once started), a fair that
    // closed yesterday, two on one day ten days ago (the one listed later first), last year's
    ['Talk this morning', at(-3 * HOUR), null],
    ['Fair ended yesterday', at(-2 * DAY), at(-DAY)],
    ['Auction ten days ago', at(-10 * DAY), at(-10 * DAY + 2 * HOUR)],
    ['Market ten days ago', at(-10 * DAY), at(-9 * DAY)],
    ['Show last year', at(-400 * DAY), at(-399 * DAY)],
    // no date
    ['Notice without a date', null, null],
  ];
  const ids = new Map<string, number>();

  beforeAll(async () => {
    test = await createTestApp({}, { clock: createTestClock(NOW) }, { size: 30 });
    const { db } = test.database;
    const [place] = await db
      .select({ id: sections.id, nicheId: sections.nicheId, section: sections.slug, niche: niches.slug })
      .from(sections)
      .innerJoin(niches, eq(niches.id, sections.nicheId))
      .where(eq(sections.itemType, 'EVENT'))
      .limit(1);
    if (!place) throw new Error('no events section');
    niche = place.niche;
    section = place.section;
    await db.delete(items).where(eq(items.sectionId, place.id));
    // Inserted in an order of their own, so that the ids give no order of the page: ties go by
    // id, the swap meet's before the club night's, and for those that have ended, the latest
    // first, the auction's before the market's.
    const insertion = [
      'Show last year',
      'Swap meet in twenty days',
      'Notice without a date',
      'Club night in twenty days',
      'Market ten days ago',
      'Talk in an hour',
      'Fair under way',
      'Auction ten days ago',
      'Exhibition under way',
      'Fair in ten days',
      'Auction starting now',
      'Talk this morning',
      'Fair ended yesterday',
    ];
    for (const [name, start, end] of insertion.map((name) => {
      const event = events.find(([listed]) => listed === name);
      if (!event) throw new Error(`no event ${name}`);
      return event;
    })) {
      const [row] = await db
        .insert(items)
        .values({
          itemType: 'EVENT',
          name,
          slug: name.toLowerCase().replaceAll(' ', '-'),
          nicheId: place.nicheId,
          sectionId: place.id,
          dateStart: start,
          dateEnd: end,
          created: at(-500 * DAY),
        })
        .returning({ id: items.id });
      if (!row) throw new Error('no row');
      ids.set(name, row.id);
    }
  }, 120_000);
  afterAll(() => test?.close());

  const expected = () => events.map(([name]) => ids.get(name));

  /** Every page of the section, following `next_params`. */
  async function walk(
    page: (query: Record<string, string>) => Promise<{
      results: { id: number; date_start: string | null; date_end: string | null }[];
      next_params: { last_hit: string; sort: string } | null;
    }>,
  ) {
    const tiles: { id: number; date_start: string | null; date_end: string | null }[] = [];
    let query: Record<string, string> = { sort: '-price' };
    for (let pages = 0; pages < 10; pages++) {
      const body = await page(query);
      tiles.push(...body.results);
      if (!body.next_params) break;
      expect(body.next_params.sort).toBe('date_start');
      query = body.next_params;
    }
    return tiles;
  }

  it('shows the events under way and to come first, then those that have ended, latest first', async () => {
    const tiles = await walk(async (query) => {
      const response = await test.app.inject({
        method: 'GET',
        url: `/api/gallery/${niche}/${section}?${new URLSearchParams(query)}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    });
    expect(tiles.map((tile) => tile.id)).toEqual(expected());
    // What the tiles tell of themselves agrees: no past event before one to come.
    const past = tiles.filter((tile) => tile.date_start !== null).map((tile) => isPastEvent(tile, NOW));
    expect(past).toEqual([...past].sort((a, b) => Number(a) - Number(b)));
  });

  it.each([1, 2, 5])('gives the same pages when each walk reads %i listings at most', async (walkBudget) => {
    const gallery = createGalleryService(
      createGalleryRepository(test.database.db, createPostgresItemSearch(), {
        walkBudget,
        now: () => NOW.getTime(),
      }),
      { previewSecret: 'secret' },
    );
    const tiles = await walk((query) => gallery.page({ niche, section }, query));
    expect(tiles.map((tile) => tile.id)).toEqual(expected());
  });

  it('pages through many events of one start, to come and ended, each once and in order', async () => {
    const { db } = test.database;
    const [template] = await db
      .select()
      .from(items)
      .where(eq(items.id, ids.get('Fair in ten days') ?? 0));
    if (!template) throw new Error('no template');
    const { id: _id, search: _search, ...copy } = template;
    // Fifteen more on each of two days: the pages' boundaries fall among listings of one start.
    const added: number[] = [];
    for (const [day, count] of [
      [15 * DAY, 15],
      [-15 * DAY, 15],
    ] as const) {
      for (let index = 0; index < count; index++) {
        const [row] = await db
          .insert(items)
          .values({ ...copy, name: `Added ${day} ${index}`, dateStart: at(day), dateEnd: at(day + HOUR) })
          .returning({ id: items.id });
        if (row) added.push(row.id);
      }
    }
    try {
      const [toCome, ended] = [added.slice(0, 15), added.slice(15)];
      const order = expected().flatMap((id) =>
        // to come: by start, then by id; ended: latest first, then the later listed first
        id === ids.get('Fair in ten days')
          ? [id, ...toCome]
          : id === ids.get('Market ten days ago')
            ? [id, ...[...ended].reverse()]
            : [id],
      );
      for (const walkBudget of [4000, 3]) {
        const gallery = createGalleryService(
          createGalleryRepository(db, createPostgresItemSearch(), { walkBudget, now: () => NOW.getTime() }),
          { previewSecret: 'secret' },
        );
        const tiles = await walk((query) => gallery.page({ niche, section }, query));
        expect(tiles.map((tile) => tile.id)).toEqual(order);
      }
    } finally {
      await db.delete(items).where(inArray(items.id, added));
    }
  });

  it('moves an event to the ended ones once it is over', async () => {
    const later = new Date(NOW.getTime() + 2 * DAY);
    const gallery = createGalleryService(
      createGalleryRepository(test.database.db, createPostgresItemSearch(), { now: () => later.getTime() }),
      { previewSecret: 'secret' },
    );
    const tiles = await walk((query) => gallery.page({ niche, section }, query));
    const names = tiles.map((tile) => events.find(([name]) => ids.get(name) === tile.id)?.[0]);
    // Two days on, the fair under way and the talks and the auction of these days have ended.
    expect(names.slice(0, 4)).toEqual([
      'Exhibition under way',
      'Fair in ten days',
      'Swap meet in twenty days',
      'Club night in twenty days',
    ]);
    expect(names.slice(4, 9)).toEqual([
      'Talk in an hour',
      'Auction starting now',
      'Talk this morning',
      'Fair under way',
      'Fair ended yesterday',
    ]);
  });
});
