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

/** A thumbnail of ours: `{where}/thumbnails/{name}-{W}x{H}`. */
const THUMBNAIL = /^(.*\/thumbnails\/[\w.-]+)-(\d+x\d+)$/;

/**
 * Every banner size of a banner image of ours at one of them, as a `srcset`, for the browser to
 * pick the one its width needs; none for an image from elsewhere (or of ours at a square size): it
 * has no others. The header's carousel and the server's preload of a page's banner both take it
 * from here, so the preloaded image is the one the carousel asks for.
 */
export function bannerImageSet(image: string): string | undefined {
  const [, stem, size = ''] = THUMBNAIL.exec(image) ?? [];
  if (!(BANNER_SIZES as readonly string[]).includes(size)) return undefined;
  return BANNER_SIZES.map((other) => `${stem}-${other} ${other.split('x')[0]}w`).join(', ');
}

/**
 * How wide a header banner shows (its `sizes`): the header's width (the page's less its padding),
 * at most 720 px (react's search.css), so a phone takes the 400 px banner at 1x and the 1200 at 3x,
 * a desktop the 800.
 */
export const BANNER_IMAGE_SIZES = '(min-width: 752px) 720px, calc(100vw - 32px)';
