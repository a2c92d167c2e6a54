import { and, asc, count, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { marketingSubscriptions, savedSearches } from '../../db/schema';

export type SubscriptionRow = typeof marketingSubscriptions.$inferSelect & { searchName: string };
export type NewSubscription = Omit<typeof marketingSubscriptions.$inferInsert, 'id'>;

export type MarketingRepository = ReturnType<typeof createMarketingRepository>;

const columns = {
  id: marketingSubscriptions.id,
  userId: marketingSubscriptions.userId,
  searchId: marketingSubscriptions.searchId,
  schedule: marketingSubscriptions.schedule,
  created: marketingSubscriptions.created,
  searchName: savedSearches.name,
};

/** The member's email notifications; every query is scoped to the member. */
export function createMarketingRepository(db: Database) {
  const withSearch = (tx: Executor) =>
    tx
      .select(columns)
      .from(marketingSubscriptions)
      .innerJoin(savedSearches, eq(savedSearches.id, marketingSubscriptions.searchId));

  return {
    async count(userId: number, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ total: count() })
        .from(marketingSubscriptions)
        .where(eq(marketingSubscriptions.userId, userId));
      return row?.total ?? 0;
    },

    /** Oldest first. */
    async list(userId: number, offset: number, limit: number, tx: Executor = db): Promise<SubscriptionRow[]> {
      return withSearch(tx)
        .where(eq(marketingSubscriptions.userId, userId))
        .orderBy(asc(marketingSubscriptions.created), asc(marketingSubscriptions.id))
        .limit(limit)
        .offset(offset);
    },

    async get(userId: number, id: number, tx: Executor = db): Promise<SubscriptionRow | undefined> {
      const [row] = await withSearch(tx).where(
        and(eq(marketingSubscriptions.id, id), eq(marketingSubscriptions.userId, userId)),
      );
      return row;
    },

    async findBySearch(userId: number, searchId: number, tx: Executor = db) {
      const [row] = await withSearch(tx)
        .where(and(eq(marketingSubscriptions.searchId, searchId), eq(marketingSubscriptions.userId, userId)))
        .orderBy(asc(marketingSubscriptions.id))
        .limit(1);
      return row;
    },

    /**
     * The member's saved search, locked until the transaction ends so that two requests
     * subscribing to it run one after the other; undefined when the member has no such search.
     */
    async lockSearch(userId: number, searchId: number, tx: Executor) {
      const [row] = await tx
        .select({ id: savedSearches.id, name: savedSearches.name })
        .from(savedSearches)
        .where(and(eq(savedSearches.id, searchId), eq(savedSearches.userId, userId)))
        .for('update');
      return row;
    },

    async insert(values: NewSubscription, tx: Executor = db) {
      const [row] = await tx.insert(marketingSubscriptions).values(values).returning();
      if (!row) throw new Error('Inserting an email notification returned no row');
      return row;
    },

    async setSchedule(id: number, schedule: string, tx: Executor = db): Promise<void> {
      await tx.update(marketingSubscriptions).set({ schedule }).where(eq(marketingSubscriptions.id, id));
    },

    /** Answers whether the member had that notification. */
    async remove(userId: number, id: number, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .delete(marketingSubscriptions)
        .where(and(eq(marketingSubscriptions.id, id), eq(marketingSubscriptions.userId, userId)))
        .returning({ id: marketingSubscriptions.id });
      return rows.length > 0;
    },
  };
}
