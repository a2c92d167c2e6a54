import { TITLE_LENGTH_BY_COLUMNS } from '../format/text';

/** The text a six-column tile must hold on one line: a title of its length (§9: 13), in digits' width. */
export const SIX_COLUMN_PROBE = /* @__PURE__ */ (() => '0'.repeat(TITLE_LENGTH_BY_COLUMNS[6]))();

/**
 * Whether six tiles a row leave each one room for a title of 13 characters (§9): the grid's width
 * less its five gaps, a sixth of it less the tile's padding and border, against the measured width
 * of 13 digits in the tile title's font (`probeWidth`, measured by the view from a hidden element
 * styled as a title). `space` is the design's spacing unit: a gap is two, a tile's padding one.
 */
export function sixColumnsFit(gridWidth: number, probeWidth: number, space: number): boolean {
  const gap = space * 2;
  const tile = (gridWidth - gap * 5) / 6;
  const inside = tile - space * 2 - 2;
  return inside >= probeWidth;
}
