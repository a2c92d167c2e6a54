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

/**
 * Words a title keeps in lower case unless first or last (spec §5, "capitalises words except small
 * words"): the articles, the coordinating conjunctions and short prepositions, as Chicago-style
 * title case and the common title-case tools leave them.
 */
export const TITLE_CASE_SMALL_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'but',
  'by',
  'for',
  'in',
  'nor',
  'of',
  'on',
  'or',
  'the',
  'to',
  'up',
  'via',
  'with',
]);

/** The word's first letter in capitals, unless a digit comes before it (`20th`, `1880s`). */
const capitalise = (word: string) =>
  word.replace(/^(\P{L}*)(\p{L})/u, (whole, lead: string, letter: string) =>
    /\p{N}/u.test(lead) ? whole : lead + letter.toUpperCase(),
  );

/**
 * `gold SOVEREIGN coins of the realm` → `Gold Sovereign Coins of the Realm`. The text is lower-cased
 * first, so a shouted listing title reads like any other (and an acronym such as UK reads Uk); then
 * each word, and each part of a hyphenated or slashed word, gets a capital, except the small words
 * (`TITLE_CASE_SMALL_WORDS`) that are neither the first nor the last word nor follow a colon.
 */
export function titleCase(text: string): string {
  // words at even indices, the spaces, hyphens and slashes between them at odd ones
  const parts = text.toLowerCase().split(/([\s\-/]+)/);
  const first = parts[0] ? 0 : 2;
  const last = parts.at(-1) ? parts.length - 1 : parts.length - 3;
  const staysSmall = (word: string, i: number) =>
    i !== first &&
    i !== last &&
    !parts[i - 2]?.endsWith(':') &&
    TITLE_CASE_SMALL_WORDS.has(word.replace(/\P{L}/gu, ''));
  return parts.map((part, i) => (i % 2 || staysSmall(part, i) ? part : capitalise(part))).join('');
}
