// What a tile says of a lot and of an event: the figure it leads with, the lot's phase and time
// left, the event's dates. Short texts: a tile is about 100 px wide in three columns on a phone.
import { type AuctionPhase, phaseAt } from '../auction/phase';
import type { DateFormatOptions } from '../format/dates';
import type { GalleryItem } from '../schemas/gallery';

/** A lot's tile at a time: its phase, and the time until it opens or closes (0 once closed). */
export interface TileAuctionTime {
  phase: AuctionPhase;
  remainingMs: number;
}

/**
 * The auction clock of a tile at `now`, from the lot's opens and closes (seed 001 §4); null when
 * the listing is no lot. A lot no longer `for_sale_by_auction` has been settled: closed whatever
 * the time. A tile is not ticking: its time is read when it renders.
 */
export function tileAuctionTime(
  item: Pick<GalleryItem, 'auction_opens' | 'auction_closes' | 'for_sale_by_auction'>,
  now: Date,
): TileAuctionTime | null {
  if (item.auction_opens === null || item.auction_closes === null) return null;
  const opens = Date.parse(item.auction_opens);
  const closes = Date.parse(item.auction_closes);
  const at = now.getTime();
  const phase = phaseAt({ opens }, { closes, closed: !item.for_sale_by_auction }, at);
  return { phase, remainingMs: phase === 'closed' ? 0 : (phase === 'open' ? closes : opens) - at };
}

/** An amount a tile shows, in its currency: a listed price, what a sold listing made, a lot's bid. */
export interface TileFigure {
  /** A decimal, as the API gives it. */
  amount: string;
  currency: string;
}

/**
 * A lot's bid on its tile, which says what it is: the lot's leading bid (`currentBid`) or, before
 * one, its start price (`startingBid`).
 */
export interface TileLotBid extends TileFigure {
  kind: 'currentBid' | 'startingBid';
}

/** The amounts a tile shows: the one its price line leads with, and a lot's bid among its facts. */
export interface TileFigures {
  /**
   * What the price line shows: the listed price, what a sold listing made, or a lot's bid; null for
   * none (a sold listing without its price still says Sold).
   */
  lead: TileFigure | TileLotBid | null;
  /** A lot's bid or start price, among the tile's facts where the listing's own price leads. */
  lotBid: TileLotBid | null;
}

/**
 * Which amounts a tile shows (seed 000 §2 tiles): a sold listing what it made; otherwise its listed
 * price leads where it has one, as the price sorts order by it, and a lot's bid is then one of its
 * facts; a lot without one leads with its bid. A lot's bid is its leading bid, else its start price
 * until it closes. A figure names no currency of its own: `defaultCurrency`'s then.
 */
export function tileFigures(
  item: Pick<
    GalleryItem,
    | 'sold'
    | 'price'
    | 'currency'
    | 'realisation_price'
    | 'realisation_currency'
    | 'current_bid'
    | 'start_price'
    | 'auction_currency'
  >,
  auction: TileAuctionTime | null,
  defaultCurrency: string,
): TileFigures {
  const currency = item.currency ?? defaultCurrency;
  if (item.sold) {
    const made = item.realisation_price;
    return {
      lead: made === null ? null : { amount: made, currency: item.realisation_currency ?? currency },
      lotBid: null,
    };
  }
  const bid = auction && (item.current_bid ?? (auction.phase === 'closed' ? null : item.start_price));
  const lotBid: TileLotBid | null = bid
    ? {
        kind: item.current_bid === null ? 'startingBid' : 'currentBid',
        amount: bid,
        currency: item.auction_currency ?? currency,
      }
    : null;
  return item.price === null
    ? { lead: lotBid, lotBid: null }
    : { lead: { amount: item.price, currency }, lotBid };
}

/**
 * A tile's time left, to the minute and in two units at most: `2d 4h`, `2d`, `5h 12m`, `12m`
 * (minutes rounded up: never `0m` before the close). The lot's own countdown (`formatCountdown`)
 * counts seconds, which a tile that does not tick would show wrong a second later.
 */
export function formatTimeLeft(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  const [big, small] = days
    ? [`${days}d`, hours % 24 && `${hours % 24}h`]
    : hours
      ? [`${hours}h`, minutes % 60 && `${minutes % 60}m`]
      : [`${minutes}m`, 0];
  return small ? `${big} ${small}` : big;
}

/**
 * An event tile's dates, without times: `12 Jul 2026`, `12–14 Jul 2026`, `30 Jul – 2 Aug 2026`
 * (an end on the start's day, or before it, shows the start alone); empty without a start.
 */
export function formatTileDates(
  start: string | null,
  end: string | null,
  { timeZone, locale = 'en-NZ' }: DateFormatOptions = {},
): string {
  // NaN for a missing or unreadable date: no start shows nothing, no end the start alone
  const from = Date.parse(start ?? '');
  const to = Date.parse(end ?? '');
  if (Number.isNaN(from)) return '';
  const format = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone,
  });
  const text = to > from ? format.formatRange(from, to) : format.format(from);
  // plain spaces, as core's other dates: ICU versions differ in the spaces around a range's dash
  return text.replace(/[\u00a0\u2009\u202f]/g, ' ');
}
