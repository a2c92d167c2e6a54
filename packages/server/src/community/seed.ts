import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { comments, itemModerations, items, users, watchdogReasons } from '../db/schema';

/** The reasons to report a listing, in their sections (shown grouped by consecutive section). */
export const WATCHDOG_REASONS: readonly { section: string; text: string }[] = [
  { section: 'Listing', text: 'Misleading description or photos' },
  { section: 'Listing', text: 'Wrong category' },
  { section: 'Listing', text: 'Duplicate listing' },
  { section: 'Item', text: 'Counterfeit or replica' },
  { section: 'Item', text: 'Stolen goods' },
  { section: 'Item', text: 'Prohibited or restricted item' },
  { section: 'Conduct', text: 'Offensive content' },
  { section: 'Conduct', text: 'Spam or scam' },
  { section: 'Conduct', text: 'Other' },
];

/** The watchdog's reasons, when there are none yet. */
export async function seedWatchdogReasons(tx: Executor): Promise<void> {
  const [existing] = await tx.select({ total: count() }).from(watchdogReasons);
  if ((existing?.total ?? 0) > 0) return;
  await tx
    .insert(watchdogReasons)
    .values(WATCHDOG_REASONS.map((reason, index) => ({ ...reason, ordering: index })));
}

export const DEMO_HELD_COMMENT = 'Is the reverse as clean as the obverse? Happy to make an offer.';
export const DEMO_PENDING_LISTING = 'Pending approval: 1840 Penny Black';

/**
 * The demo's moderation work (issue 15), once: a comment of newmember@ (Moderated Member) held on
 * the first item, and a listing held for moderation, a copy of that item, unpublished. The
 * moderators' links are mailed when the server starts (announcePending).
 */
export async function seedDemoModeration(tx: Executor, now: Date): Promise<void> {
  const [first] = await tx
    .select()
    .from(items)
    .where(
      and(
        eq(items.itemType, 'ITEM'),
        sql`${items.published}`,
        sql`${items.canOpen}`,
        sql`NOT ${items.restricted}`,
      ),
    )
    .orderBy(asc(items.id))
    .limit(1);
  const [author] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'newmember@demo.trove.test'));
  if (!first || !author) return;
  const [held] = await tx.select({ id: comments.id }).from(comments).where(eq(comments.userId, author.id));
  if (!held) {
    await tx.insert(comments).values({
      itemId: first.id,
      userId: author.id,
      text: DEMO_HELD_COMMENT,
      approved: false,
      notified: false,
      created: now,
    });
  }
  const [moderation] = await tx.select({ id: itemModerations.id }).from(itemModerations).limit(1);
  if (!moderation) {
    const { id: _id, search: _search, ...copy } = first;
    const [pending] = await tx
      .insert(items)
      .values({
        ...copy,
        name: DEMO_PENDING_LISTING,
        slug: 'pending-approval-1840-penny-black',
        published: false,
        likeCount: 0,
        viewCount: 0,
        lotNumber: null,
        created: now,
      })
      .returning({ id: items.id });
    if (pending)
      await tx.insert(itemModerations).values({ itemId: pending.id, notified: false, created: now });
  }
}
