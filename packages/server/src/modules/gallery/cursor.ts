import type { SortKey } from '../../db/itemSortKeys';
import { HttpError } from '../../http/httpError';

/** A page boundary: the sort keys of the last listing shown, as text, then its id. */
export type Cursor = { values: string[]; id: number };

/** PostgreSQL's `integer`: ids and the int sort keys. */
const INT_MAX = 2_147_483_647;

const calendarDate = (year: number, month: number, day: number) => {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

const DATE = /^(\d{4})-(\d{2})-(\d{2})( BC)?$/;
// As PostgreSQL writes a timestamptz as text (ISO style): the offset may carry seconds for old
// dates in some zones, and the year BC for the first day of year 1 seen west of Greenwich.
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2}) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}( BC)?$/;
// Money keys are numeric(12, 2), or a price converted to the site's currency: never near 2^40.
const NUMERIC = /^-?\d{1,12}(\.\d{1,20})?$/;

/**
 * Whether `text` is a value the sort key's SQL type reads: the cursor is cast to those types in
 * the page query, where a value that does not read (`abc` as a number, day 45 of month 13, an
 * integer past 2^31) would fail the query rather than the request.
 */
export function isSortKeyValue(type: SortKey['type'], text: string): boolean {
  switch (type) {
    case 'numeric':
      return text === 'Infinity' || NUMERIC.test(text);
    case 'int':
      return /^-?\d{1,10}$/.test(text) && Math.abs(Number(text)) <= INT_MAX;
    case 'date': {
      const match = DATE.exec(text);
      return match !== null && calendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
    }
    case 'timestamptz': {
      if (text === 'infinity' || text === '-infinity') return true;
      const match = TIMESTAMP.exec(text);
      return match !== null && calendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
    }
  }
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([...cursor.values, cursor.id])).toString('base64url');
}

/**
 * The cursor of `last_hit` for a sort whose keys have `types`: the keys as text, each one its
 * type reads, then a listing id. Anything else is a 400 on `last_hit`.
 */
export function decodeCursor(text: string, types: readonly SortKey['type'][]): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const keyCount = types.length;
  if (Array.isArray(parsed) && parsed.length === keyCount + 1) {
    const values = parsed.slice(0, keyCount);
    const id: unknown = parsed[keyCount];
    if (
      values.every((value, index) => {
        const type = types[index];
        return typeof value === 'string' && type !== undefined && isSortKeyValue(type, value);
      }) &&
      typeof id === 'number' &&
      Number.isInteger(id) &&
      id >= 0 &&
      id <= INT_MAX
    ) {
      return { values: values as string[], id };
    }
  }
  throw HttpError.validation({ last_hit: ['Invalid cursor.'] });
}
