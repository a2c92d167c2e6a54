import { type Placeholder, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';

/**
 * A query's values as named placeholders, and the shape of its text: every value bound and every
 * part without a value noted, in order. Two queries built with the same shape have the same text,
 * so the text is built once per shape (`createQueryShapes`) and each request only binds its values.
 */
export interface Bindings {
  /** `value` as the placeholder `name`; a name is bound once in a query. */
  bind(name: string, value: unknown): Placeholder;
  /** A part of the text that holds no value (a flag, an empty list) but changes the text. */
  note(part: string): void;
  readonly values: Record<string, unknown>;
  /** What the text is made of so far: the names bound and the parts noted. */
  shape(): string;
}

export function createBindings(): Bindings {
  const values: Record<string, unknown> = {};
  const parts: string[] = [];
  return {
    bind(name, value) {
      if (name in values) throw new Error(`Placeholder ${name} bound twice`);
      values[name] = value;
      parts.push(name);
      return sql.placeholder(name);
    },
    note: (part) => void parts.push(`:${part}`),
    values,
    shape: () => parts.join(','),
  };
}

/** A Drizzle select, prepared for the values of its placeholders. */
interface Preparable {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<unknown> };
}
type Prepared<Query extends Preparable> = ReturnType<Query['prepare']>;

/**
 * Drizzle's own preparation without a statement name: the text and the row mapping are made once,
 * while PostgreSQL still parses and plans each run with its values (an unnamed statement), as for
 * a query built anew. A named statement would let PostgreSQL switch to a generic plan, which the
 * gallery's bounded walks must not get: their best plan depends on the values. (`prepare(name)`
 * is the public way, always named; `_prepare()` is what every Drizzle query runs through.)
 */
const prepareUnnamed = <Query extends Preparable>(query: Query) =>
  (query as unknown as { _prepare(): Prepared<Query> })._prepare();

/**
 * The gallery's queries prepared once per shape: Drizzle builds a query's SQL text by walking its
 * parts on every run, which cost more CPU than the rest of a gallery request. Queries on a
 * transaction are prepared on it each time; the cache serves the database itself only.
 */
export function createQueryShapes(db: Database, size = 500) {
  const prepared = new Map<string, unknown>();
  return {
    /** The query of `key` (its kind and shape), built by `build` on a miss. */
    query<Query extends Preparable>(
      tx: Executor,
      key: string,
      build: (tx: Executor) => Query,
    ): Prepared<Query> {
      if (tx !== db) return prepareUnnamed(build(tx));
      const known = prepared.get(key) as Prepared<Query> | undefined;
      if (known) return known;
      const query = prepareUnnamed(build(db));
      prepared.set(key, query);
      // The oldest shape goes first: shapes are few (a filter's presence, not its value).
      if (prepared.size > size) prepared.delete(prepared.keys().next().value as string);
      return query;
    },
  };
}
