import type { ColumnMode } from '../format/text';

/** Tiles between advertisements when the site sets no other frequency. */
export const DEFAULT_AD_FREQUENCY = 10;

/** One place in a gallery's list: a tile (by its index among the tiles) or an advertisement slot. */
export type GalleryEntry = { kind: 'tile'; tileIndex: number } | { kind: 'advertisement'; slot: number };

export interface AdvertisementOptions {
  /** The ad zones flag: off, the list is the tiles alone. */
  enabled: boolean;
  /** The column mode: 1 is the mobile list. */
  columns: ColumnMode;
  /** Tiles between advertisements. Default: {@link DEFAULT_AD_FREQUENCY}. */
  adFrequency?: number;
}

/**
 * Where advertisement tiles go (§2 Tiles): in the one-column (mobile) list at positions 3 and 6 —
 * among the first five tiles — then after every `adFrequency` tiles; in the grids after every
 * `adFrequency` tiles. An advertisement always sits between two tiles, never last.
 */
export function galleryEntries(tileCount: number, options: AdvertisementOptions): GalleryEntry[] {
  const entries: GalleryEntry[] = [];
  const frequency = Math.max(1, Math.floor(options.adFrequency ?? DEFAULT_AD_FREQUENCY));
  // the tile counts after which an advertisement comes
  const after = new Set<number>();
  if (options.enabled) {
    let next = frequency;
    if (options.columns === 1) {
      // positions 3 and 6 of the list: after the 2nd and the 4th tile
      after.add(2);
      after.add(4);
      next = 4 + frequency;
    }
    for (; next < tileCount; next += frequency) after.add(next);
  }
  let slot = 0;
  for (let tileIndex = 0; tileIndex < tileCount; tileIndex++) {
    if (after.has(tileIndex)) entries.push({ kind: 'advertisement', slot: slot++ });
    entries.push({ kind: 'tile', tileIndex });
  }
  return entries;
}
