import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The columns of `items` that the sorts read. */
export interface SortColumns {
  price: AnyPgColumn;
  realisationPrice: AnyPgColumn;
  realisationDate: AnyPgColumn;
  created: AnyPgColumn;
  viewCount: AnyPgColumn;
  likeCount: AnyPgColumn;
  lotNumber: AnyPgColumn;
  dateStart: AnyPgColumn;
}

/** One key of a sort: a non-null expression (nulls would break row comparisons) and its SQL type. */
export interface SortKey {
  expression: SQL;
  type: 'numeric' | 'timestamptz' | 'date' | 'int';
}

export type SortKeySet =
  | 'best'
  | 'price'
  | 'price_ascending'
  | 'realisation_price'
  | 'realisation_price_ascending'
  | 'created'
  | 'realisation_date'
  | 'read_count'
  | 'like_count'
  | 'lot_number'
  | 'lot_number_ascending'
  | 'date_start'
  | 'date_start_ascending';

/**
 * The key expressions of every sort, shared by the schema's indexes and the gallery queries so
 * the planner can match them. Every key of a sort goes the same direction, then the id, so a
 * page boundary is one row comparison, `(keys, id) < (last hit)`, served by one index.
 *
 * A listing without the key (no price, no lot number, no start date) comes last whichever the
 * direction: a descending sort reads it as the lowest value, an ascending one (the `_ascending`
 * sets) as the highest. Besides being what a visitor expects of "price, low to high", it keeps
 * the keyless majority (every listing not for sale, every one that is not an event) from
 * standing in front of the index, where a page filtered to the listings that have the key
 * would first step over all of them.
 */
export function sortKeySets(columns: SortColumns): Record<SortKeySet, [SortKey, ...SortKey[]]> {
  const price: SortKey = { expression: sql`coalesce(${columns.price}, 0)`, type: 'numeric' };
  const realisationPrice: SortKey = {
    expression: sql`coalesce(${columns.realisationPrice}, 0)`,
    type: 'numeric',
  };
  const created: SortKey = { expression: sql`${columns.created}`, type: 'timestamptz' };
  return {
    best: [price, realisationPrice, created],
    price: [price],
    price_ascending: [{ expression: sql`coalesce(${columns.price}, 'Infinity')`, type: 'numeric' }],
    realisation_price: [realisationPrice],
    realisation_price_ascending: [
      { expression: sql`coalesce(${columns.realisationPrice}, 'Infinity')`, type: 'numeric' },
    ],
    created: [created],
    realisation_date: [
      { expression: sql`coalesce(${columns.realisationDate}, '0001-01-01'::date)`, type: 'date' },
    ],
    read_count: [{ expression: sql`${columns.viewCount}`, type: 'int' }],
    like_count: [{ expression: sql`${columns.likeCount}`, type: 'int' }],
    lot_number: [{ expression: sql`coalesce(${columns.lotNumber}, 0)`, type: 'int' }],
    lot_number_ascending: [{ expression: sql`coalesce(${columns.lotNumber}, 2147483647)`, type: 'int' }],
    date_start: [
      {
        expression: sql`coalesce(${columns.dateStart}, '0001-01-01T00:00:00Z'::timestamptz)`,
        type: 'timestamptz',
      },
    ],
    date_start_ascending: [
      { expression: sql`coalesce(${columns.dateStart}, 'infinity'::timestamptz)`, type: 'timestamptz' },
    ],
  };
}
