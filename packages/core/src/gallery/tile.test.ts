import { describe, expect, it } from 'vitest';
import { formatTileDates, formatTimeLeft, tileAuctionTime, tileFigures } from './tile';

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

describe('tileFigures', () => {
  const listing = {
    sold: false,
    price: '150.00',
    currency: 'GBP',
    realisation_price: null,
    realisation_currency: null,
    current_bid: null,
    start_price: null,
    auction_currency: null,
  };
  const lot = { ...listing, current_bid: '95.50', start_price: '40.00', auction_currency: 'AUD' };
  const open = { phase: 'open' as const, remainingMs: DAY };
  const closed = { phase: 'closed' as const, remainingMs: 0 };

  it('leads with the listed price, in its currency or else the default', () => {
    expect(tileFigures(listing, null, 'NZD')).toEqual({
      lead: { amount: '150.00', currency: 'GBP' },
      lotBid: null,
    });
    expect(tileFigures({ ...listing, currency: null }, null, 'NZD').lead).toEqual({
      amount: '150.00',
      currency: 'NZD',
    });
    expect(tileFigures({ ...listing, price: null }, null, 'NZD')).toEqual({ lead: null, lotBid: null });
  });

  it('leads a lot with its listed price, as the price sorts order by it, and gives its bid as a fact', () => {
    expect(tileFigures(lot, open, 'NZD')).toEqual({
      lead: { amount: '150.00', currency: 'GBP' },
      lotBid: { kind: 'currentBid', amount: '95.50', currency: 'AUD' },
    });
  });

  it('leads a lot without a listed price with its bid, else its start price until it closes', () => {
    const unpriced = { ...lot, price: null };
    const bid = { kind: 'currentBid', amount: '95.50', currency: 'AUD' };
    expect(tileFigures(unpriced, open, 'NZD')).toEqual({ lead: bid, lotBid: null });
    expect(tileFigures({ ...unpriced, current_bid: null }, open, 'NZD')).toEqual({
      lead: { kind: 'startingBid', amount: '40.00', currency: 'AUD' },
      lotBid: null,
    });
    expect(tileFigures(unpriced, closed, 'NZD')).toEqual({ lead: bid, lotBid: null });
    expect(tileFigures({ ...unpriced, current_bid: null }, closed, 'NZD')).toEqual({
      lead: null,
      lotBid: null,
    });
    // a lot's amounts without a currency of their own are in the listing's
    expect(tileFigures({ ...unpriced, auction_currency: null }, open, 'NZD').lead).toEqual({
      ...bid,
      currency: 'GBP',
    });
  });

  it('leads a sold listing, lot or not, with what it made and gives no bid', () => {
    const sold = { ...lot, sold: true, realisation_price: '120.00', realisation_currency: 'EUR' };
    expect(tileFigures(sold, closed, 'NZD')).toEqual({
      lead: { amount: '120.00', currency: 'EUR' },
      lotBid: null,
    });
    expect(tileFigures({ ...sold, realisation_currency: null }, closed, 'NZD').lead).toEqual({
      amount: '120.00',
      currency: 'GBP',
    });
    expect(tileFigures({ ...sold, realisation_price: null }, closed, 'NZD')).toEqual({
      lead: null,
      lotBid: null,
    });
  });
});
