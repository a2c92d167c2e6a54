/** Tile title lengths per column mode (spec §9): 3 columns 20, 6 columns 13, 1 column 20. */
export const TITLE_LENGTH_BY_COLUMNS: Readonly<Record<1 | 3 | 6, number>> = { 1: 20, 3: 20, 6: 13 };
export type ColumnMode = keyof typeof TITLE_LENGTH_BY_COLUMNS;

/** A tile title cut to its column mode's length, with an ellipsis when cut. */
export function truncateTitle(title: string, columns: ColumnMode): string {
  const max = TITLE_LENGTH_BY_COLUMNS[columns];
  const chars = Array.from(title.trim());
  return chars.length <= max
    ? chars.join('')
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** `gold SOVEREIGN coins` → `Gold Sovereign Coins`. */
export function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|[\s\-/(])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}
