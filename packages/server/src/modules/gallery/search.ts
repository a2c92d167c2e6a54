import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { items } from '../../db/schema';

/**
 * Full-text matching of listings. The gallery asks this interface only, so another backend
 * (OpenSearch) can replace PostgreSQL's full-text search without touching the gallery queries.
 */
export interface ItemSearch {
  /**
   * A condition on `items` true for listings matching the words of `query`: the words, or the
   * placeholder they are bound to (the gallery prepares its queries once per shape).
   */
  matches(query: string | Placeholder): SQL;
}

/** PostgreSQL: the generated `items.search` tsvector (name weighted A, description B), GIN-indexed. */
export function createPostgresItemSearch(): ItemSearch {
  return {
    matches: (query) => sql`${items.search} @@ websearch_to_tsquery('english', ${query})`,
  };
}
