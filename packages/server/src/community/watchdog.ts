import { isAdmin, type User } from '@trove/core/auth';
import {
  COMMUNITY_MESSAGES,
  type WatchdogReason,
  type WatchdogReport,
  type WatchdogReportInput,
} from '@trove/core/server';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { items, users, watchdogReasons, watchdogReports } from '../db/schema';
import { HttpError } from '../http/httpError';
import type { Mailer } from '../mail/mailer';
import { listingLinks } from '../modules/gallery/listingQuery';
import { listingUrl } from '../modules/gallery/listingUrl';

/** Reports an admin lists at once, newest first. */
export const WATCHDOG_REPORTS_LISTED = 100;

const TARGETS = [
  ['item', 'ITEM'],
  ['event', 'EVENT'],
  ['organisation', 'ORGANISATION'],
] as const;

const doesNotExist = (value: number) => [`Invalid pk "${value}" - object does not exist.`];

export interface WatchdogDeps {
  db: Database;
  mailer: Mailer;
  now: () => Date;
  /** The site's moderators' addresses. */
  moderators: () => Promise<{ email: string }[]>;
  onError: (error: unknown) => void;
}

export type WatchdogService = ReturnType<typeof createWatchdogService>;

export function createWatchdogService({ db, mailer, now, moderators, onError }: WatchdogDeps) {
  async function reasons(): Promise<WatchdogReason[]> {
    const rows = await db
      .select()
      .from(watchdogReasons)
      .orderBy(asc(watchdogReasons.ordering), asc(watchdogReasons.id));
    return rows.map((row) => ({ id: row.id, text: row.text, section: row.section, selected: false }));
  }

  async function toReports(rows: (typeof watchdogReports.$inferSelect)[]): Promise<WatchdogReport[]> {
    const byId = new Map((await reasons()).map((reason) => [reason.id, reason]));
    const listings = new Map(
      (await listingLinks(db, [...new Set(rows.map((row) => row.itemId))])).map((link) => [link.id, link]),
    );
    const userIds = [...new Set(rows.flatMap((row) => (row.userId === null ? [] : [row.userId])))];
    const people = new Map(
      (userIds.length === 0
        ? []
        : await db
            .select({ id: users.id, displayName: users.displayName, email: users.email })
            .from(users)
            .where(inArray(users.id, userIds))
      ).map((person) => [person.id, person]),
    );
    return rows.map((row) => {
      const listing = listings.get(row.itemId);
      const person = row.userId === null ? undefined : people.get(row.userId);
      return {
        id: row.id,
        text: row.text,
        reasons: row.reasons.flatMap((id) => {
          const reason = byId.get(id);
          return reason ? [{ id: reason.id, text: reason.text, section: reason.section }] : [];
        }),
        item: {
          id: row.itemId,
          item_type: listing?.itemType ?? 'ITEM',
          name: listing?.name ?? '',
          url: listing ? listingUrl(listing) : '',
        },
        user: person ? { id: person.id, display_name: person.displayName, email: person.email } : null,
        created_date: row.created.toISOString(),
      };
    });
  }

  return {
    reasons,

    /** Files a report of one listing and mails it to the moderators. */
    async report(user: User, input: WatchdogReportInput, siteUrl: string): Promise<WatchdogReport> {
      const named = TARGETS.flatMap(([field, itemType]) => {
        const id = input[field] ?? undefined;
        return id === undefined ? [] : [{ field, itemType, id }];
      });
      const [target] = named;
      if (!target || named.length > 1) throw HttpError.validation({}, [COMMUNITY_MESSAGES.watchdogTarget]);
      const [listing] = await db
        .select({ id: items.id, itemType: items.itemType, published: items.published })
        .from(items)
        .where(eq(items.id, target.id));
      if (!listing || listing.itemType !== target.itemType || !listing.published) {
        throw HttpError.validation({ [target.field]: doesNotExist(target.id) });
      }
      const reasonIds = [...new Set(input.reasons ?? [])];
      const known = new Set((await reasons()).map((reason) => reason.id));
      const unknown = reasonIds.find((id) => !known.has(id));
      if (unknown !== undefined) throw HttpError.validation({ reasons: doesNotExist(unknown) });
      const [row] = await db
        .insert(watchdogReports)
        .values({
          userId: user.id,
          itemId: listing.id,
          text: input.text ?? '',
          reasons: reasonIds,
          created: now(),
        })
        .returning();
      if (!row) throw new Error('Inserting a report returned no row');
      const [report] = await toReports([row]);
      if (!report) throw new Error('No report');
      for (const moderator of await moderators()) {
        try {
          await mailer.send({
            kind: 'watchdog_report',
            to: moderator.email,
            subject: `Watchdog report: ${report.item.name}`,
            text: [
              `${user.display_name || user.email} reported ${report.item.name}:`,
              `${siteUrl}${report.item.url}`,
              '',
              ...report.reasons.map((reason) => `- ${reason.section}: ${reason.text}`),
              ...(report.text ? ['', report.text] : []),
            ].join('\n'),
          });
        } catch (error) {
          onError(error);
        }
      }
      return report;
    },

    /** The latest reports, newest first: for admins only. */
    async list(viewer: User): Promise<WatchdogReport[]> {
      if (!isAdmin(viewer)) throw HttpError.permissionDenied();
      const rows = await db
        .select()
        .from(watchdogReports)
        .orderBy(desc(watchdogReports.created), desc(watchdogReports.id))
        .limit(WATCHDOG_REPORTS_LISTED);
      return toReports(rows);
    },
  };
}
