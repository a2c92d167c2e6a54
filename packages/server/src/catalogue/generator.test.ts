import { isPastEvent } from '@trove/core/gallery';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp';
import { createTestClock } from '../testing/testClock';
import { demoTree, generateListings } from './generator';

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

  it("gives the headers' banners wide pictures of their own, served whole at every banner size", async () => {
    const get = (url: string) => test.app.inject({ method: 'GET', url });
    const expected = {
      collectables: '/thumbnails/demo-banner-coins-of-the-month-1200x300',
      'collectables/coins': '/thumbnails/demo-banner-coins-1200x300',
    };
    for (const [scope, image] of Object.entries(expected)) {
      const { banners } = (await get(`/api/features/${scope}`)).json();
      expect(banners.map((banner: { image: string }) => banner.image)).toEqual([image]);
      const original = await sharp(
        (await test.media.read(
          `${image
            .split('/')
            .pop()
            ?.replace(/-\d+x\d+$/, '')}.jpg`,
        )) ?? Buffer.alloc(0),
      ).metadata();
      expect([original.width, original.height]).toEqual([1600, 400]);
      for (const size of ['400x100', '800x200', '1200x300', '1600x400']) {
        const response = await get(image.replace('1200x300', size));
        expect(response.statusCode, size).toBe(200);
        const { width, height } = await sharp(response.rawPayload).metadata();
        expect(`${width}x${height}`).toBe(size);
      }
    }
  });
});

describe('the demo listings', () => {
  const listings = [...generateListings({ size: 300 })];
  const sections = demoTree().flatMap((niche) => niche.sections);
  const words = (text: string) =>
    text
      .toLowerCase()
      .split(/[^a-z0-9-]+/)
      .filter(Boolean);
  const doubled = (text: string) => words(text).some((word, index, all) => all.indexOf(word) !== index);

  it('have names and descriptions that say no word twice (no "mint mint")', () => {
    expect(listings.filter((listing) => doubled(listing.name)).map((listing) => listing.name)).toEqual([]);
    const repeated = listings.filter((listing) => /\b(\w+)\W+\1\b/i.test(listing.description));
    expect(repeated.map((listing) => listing.description)).toEqual([]);
  });

  it('have categories that name no word twice (no "Tin Toys Toys")', () => {
    const names = sections.flatMap((section) =>
      section.categories.flatMap((category) => [
        category.name,
        ...category.subcategories.map((sub) => sub.name),
      ]),
    );
    expect(names.filter(doubled)).toEqual([]);
  });

  it("are in their gallery's category, in years their caption spans", () => {
    for (const listing of listings) {
      const section = sections.find((candidate) => candidate.slug === listing.sectionSlug);
      const gallery = section?.galleries[listing.galleryIndex];
      const [main] = listing.categorySlugs;
      if (section?.categories.length)
        expect(main, listing.name).toBe(section.categories[listing.galleryIndex]?.slug);
      const caption =
        listing.captionIndex === null ? undefined : gallery?.captions[listing.captionIndex]?.name;
      const year = listing.manufactureYearFrom ?? 0;
      if (caption === 'Pre-1900') expect(year, listing.name).toBeLessThan(1900);
      if (caption === 'Modern') expect(year, listing.name).toBeGreaterThan(1967);
      expect(
        gallery?.nouns.some((noun) => listing.name.includes(noun)),
        listing.name,
      ).toBe(true);
    }
  });

  it("show pictures of their section's kind and gallery", () => {
    for (const listing of listings) {
      const section = sections.find((candidate) => candidate.slug === listing.sectionSlug);
      expect(listing.imageKind).toBe(section?.imageKind);
      for (const image of listing.images) expect(image % 3).toBe(listing.galleryIndex % 3);
    }
  });
});
