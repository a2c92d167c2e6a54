import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { savedSearches, users } from '../../db/schema';

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type NewSavedSearch = Omit<typeof savedSearches.$inferInsert, 'id'>;
export type SavedSearchChanges = Partial<Pick<SavedSearchRow, 'name' | 'params' | 'schedule' | 'isDefault'>>;

export type SearchesRepository = ReturnType<typeof createSearchesRepository>;

/** Every query is scoped to one member: another member's search is as absent as one that never was. */
export function createSearchesRepository(db: Database) {
  return {
    /** The member's searches, oldest first; `name` keeps those of that name, in any case. */
    async list(userId: number, name: string | undefined, tx: Executor = db): Promise<SavedSearchRow[]> {
      const where = [eq(savedSearches.userId, userId)];
      if (name !== undefined) where.push(sql`lower(${savedSearches.name}) = lower(${name})`);
      return tx
        .select()
        .from(savedSearches)
        .where(and(...where))
        .orderBy(asc(savedSearches.created), asc(savedSearches.id));
    },

    async get(userId: number, id: number, tx: Executor = db): Promise<SavedSearchRow | undefined> {
      const [row] = await tx
        .select()
        .from(savedSearches)
        .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
      return row;
    },

    async insert(values: NewSavedSearch, tx: Executor = db): Promise<SavedSearchRow> {
      const [row] = await tx.insert(savedSearches).values(values).returning();
      if (!row) throw new Error('Inserting a saved search returned no row');
      return row;
    },

    async update(
      userId: number,
      id: number,
      changes: SavedSearchChanges,
      tx: Executor = db,
    ): Promise<SavedSearchRow | undefined> {
      const [row] = await tx
        .update(savedSearches)
        .set(changes)
        .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
        .returning();
      return row;
    },

    /** Answers whether the member had that search. */
    async remove(userId: number, id: number, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .delete(savedSearches)
        .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
        .returning({ id: savedSearches.id });
      return rows.length > 0;
    },

    /** Makes `id` the member's only default search. */
    async clearDefaultExcept(userId: number, id: number, tx: Executor = db): Promise<void> {
      await tx
        .update(savedSearches)
        .set({ isDefault: false })
        .where(
          and(
            eq(savedSearches.userId, userId),
            sql`${savedSearches.isDefault}`,
            sql`${savedSearches.id} <> ${id}`,
          ),
        );
    },

    /** How many searches the member has saved, the watchlist included. */
    async count(userId: number, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId));
      return row?.count ?? 0;
    },

    /**
     * Locks the member's row until the transaction ends, so that two requests changing the
     * member's default search (or saving one near the limit) run one after the other.
     */
    async lockMember(userId: number, tx: Executor): Promise<void> {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },
  };
}
