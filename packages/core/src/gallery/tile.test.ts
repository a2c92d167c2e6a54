import { describe, expect, it } from 'vitest';
import { formatTileDates, formatTimeLeft, tileAuctionTime } from './tile';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('tileAuctionTime', () => {
  const lot = {
    auction_opens: '2026-11-20T10:00:00Z',
    auction_closes: '2026-11-22T10:00:00Z',
    for_sale_by_auction: true,
  };
  const at = (iso: string) => tileAuctionTime(lot, new Date(iso));

  it('counts to the open before it, to the close while open, and nothing once closed', () => {
    expect(at('2026-11-19T09:00:00Z')).toEqual({ phase: 'not_started', remainingMs: DAY + HOUR });
    expect(at('2026-11-20T10:00:00Z')).toEqual({ phase: 'open', remainingMs: 2 * DAY });
    expect(at('2026-11-22T09:59:00Z')).toEqual({ phase: 'open', remainingMs: MINUTE });
    expect(at('2026-11-22T10:00:00Z')).toEqual({ phase: 'closed', remainingMs: 0 });
  });

  it('takes a settled lot (no longer for sale by auction) as closed whatever the time', () => {
    expect(tileAuctionTime({ ...lot, for_sale_by_auction: false }, new Date('2026-11-21T10:00:00Z'))).toEqual(
      {
        phase: 'closed',
        remainingMs: 0,
      },
    );
  });

  it('is null for a listing that is no lot', () => {
    expect(
      tileAuctionTime({ auction_opens: null, auction_closes: null, for_sale_by_auction: false }, new Date()),
    ).toBeNull();
  });
});

describe('formatTimeLeft', () => {
  it('gives two units at most, to the minute, dropping a zero second unit', () => {
    expect(formatTimeLeft(2 * DAY + 4 * HOUR + 59 * MINUTE)).toBe('2d 4h');
    expect(formatTimeLeft(2 * DAY + 30 * MINUTE)).toBe('2d');
    expect(formatTimeLeft(DAY)).toBe('1d');
    expect(formatTimeLeft(DAY - 1)).toBe('1d');
    expect(formatTimeLeft(5 * HOUR + 12 * MINUTE)).toBe('5h 12m');
    expect(formatTimeLeft(3 * HOUR)).toBe('3h');
    expect(formatTimeLeft(12 * MINUTE)).toBe('12m');
  });

  it('rounds minutes up: never 0m before the close', () => {
    expect(formatTimeLeft(11 * MINUTE + 1)).toBe('12m');
    expect(formatTimeLeft(1)).toBe('1m');
    expect(formatTimeLeft(0)).toBe('1m');
  });
});

describe('formatTileDates', () => {
  const utc = { timeZone: 'UTC' };

  it('shows one date, a range in a month, and a range across months, without times', () => {
    expect(formatTileDates('2026-07-12T10:00:00Z', null, utc)).toBe('12 Jul 2026');
    expect(formatTileDates('2026-07-12T10:00:00Z', '2026-07-12T16:00:00Z', utc)).toBe('12 Jul 2026');
    expect(formatTileDates('2026-07-12T10:00:00Z', '2026-07-14T16:00:00Z', utc)).toBe('12–14 Jul 2026');
    expect(formatTileDates('2026-07-30T10:00:00Z', '2026-08-02T16:00:00Z', utc)).toBe('30 Jul – 2 Aug 2026');
  });

  it('reads the dates in the time zone given', () => {
    expect(formatTileDates('2026-07-12T13:00:00Z', null, { timeZone: 'Pacific/Auckland' })).toBe(
      '13 Jul 2026',
    );
  });

  it('shows the start alone for an end before it, and nothing without a start', () => {
    expect(formatTileDates('2026-07-12T10:00:00Z', '2026-07-01T10:00:00Z', utc)).toBe('12 Jul 2026');
    expect(formatTileDates(null, '2026-07-01T10:00:00Z', utc)).toBe('');
    expect(formatTileDates('not a date', null, utc)).toBe('');
  });
});
