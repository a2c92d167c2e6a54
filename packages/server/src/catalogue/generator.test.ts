import { isPastEvent } from '@trove/core/gallery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp';
import { createTestClock } from '../testing/testClock';
import { generateListings } from './generator';

const DAY = 86_400_000;

describe('the demo events', () => {
  it('are spread around the day the catalogue is seeded, most of them to come', () => {
    for (const today of [new Date('2026-11-25T16:00:00Z'), new Date('2031-02-03T01:00:00Z')]) {
      const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
      const events = [...generateListings({ size: 400, today })].filter((l) => l.itemType === 'EVENT');
      expect(events.length).toBeGreaterThan(10);
      const starts = events.map((event) => event.dateStart?.getTime() ?? Number.NaN);
      for (const start of starts) {
        expect(start).toBeGreaterThanOrEqual(midnight - 60 * DAY);
        expect(start).toBeLessThan(midnight + 301 * DAY);
      }
      const upcoming = starts.filter((start) => start > today.getTime());
      expect(upcoming.length).toBeGreaterThan(events.length / 2);
      // Listings were created before the day, never after it.
      for (const listing of generateListings({ size: 100, today })) {
        expect(listing.created.getTime()).toBeLessThanOrEqual(midnight);
      }
    }
  });

  it('give the same catalogue all day, shifted by whole days from one day to another', () => {
    const morning = [...generateListings({ size: 50, today: new Date('2026-11-25T01:00:00Z') })];
    expect([...generateListings({ size: 50, today: new Date('2026-11-25T23:00:00Z') })]).toEqual(morning);
    const later = [...generateListings({ size: 50, today: new Date('2026-12-05T08:00:00Z') })];
    for (const [index, listing] of later.entries()) {
      expect(listing.created.getTime() - (morning[index]?.created.getTime() ?? 0)).toBe(10 * DAY);
    }
  });
});

describe('a seeded catalogue', () => {
  const seeded = new Date('2027-06-15T09:00:00Z');
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp({}, { clock: createTestClock(seeded) }, { size: 200 });
  }, 120_000);
  afterAll(() => test?.close());

  it('has events to come as of its seeding day, and tells the past ones by their dates', async () => {
    const events: { date_start: string | null; date_end: string | null }[] = [];
    let url = '/api/gallery/collectables/events';
    for (let pages = 0; pages < 100; pages++) {
      const body = (await test.app.inject({ method: 'GET', url })).json();
      events.push(...body.results);
      if (!body.next_params) break;
      url = `/api/gallery/collectables/events?${new URLSearchParams(body.next_params)}`;
    }
    expect(events.length).toBeGreaterThan(5);
    const past = events.filter((event) => isPastEvent(event, seeded));
    expect(past.length).toBeLessThan(events.length / 2);
    for (const event of past) expect(new Date(event.date_end ?? '').getTime()).toBeLessThan(seeded.getTime());
  });
});
