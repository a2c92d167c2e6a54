import { type MapImageSize, staticMapUrl } from '@trove/core/gallery';

/**
 * The static map provider, a URL template (`{address}`, `{size}`, `{zoom}`, ...) set at build time
 * with `VITE_STATIC_MAP_URL`. Without one, event and organisation panes show the address text.
 */
const template: string | undefined = import.meta.env.VITE_STATIC_MAP_URL || undefined;

export const mapImageUrl = template
  ? (address: string, size: MapImageSize) => staticMapUrl(template, address, size)
  : undefined;
