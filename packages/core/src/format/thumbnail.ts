/** The thumbnail sizes the server renders (spec §9). */
export const THUMBNAIL_SIZES = {
  tile: '262x262',
  medium: '393x393',
  small: '116x116',
  large: '1500x1500',
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
