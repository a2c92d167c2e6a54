import { isAdmin, type User } from '@trove/core/auth';
import type { ListingCommunity } from '@trove/core/server';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { comments, follows, likes, shareCounts } from '../db/schema';

/** What the detail knows of the listing. */
export interface ListingOwner {
  id: number;
  userId: number | null;
  organisationId: number | null;
}

export type ListingCommunityWithShares = ListingCommunity & { share_counters: Record<string, number> };

/**
 * A listing's community for its detail: whether the viewer likes it, the followers of its
 * organisation (of its member when it has none), its approved comments, and its shares per
 * network, which only admins see (§6).
 */
export async function listingCommunity(
  db: Database,
  listing: ListingOwner,
  viewer: User | null | undefined,
): Promise<ListingCommunityWithShares> {
  const [liked] = viewer
    ? await db
        .select({ itemId: likes.itemId })
        .from(likes)
        .where(and(eq(likes.userId, viewer.id), eq(likes.itemId, listing.id)))
    : [];
  const followed =
    listing.organisationId !== null
      ? eq(follows.organisationId, listing.organisationId)
      : listing.userId !== null
        ? eq(follows.followedUserId, listing.userId)
        : undefined;
  const [followers] = followed
    ? await db.select({ total: count() }).from(follows).where(followed)
    : [{ total: 0 }];
  const [commentTotal] = await db
    .select({ total: count() })
    .from(comments)
    .where(and(eq(comments.itemId, listing.id), sql`${comments.approved}`));
  const shares = isAdmin(viewer)
    ? await db
        .select({ network: shareCounts.network, count: shareCounts.count })
        .from(shareCounts)
        .where(eq(shareCounts.itemId, listing.id))
    : [];
  return {
    liked: liked !== undefined,
    organisation_id: listing.organisationId,
    follower_count: followers?.total ?? 0,
    comment_count: commentTotal?.total ?? 0,
    share_counters: Object.fromEntries(shares.map((share) => [share.network, share.count])),
  };
}

/** What a gallery tile shows of a listing's community (§3 Gallery item: tile). */
export interface TileCommunity {
  /** It has at least one approved comment (held ones do not count). */
  hasComments: boolean;
  /** Its shares to Facebook (`share_counts`). */
  facebookShareCount: number;
}

/**
 * A gallery tile's community as columns of the page's own query (the gallery's
 * `TileExtraColumns`), on the listing `listingId` names: whether it has an approved comment (the
 * partial index on approved comments) and its Facebook shares (the primary key of `share_counts`).
 */
export function tileCommunityColumns(listingId: SQL) {
  return {
    hasComments: sql<boolean>`EXISTS (SELECT 1 FROM ${comments} c WHERE c.item_id = ${listingId} AND c.approved)`,
    facebookShareCount:
      sql<number>`coalesce((SELECT s.count FROM ${shareCounts} s WHERE s.item_id = ${listingId} AND s.network = 'facebook'), 0)`.mapWith(
        Number,
      ),
  };
}
