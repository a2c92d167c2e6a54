import type { ItemAddress } from '../schemas/gallery';

/** Website text is shown cut to this many characters (§5, §9 link display 32). */
export const LINK_DISPLAY_LENGTH = 32;

/** A sharing description (the page's description and Open Graph text) is at most this long (§9). */
export const SHARING_DESCRIPTION_LENGTH = 256;

/** Footer logo and banner carousels move on every 4000 ms (§9). */
export const CAROUSEL_INTERVAL_MS = 4000;

/** How far below the top of the window an opened pane is scrolled to, in px (§9 default scroll offset). */
export const PANE_SCROLL_OFFSET = 128;

/** Static map zoom (§9). */
export const MAP_ZOOM = 12;

/** A static map image's size and zoom. */
export interface MapImageSize {
  width: number;
  height: number;
  zoom: number;
}

/**
 * Static map sizes (§9): 144x144 for items and organisations, 360x135 for an event's address, all
 * at zoom 12.
 */
export const MAP_IMAGE_SIZES: Readonly<Record<'item' | 'organisation' | 'event', MapImageSize>> = {
  item: { width: 144, height: 144, zoom: MAP_ZOOM },
  organisation: { width: 144, height: 144, zoom: MAP_ZOOM },
  event: { width: 360, height: 135, zoom: MAP_ZOOM },
};

/**
 * A static map provider's URL from a template: `{address}` (URL-encoded), `{width}`, `{height}`,
 * `{size}` (`WxH`) and `{zoom}` are filled in, e.g.
 * `https://maps.example/static?center={address}&zoom={zoom}&size={size}&key=...`.
 */
export function staticMapUrl(template: string, address: string, size: MapImageSize): string {
  const values: Record<string, string> = {
    address: encodeURIComponent(address),
    width: String(size.width),
    height: String(size.height),
    size: `${size.width}x${size.height}`,
    zoom: String(size.zoom),
  };
  return template.replace(/\{(address|width|height|size|zoom)\}/g, (_, name: string) => values[name] ?? '');
}

/** A link's text cut to `max` characters (default 32), ending in an ellipsis when cut. */
export function linkDisplay(url: string, max = LINK_DISPLAY_LENGTH): string {
  const chars = Array.from(url.trim());
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
}

/** The schemes a link may use (§9): http, https, file, tel and mailto. */
export const LINK_PROTOCOLS: readonly string[] = ['http:', 'https:', 'file:', 'tel:', 'mailto:'];

/**
 * A URL safe to put in a link's `href`: an absolute URL with an allowed scheme, or a path on the
 * same site (`/...`); anything else (`javascript:`, bare words) is null, and is shown as text.
 */
export function safeHref(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    return LINK_PROTOCOLS.includes(new URL(value).protocol) ? value : null;
  } catch {
    return null;
  }
}

/** A listing's years of manufacture: `1887`, or `1887–1895` when it ends in another year; null without any. */
export function yearRange(from: number | null | undefined, to: number | null | undefined): string | null {
  if (from == null) return to == null ? null : String(to);
  return to == null || to === from ? String(from) : `${from}–${to}`;
}

/** A description's paragraphs: split at blank lines, trimmed, empty ones dropped. */
export function paragraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** An address on one line: its `display` text, else its parts joined with commas. */
export function addressText(address: ItemAddress): string {
  const display = address.display.trim();
  if (display) return display;
  return [address.line1, address.line2, address.city, address.state, address.country]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

/** The address an event's map shows (§2): its second address when it has two, else its only one. */
export function eventAddress(addresses: readonly ItemAddress[]): ItemAddress | undefined {
  return addresses[1] ?? addresses[0];
}

/**
 * Whether an event is over at `now`: it ended (or, without an end, started) before then. The
 * demo seeds events around the day it is seeded, so some are past: they show as past rather
 * than as to come.
 */
export function isPastEvent(
  event: { date_start: string | null; date_end: string | null },
  now: Date,
): boolean {
  const end = event.date_end ?? event.date_start;
  if (end === null) return false;
  const time = new Date(end).getTime();
  return Number.isFinite(time) && time < now.getTime();
}

const VIDEO_PAGES: Readonly<Record<string, (id: string) => string>> = {
  youtube: (id) => `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`,
  vimeo: (id) => `https://vimeo.com/${encodeURIComponent(id)}`,
};

/**
 * The page of a media entry that is a video (§3: media type `youtube` or `vimeo` with an id, or a
 * full URL); null for an image.
 */
export function videoPageUrl(media: { url: string; media_type: string }): string | null {
  const page = VIDEO_PAGES[media.media_type.toLowerCase()];
  if (!page) return null;
  return safeHref(media.url) && /^https?:/i.test(media.url) ? media.url : page(media.url);
}
