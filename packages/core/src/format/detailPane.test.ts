import { describe, expect, it } from 'vitest';
import type { ItemAddress } from '../schemas/gallery';
import {
  addressText,
  eventAddress,
  isPastEvent,
  LINK_DISPLAY_LENGTH,
  linkDisplay,
  MAP_IMAGE_SIZES,
  paragraphs,
  safeHref,
  staticMapUrl,
  videoPageUrl,
  yearRange,
} from './detailPane';

const address = (overrides: Partial<ItemAddress> = {}): ItemAddress => ({
  geoaddress: null,
  display: '',
  description: null,
  line1: '12 High Street',
  line2: null,
  city: 'Wellington',
  state: null,
  country: 'New Zealand',
  ...overrides,
});

describe('links', () => {
  it('cuts link text to 32 characters', () => {
    const url = 'https://www.example.com/shop/coins/gold-sovereigns';
    expect(LINK_DISPLAY_LENGTH).toBe(32);
    expect(linkDisplay(url)).toBe('https://www.example.com/shop/co…');
    expect(Array.from(linkDisplay(url))).toHaveLength(32);
    expect(linkDisplay('https://example.com')).toBe('https://example.com');
  });

  it('allows http, https, file, tel and mailto links and site paths only', () => {
    expect(safeHref('https://example.com/a')).toBe('https://example.com/a');
    expect(safeHref('mailto:kiri@example.test')).toBe('mailto:kiri@example.test');
    expect(safeHref('tel:+6441234567')).toBe('tel:+6441234567');
    expect(safeHref('/collectables/coins')).toBe('/collectables/coins');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('example.com')).toBeNull();
    expect(safeHref(null)).toBeNull();
  });
});

describe('item text', () => {
  it('shows a year or a range of years', () => {
    expect(yearRange(1887, null)).toBe('1887');
    expect(yearRange(1887, 1887)).toBe('1887');
    expect(yearRange(1887, 1895)).toBe('1887–1895');
    expect(yearRange(null, 1895)).toBe('1895');
    expect(yearRange(null, null)).toBeNull();
  });

  it('splits a description at blank lines', () => {
    expect(paragraphs('First line\nstill first.\n\n  Second.  \n\n\n')).toEqual([
      'First line\nstill first.',
      'Second.',
    ]);
    expect(paragraphs(null)).toEqual([]);
  });

  it('reads an address on one line', () => {
    expect(addressText(address())).toBe('12 High Street, Wellington, New Zealand');
    expect(addressText(address({ display: 'Town Hall, Wellington' }))).toBe('Town Hall, Wellington');
  });

  it("maps an event's second address when it has two", () => {
    const first = address({ line1: 'Office' });
    const second = address({ line1: 'Venue' });
    expect(eventAddress([first, second])).toBe(second);
    expect(eventAddress([first])).toBe(first);
    expect(eventAddress([])).toBeUndefined();
  });

  it('links youtube and vimeo entries to their pages', () => {
    expect(videoPageUrl({ url: 'dQw4w9WgXcQ', media_type: 'youtube' })).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    expect(videoPageUrl({ url: 'https://vimeo.com/76979871', media_type: 'vimeo' })).toBe(
      'https://vimeo.com/76979871',
    );
    expect(videoPageUrl({ url: '/thumbnails/coin-1500x1500', media_type: 'image' })).toBeNull();
  });
});

describe('static maps', () => {
  it('fills a provider template with the address, size and zoom 12', () => {
    expect(MAP_IMAGE_SIZES.item).toEqual({ width: 144, height: 144, zoom: 12 });
    expect(MAP_IMAGE_SIZES.event).toEqual({ width: 360, height: 135, zoom: 12 });
    expect(
      staticMapUrl(
        'https://maps.example/static?center={address}&zoom={zoom}&size={size}&w={width}&h={height}',
        '12 High Street, Wellington',
        MAP_IMAGE_SIZES.event,
      ),
    ).toBe(
      'https://maps.example/static?center=12%20High%20Street%2C%20Wellington&zoom=12&size=360x135&w=360&h=135',
    );
  });
});

describe('isPastEvent', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it('is past once the event has ended, or started when it has no end', () => {
    expect(isPastEvent({ date_start: '2026-11-20T10:00:00Z', date_end: '2026-11-25T11:59:59Z' }, now)).toBe(
      true,
    );
    expect(isPastEvent({ date_start: '2026-11-20T10:00:00Z', date_end: '2026-11-26T10:00:00Z' }, now)).toBe(
      false,
    );
    expect(isPastEvent({ date_start: '2026-11-24T10:00:00Z', date_end: null }, now)).toBe(true);
    expect(isPastEvent({ date_start: '2026-12-24T10:00:00Z', date_end: null }, now)).toBe(false);
    expect(isPastEvent({ date_start: null, date_end: null }, now)).toBe(false);
  });
});
