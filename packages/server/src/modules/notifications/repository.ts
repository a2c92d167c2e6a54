import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { notifications } from '../../db/schema';
import { listingLinks } from '../gallery/listingQuery';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Omit<typeof notifications.$inferInsert, 'id'>;

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;

export function createNotificationsRepository(db: Database) {
  return {
    async count(userId: number, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ total: count() })
        .from(notifications)
        .where(eq(notifications.userId, userId));
      return row?.total ?? 0;
    },

    /** Newest first. */
    async list(userId: number, offset: number, limit: number, tx: Executor = db): Promise<NotificationRow[]> {
      return tx
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.dateCreated), desc(notifications.id))
        .limit(limit)
        .offset(offset);
    },

    /** The listings of `ids` as they are now, read as the gallery reads them: what links to them need. */
    listings(ids: readonly number[], tx: Executor = db) {
      return listingLinks(tx, ids);
    },

    async insert(values: readonly NewNotification[], tx: Executor = db): Promise<void> {
      if (values.length === 0) return;
      await tx.insert(notifications).values([...values]);
    },

    /** Acknowledges the member's notification (the first acknowledgement's date stays); undefined if it is not theirs. */
    async acknowledge(
      userId: number,
      id: number,
      now: Date,
      tx: Executor = db,
    ): Promise<NotificationRow | undefined> {
      const [row] = await tx
        .update(notifications)
        .set({ dateAcknowledged: sql`coalesce(${notifications.dateAcknowledged}, ${now})` })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning();
      return row;
    },
  };
}
