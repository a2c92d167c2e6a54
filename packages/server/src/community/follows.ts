import type { FollowInput, Following } from '@trove/core/server';
import { COMMUNITY_MESSAGES } from '@trove/core/server';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { follows, organisations, users } from '../db/schema';
import { HttpError } from '../http/httpError';

export interface FollowsDeps {
  db: Database;
  now: () => Date;
}

/** DRF's words for a primary key that names nothing. */
const doesNotExist = (value: string | number) => [`Invalid pk "${value}" - object does not exist.`];

type Target = { organisationId: number } | { followedUserId: number };

export type FollowsService = ReturnType<typeof createFollowsService>;

export function createFollowsService({ db, now }: FollowsDeps) {
  /** The one organisation or member named, which must exist (and not be the member). */
  async function targetOf(userId: number, input: FollowInput): Promise<Target> {
    const organisation = input.to_organisation ?? undefined;
    const member = input.to_user ?? undefined;
    if ((organisation === undefined) === (member === undefined)) {
      throw HttpError.validation({}, [COMMUNITY_MESSAGES.followTarget]);
    }
    if (organisation !== undefined) {
      const [row] = await db
        .select({ id: organisations.id })
        .from(organisations)
        .where(eq(organisations.id, organisation));
      if (!row) throw HttpError.validation({ to_organisation: doesNotExist(organisation) });
      return { organisationId: row.id };
    }
    const id = Number(member);
    const [row] =
      Number.isSafeInteger(id) && id <= 2_147_483_647
        ? await db
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.id, id), eq(users.isActive, true)))
        : [];
    if (!row) throw HttpError.validation({ to_user: doesNotExist(member ?? '') });
    if (row.id === userId) throw HttpError.validation({ to_user: [COMMUNITY_MESSAGES.followSelf] });
    return { followedUserId: row.id };
  }

  const matching = (userId: number, target: Target) =>
    and(
      eq(follows.userId, userId),
      'organisationId' in target
        ? eq(follows.organisationId, target.organisationId)
        : eq(follows.followedUserId, target.followedUserId),
    );

  async function followingOf(userId: number): Promise<Following> {
    const rows = await db
      .select({ organisationId: follows.organisationId, followedUserId: follows.followedUserId })
      .from(follows)
      .where(eq(follows.userId, userId))
      .orderBy(asc(follows.id));
    return {
      organisations: rows.flatMap((row) => (row.organisationId === null ? [] : [row.organisationId])),
      users: rows.flatMap((row) => (row.followedUserId === null ? [] : [String(row.followedUserId)])),
    };
  }

  return {
    followingOf,

    /** Follows the organisation or member (again: no change); answers the member's following. */
    async follow(userId: number, input: FollowInput): Promise<Following> {
      const target = await targetOf(userId, input);
      await db
        .insert(follows)
        .values({ userId, ...target, created: now() })
        .onConflictDoNothing();
      return followingOf(userId);
    },

    /** Stops following (not following: no change); answers the member's following. */
    async unfollow(userId: number, input: FollowInput): Promise<Following> {
      const target = await targetOf(userId, input);
      await db.delete(follows).where(matching(userId, target));
      return followingOf(userId);
    },
  };
}
