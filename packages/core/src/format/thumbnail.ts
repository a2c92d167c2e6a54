/** The thumbnail sizes the server renders (spec §9). */
export const THUMBNAIL_SIZES = {
  tile: '262x262',
  medium: '393x393',
  small: '116x116',
  large: '1500x1500',
} as const;
export type ThumbnailSize = keyof typeof THUMBNAIL_SIZES;

/**
 * The banner sizes the server renders too, smallest first. Not the spec's: it gives no banner size,
 * only the 393x393 square, which a 4:1 header banner shows as a strip across its middle. They are
 * 4:1, the banner's box (a phone's 390 px at 1x to a desktop's header at 2x); the demo's banners
 * are drawn at the largest. Apart from THUMBNAIL_SIZES, so that code naming a thumbnail (a lot's
 * image) carries none of them.
 */
export const BANNER_SIZES = ['400x100', '800x200', '1200x300', '1600x400'] as const;

/**
 * `/thumbnails/{file name without extension}-{W}x{H}` for an image URL or key, on `baseUrl`
 * (the Trove server; default the page's own origin).
 */
export function thumbnailUrl(image: string, size: ThumbnailSize, baseUrl = ''): string {
  const file = image.split(/[?#]/, 1)[0]?.split('/').pop() ?? '';
  const name = file.replace(/\.[^.]+$/, '');
  return `${baseUrl.replace(/\/+$/, '')}/thumbnails/${encodeURIComponent(name)}-${THUMBNAIL_SIZES[size]}`;
}
