import type { NotificationName } from '@trove/core/auth';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { notifications, users } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { listingLinks } from '../modules/gallery/listingQuery';
import { listingUrl } from '../modules/gallery/listingUrl';

export interface NotifierDeps {
  db: Database;
  mailer: Mailer;
  now: () => Date;
  siteName: () => Promise<string>;
  onError: (error: unknown) => void;
}

export interface CommunityNotification {
  /** Who is told. */
  userId: number;
  name: Extract<NotificationName, 'item_liked' | 'item_comment' | 'comment_pending' | 'comment_approved'>;
  item: { id: number; name: string };
  /** The member who liked or commented, named in the message. */
  actorId?: number | undefined;
  /** The comment's text, for item_comment and the comment notices. */
  comment?: { id: number; text: string } | undefined;
  siteUrl: string;
}

const SUBJECTS: Record<CommunityNotification['name'], (item: string, actor: string) => string> = {
  item_liked: (item, actor) => `${actor} liked ${item}`,
  item_comment: (item, actor) => `${actor} commented on ${item}`,
  comment_pending: (item) => `Your comment on ${item} has been sent for moderation`,
  comment_approved: (item) => `Your comment on ${item} was approved`,
};

export type Notifier = ReturnType<typeof createNotifier>;

/**
 * The community's notifications (seed 001 §3's names): stored for the member's list, and mailed
 * when the member has `receive_emails` on. A mail that fails is logged; the notification stays.
 */
export function createNotifier({ db, mailer, now, siteName, onError }: NotifierDeps) {
  return {
    async notify(notice: CommunityNotification): Promise<void> {
      const ids = [notice.userId, ...(notice.actorId === undefined ? [] : [notice.actorId])];
      const people = await db
        .select({
          id: users.id,
          email: users.email,
          displayName: users.displayName,
          receiveEmails: users.receiveEmails,
        })
        .from(users)
        .where(inArray(users.id, ids));
      const recipient = people.find((person) => person.id === notice.userId);
      if (!recipient) return;
      const actor = people.find((person) => person.id === notice.actorId);
      await db.insert(notifications).values({
        userId: notice.userId,
        name: notice.name,
        data: {
          item: notice.item,
          ...(actor ? { user: { id: actor.id, display_name: actor.displayName } } : {}),
          ...(notice.comment ? { comment: notice.comment } : {}),
        },
        dateCreated: now(),
      });
      if (!recipient.receiveEmails) return;
      try {
        const [link] = await listingLinks(db, [notice.item.id]);
        const url = link ? `${notice.siteUrl}${listingUrl(link)}` : notice.siteUrl;
        const subject = SUBJECTS[notice.name](notice.item.name, actor?.displayName || 'A member');
        await mailer.send({
          kind: notice.name,
          to: recipient.email,
          subject,
          text: [
            `${subject}.`,
            ...(notice.comment ? ['', `"${notice.comment.text}"`] : []),
            '',
            url,
            '',
            `You receive this because email notifications are on in your ${await siteName()} profile.`,
          ].join('\n'),
        });
      } catch (error) {
        onError(error);
      }
    },
  };
}
