import type { ItemType } from '@trove/core/gallery';
import type { LikeResult } from '@trove/core/server';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database';
import { items, likes } from '../db/schema';
import { HttpError } from '../http/httpError';
import type { Notifier } from './notifier';

export interface LikesDeps {
  db: Database;
  now: () => Date;
  notifier: Notifier;
}

/** A listing a member may like, comment on or report: published, of the type its URL names. */
export async function openListing(tx: Executor, id: number, itemType?: ItemType) {
  const [row] = await tx
    .select({
      id: items.id,
      name: items.name,
      itemType: items.itemType,
      userId: items.userId,
      organisationId: items.organisationId,
    })
    .from(items)
    .where(and(eq(items.id, id), sql`${items.published}`));
  if (!row || (itemType !== undefined && row.itemType !== itemType)) throw HttpError.notFound();
  return row;
}

// Any constant of the app's own: the advisory lock space of likes, the key per member and listing.
const LIKE_LOCK = 7_346_015;

export type LikesService = ReturnType<typeof createLikesService>;

export function createLikesService({ db, now, notifier }: LikesDeps) {
  return {
    /**
     * Toggles the member's like of a listing: liked when it was not, unliked when it was. The
     * row and the count change in one transaction, the count by an atomic increment, so any
     * number of members liking at once end with as many rows as the count says.
     */
    async toggle(userId: number, itemId: number, itemType: ItemType, siteUrl: string): Promise<LikeResult> {
      const { result, notify } = await db.transaction(async (tx) => {
        const listing = await openListing(tx, itemId, itemType);
        // One member's toggles of one listing run one after another, so each one flips the like
        // (two at once would otherwise both find the row, and one delete nothing).
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${LIKE_LOCK}, hashtext(${`${userId}:${itemId}`}))`);
        const added = await tx
          .insert(likes)
          .values({ userId, itemId, created: now() })
          .onConflictDoNothing()
          .returning({ itemId: likes.itemId });
        if (added.length > 0) {
          const [row] = await tx
            .update(items)
            .set({ likeCount: sql`${items.likeCount} + 1` })
            .where(eq(items.id, itemId))
            .returning({ likeCount: items.likeCount });
          return { result: { like_count: row?.likeCount ?? 0, liked: true }, notify: listing };
        }
        const removed = await tx
          .delete(likes)
          .where(and(eq(likes.userId, userId), eq(likes.itemId, itemId)))
          .returning({ itemId: likes.itemId });
        const [row] =
          removed.length > 0
            ? await tx
                .update(items)
                .set({ likeCount: sql`greatest(${items.likeCount} - 1, 0)` })
                .where(eq(items.id, itemId))
                .returning({ likeCount: items.likeCount })
            : await tx.select({ likeCount: items.likeCount }).from(items).where(eq(items.id, itemId));
        return { result: { like_count: row?.likeCount ?? 0, liked: false }, notify: undefined };
      });
      // The owner hears of a like, not of an unlike, nor of their own.
      if (notify && notify.userId !== null && notify.userId !== userId) {
        await notifier.notify({
          userId: notify.userId,
          name: 'item_liked',
          item: { id: notify.id, name: notify.name },
          actorId: userId,
          siteUrl,
        });
      }
      return result;
    },

    /** Whether the member likes the listing. */
    async likes(userId: number | undefined, itemId: number): Promise<boolean> {
      if (userId === undefined) return false;
      const [row] = await db
        .select({ itemId: likes.itemId })
        .from(likes)
        .where(and(eq(likes.userId, userId), eq(likes.itemId, itemId)));
      return row !== undefined;
    },
  };
}
