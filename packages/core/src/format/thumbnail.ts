/**
 * The thumbnail sizes the server renders: the squares are the spec's (§9). The banner sizes are
 * not: the spec gives no banner size, only the 393x393 square, which a 4:1 header banner shows as
 * a strip across its middle. They are 4:1, the banner's box (a phone's 390 px at 1x to a desktop's
 * header at 2x), and the demo's banners are drawn at the largest.
 */
export const THUMBNAIL_SIZES = {
  tile: '262x262',
  medium: '393x393',
  small: '116x116',
  large: '1500x1500',
  bannerSmall: '400x100',
  bannerMedium: '800x200',
  bannerLarge: '1200x300',
  bannerXLarge: '1600x400',
} as const;
export type ThumbnailSize = keyof typeof THUMBNAIL_SIZES;

/**
 * `/thumbnails/{file name without extension}-{W}x{H}` for an image URL or key, on `baseUrl`
 * (the Trove server; default the page's own origin).
 */
export function thumbnailUrl(image: string, size: ThumbnailSize, baseUrl = ''): string {
  const file = image.split(/[?#]/, 1)[0]?.split('/').pop() ?? '';
  const name = file.replace(/\.[^.]+$/, '');
  return `${baseUrl.replace(/\/+$/, '')}/thumbnails/${encodeURIComponent(name)}-${THUMBNAIL_SIZES[size]}`;
}
