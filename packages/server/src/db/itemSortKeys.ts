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
  | 'realisation_price'
  | 'created'
  | 'realisation_date'
  | 'read_count'
  | 'like_count'
  | 'lot_number'
  | 'date_start';

/**
 * The key expressions of every sort, shared by the schema's indexes and the gallery queries so
 * the planner can match them. Every key of a sort goes the same direction, then the id, so a
 * page boundary is one row comparison, `(keys, id) < (last hit)`, served by one index.
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
    realisation_price: [realisationPrice],
    created: [created],
    realisation_date: [
      { expression: sql`coalesce(${columns.realisationDate}, '0001-01-01'::date)`, type: 'date' },
    ],
    read_count: [{ expression: sql`${columns.viewCount}`, type: 'int' }],
    like_count: [{ expression: sql`${columns.likeCount}`, type: 'int' }],
    lot_number: [{ expression: sql`coalesce(${columns.lotNumber}, 0)`, type: 'int' }],
    date_start: [
      {
        expression: sql`coalesce(${columns.dateStart}, '0001-01-01T00:00:00Z'::timestamptz)`,
        type: 'timestamptz',
      },
    ],
  };
}
