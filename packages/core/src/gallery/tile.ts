// What a tile says of a lot and of an event: the lot's phase and time left, the event's dates.
// Short texts: a tile is about 100 px wide in three columns on a phone.
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
