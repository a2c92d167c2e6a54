import { hasPermission, isAdmin, type User } from '@trove/core/auth';
import type { ItemType } from '@trove/core/gallery';
import { COMMENTS_PAGE_SIZE, COMMUNITY_MESSAGES, type Comment, type CommentPage } from '@trove/core/server';
import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import { createLinkToken, verifyLinkToken } from '../auth/linkTokens';
import type { Database } from '../db/database';
import { comments, groups, itemModerations, items, userGroups, users } from '../db/schema';
import { HttpError } from '../http/httpError';
import type { Mailer } from '../mail/mailer';
import { openListing } from './likes';
import type { Notifier } from './notifier';

const DAY = 24 * 60 * 60 * 1000;
/** How long a moderator's link works (the spec names no limit; once used it works no more). */
export const MODERATION_LINK_MAX_AGE_MS = 14 * DAY;

export interface CommentsDeps {
  db: Database;
  mailer: Mailer;
  now: () => Date;
  notifier: Notifier;
  secret: string;
  siteName: () => Promise<string>;
  onError: (error: unknown) => void;
}

const pending = (approved: boolean | null) => (approved ? 'approved' : 'pending');

/**
 * The token of a moderation link, made like the account links (linkTokens.ts): bound to the
 * comment's (or held listing's) state, so once approved the link works no more.
 */
export function commentToken(secret: string, commentId: number, now: Date): string {
  return createLinkToken(
    { secret, purpose: 'comment_moderation', uid: String(commentId), state: 'pending' },
    now,
  );
}

export function itemModerationToken(secret: string, moderationId: number, itemId: number, now: Date): string {
  return createLinkToken(
    { secret, purpose: 'item_moderation', uid: `${moderationId}:${itemId}`, state: 'pending' },
    now,
  );
}

const invalidToken = () => HttpError.validation({ token: [COMMUNITY_MESSAGES.invalidToken] });

export type CommentsService = ReturnType<typeof createCommentsService>;

export function createCommentsService({
  db,
  mailer,
  now,
  notifier,
  secret,
  siteName,
  onError,
}: CommentsDeps) {
  /** The site's moderators: its admins (a group whose name holds "admin", as core's isAdmin). */
  async function moderators(): Promise<{ email: string }[]> {
    return db
      .selectDistinct({ email: users.email })
      .from(users)
      .innerJoin(userGroups, eq(userGroups.userId, users.id))
      .innerJoin(groups, eq(groups.id, userGroups.groupId))
      .where(and(sql`${groups.name} ~* 'admin'`, eq(users.isActive, true)));
  }

  async function mailModerators(subject: string, lines: string[], kind: string): Promise<void> {
    for (const moderator of await moderators()) {
      try {
        await mailer.send({ kind, to: moderator.email, subject, text: lines.join('\n') });
      } catch (error) {
        onError(error);
      }
    }
  }

  /**
   * Mails the moderators a link for each held comment and listing not announced yet: claimed
   * row by row (`notified`), so that several instances, or a start and a comment, mail once.
   */
  async function announcePending(siteUrl: string): Promise<void> {
    const site = await siteName();
    const held = await db
      .update(comments)
      .set({ notified: true })
      .where(sql`NOT ${comments.notified}`)
      .returning({ id: comments.id, text: comments.text, itemId: comments.itemId });
    for (const comment of held) {
      const [listing] = await db.select({ name: items.name }).from(items).where(eq(items.id, comment.itemId));
      const link = `${siteUrl}/moderation/approve/comment/${comment.id}/${commentToken(secret, comment.id, now())}`;
      await mailModerators(
        `A comment on ${listing?.name ?? 'a listing'} awaits approval`,
        [
          `A member's comment on ${listing?.name ?? 'a listing'} was held for moderation on ${site}:`,
          '',
          `"${comment.text}"`,
          '',
          'To approve it, open this link:',
          link,
          '',
          'The link works once and for 14 days.',
        ],
        'comment_moderation',
      );
    }
    const listings = await db
      .update(itemModerations)
      .set({ notified: true })
      .where(sql`NOT ${itemModerations.notified}`)
      .returning({ id: itemModerations.id, itemId: itemModerations.itemId });
    for (const moderation of listings) {
      const [listing] = await db
        .select({ name: items.name })
        .from(items)
        .where(eq(items.id, moderation.itemId));
      const token = itemModerationToken(secret, moderation.id, moderation.itemId, now());
      await mailModerators(
        `${listing?.name ?? 'A listing'} awaits approval`,
        [
          `The listing ${listing?.name ?? ''} was submitted for moderation on ${site}.`,
          '',
          'To approve it, open this link:',
          `${siteUrl}/moderation/${moderation.id}/approve/item/${moderation.itemId}/${token}`,
          '',
          'The link works once and for 14 days.',
        ],
        'item_moderation',
      );
    }
  }

  function toComment(row: {
    id: number;
    text: string;
    created: Date;
    userId: number;
    displayName: string | null;
    photo: string | null;
  }): Comment {
    return {
      id: row.id,
      text: row.text,
      user: { id: row.userId, display_name: row.displayName ?? '', photo: row.photo },
      created_date: row.created.toISOString(),
    };
  }

  return {
    announcePending,
    moderators,

    /** A page of the listing's approved comments, newest first, after the cursor (a comment id). */
    async page(
      itemId: number,
      itemType: ItemType,
      cursor: number | undefined,
      path: string,
    ): Promise<CommentPage> {
      await openListing(db, itemId, itemType);
      const visible = and(eq(comments.itemId, itemId), sql`${comments.approved}`);
      const rows = await db
        .select({
          id: comments.id,
          text: comments.text,
          created: comments.created,
          userId: comments.userId,
          displayName: users.displayName,
          photo: users.photo,
        })
        .from(comments)
        .innerJoin(users, eq(users.id, comments.userId))
        .where(cursor === undefined ? visible : and(visible, lt(comments.id, cursor)))
        .orderBy(desc(comments.id))
        .limit(COMMENTS_PAGE_SIZE + 1);
      const [total] = await db.select({ total: count() }).from(comments).where(visible);
      const shown = rows.slice(0, COMMENTS_PAGE_SIZE);
      const last = shown.at(-1);
      return {
        results: shown.map(toComment),
        next: rows.length > COMMENTS_PAGE_SIZE && last ? `${path}?cursor=${last.id}` : null,
        previous: cursor === undefined ? null : path,
        totalCount: total?.total ?? 0,
      };
    },

    /**
     * Adds the member's comment. A member of a group with `require_approval` has it held
     * (`held`), the moderators mailed a link; anyone else's shows at once, its owner told.
     */
    async create(
      user: User,
      itemId: number,
      itemType: ItemType,
      text: string,
      siteUrl: string,
    ): Promise<{ comment: Comment; held: boolean }> {
      if (!user.is_profile_complete) throw HttpError.validation({}, [COMMUNITY_MESSAGES.profileIncomplete]);
      const listing = await openListing(db, itemId, itemType);
      // Admins hold every permission, require_approval included: their comments show at once.
      const held = hasPermission(user, 'require_approval') && !isAdmin(user);
      const [row] = await db
        .insert(comments)
        .values({ itemId, userId: user.id, text, approved: !held, notified: !held, created: now() })
        .returning();
      if (!row) throw new Error('Inserting a comment returned no row');
      const comment = toComment({
        ...row,
        displayName: user.display_name,
        photo: user.photo ?? null,
      });
      const item = { id: listing.id, name: listing.name };
      const notice = { id: row.id, text };
      if (held) {
        await notifier.notify({ userId: user.id, name: 'comment_pending', item, comment: notice, siteUrl });
        await announcePending(siteUrl);
      } else if (listing.userId !== null && listing.userId !== user.id) {
        await notifier.notify({
          userId: listing.userId,
          name: 'item_comment',
          item,
          actorId: user.id,
          comment: notice,
          siteUrl,
        });
      }
      return { comment, held };
    },

    /**
     * Approves a held comment through a moderator's link; answers its listing's id. A used,
     * expired or forged link is refused.
     */
    async approve(commentId: number, token: string, siteUrl: string): Promise<number> {
      const [row] = await db.select().from(comments).where(eq(comments.id, commentId));
      const valid =
        row !== undefined &&
        verifyLinkToken(
          token,
          { secret, purpose: 'comment_moderation', uid: String(commentId), state: pending(row.approved) },
          now(),
          MODERATION_LINK_MAX_AGE_MS,
        ) &&
        !row.approved;
      if (!valid || !row) throw invalidToken();
      // Only one of two clicks at once approves.
      const [approved] = await db
        .update(comments)
        .set({ approved: true, approvedAt: now() })
        .where(and(eq(comments.id, commentId), sql`NOT ${comments.approved}`))
        .returning();
      if (!approved) throw invalidToken();
      const listing = await openListing(db, row.itemId).catch(() => undefined);
      if (listing) {
        const item = { id: listing.id, name: listing.name };
        const notice = { id: row.id, text: row.text };
        await notifier.notify({
          userId: row.userId,
          name: 'comment_approved',
          item,
          comment: notice,
          siteUrl,
        });
        if (listing.userId !== null && listing.userId !== row.userId) {
          await notifier.notify({
            userId: listing.userId,
            name: 'item_comment',
            item,
            actorId: row.userId,
            comment: notice,
            siteUrl,
          });
        }
      }
      return row.itemId;
    },

    /** Approves a listing held for moderation through a moderator's link; answers its id. */
    async approveItem(moderationId: number, itemId: number, token: string): Promise<number> {
      const [row] = await db
        .select()
        .from(itemModerations)
        .where(and(eq(itemModerations.id, moderationId), eq(itemModerations.itemId, itemId)));
      const valid =
        row !== undefined &&
        row.approvedAt === null &&
        verifyLinkToken(
          token,
          { secret, purpose: 'item_moderation', uid: `${moderationId}:${itemId}`, state: 'pending' },
          now(),
          MODERATION_LINK_MAX_AGE_MS,
        );
      if (!valid) throw invalidToken();
      const approved = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(itemModerations)
          .set({ approvedAt: now() })
          .where(and(eq(itemModerations.id, moderationId), sql`${itemModerations.approvedAt} IS NULL`))
          .returning();
        if (!claimed) return false;
        await tx.update(items).set({ published: true }).where(eq(items.id, itemId));
        return true;
      });
      if (!approved) throw invalidToken();
      return itemId;
    },
  };
}
