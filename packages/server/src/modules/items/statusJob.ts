import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { items } from '../../db/schema';
import { createRepeatingJob, type RepeatingJob } from '../../jobs/repeatingJob';
import { DEFAULT_LISTING_PERIOD_MS, visibility } from './service';

export interface StatusMoves {
  /** Scheduled listings whose `publish_after` came: now active. */
  published: number[];
  /** Active listings past the end of their period: now expired. */
  expired: number[];
  /** Held listings a moderator's link approved (the community module sets `published`): now active or scheduled. */
  approved: number[];
}

export interface ListingStatusesOptions {
  db: Database;
  clock: Clock;
  /** How long a listing stays active; default 30 days. */
  listingPeriodMs?: number;
  /** Rows claimed per kind and run. Default 100. */
  batchSize?: number;
}

/**
 * The moves of the listing statuses (§3): scheduled to active at `publish_after`, active to
 * expired at the end of the period, and approved held listings to active. Each kind of move
 * claims its rows with `FOR UPDATE SKIP LOCKED` in its own transaction, so instances running
 * the job at once move each listing once, and none waits for another's rows.
 */
export function createListingStatuses({
  db,
  clock,
  listingPeriodMs = DEFAULT_LISTING_PERIOD_MS,
  batchSize = 100,
}: ListingStatusesOptions) {
  /** Claims up to a batch of rows matching `where`, in `order`, and updates them with `set`. */
  async function move(
    where: ReturnType<typeof and>,
    order: Parameters<typeof asc>[0],
    set: (at: Date) => Partial<typeof items.$inferInsert>,
  ): Promise<number[]> {
    return db.transaction(async (tx) => {
      const claimed = await tx
        .select({ id: items.id })
        .from(items)
        .where(where)
        .orderBy(asc(order), asc(items.id))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (claimed.length === 0) return [];
      const ids = claimed.map((row) => row.id);
      await tx.update(items).set(set(clock.now())).where(inArray(items.id, ids));
      return ids;
    });
  }

  const activeFrom = (at: Date) => ({
    status: 'active' as const,
    ...visibility('active'),
    dateListed: at,
    expiresAt: new Date(at.getTime() + listingPeriodMs),
  });

  return {
    /** One pass of every move; answers the ids moved. */
    async run(): Promise<StatusMoves> {
      const at = clock.now().toISOString();
      const published = await move(
        and(eq(items.status, 'scheduled'), sql`${items.publishAfter} <= ${at}::timestamptz`),
        items.publishAfter,
        activeFrom,
      );
      const expired = await move(
        and(eq(items.status, 'active'), sql`${items.expiresAt} <= ${at}::timestamptz`),
        items.expiresAt,
        () => ({ status: 'expired', ...visibility('expired') }),
      );
      const approvedNow = await move(
        and(
          eq(items.status, 'pending'),
          sql`${items.published}`,
          sql`(${items.publishAfter} IS NULL OR ${items.publishAfter} <= ${at}::timestamptz)`,
        ),
        items.id,
        activeFrom,
      );
      // Approved before its time: it waits, unpublished, for the scheduled move.
      const approvedLater = await move(
        and(
          eq(items.status, 'pending'),
          sql`${items.published}`,
          sql`${items.publishAfter} > ${at}::timestamptz`,
        ),
        items.id,
        () => ({ status: 'scheduled', ...visibility('scheduled') }),
      );
      return { published, expired, approved: [...approvedNow, ...approvedLater] };
    },
  };
}

export type ListingStatuses = ReturnType<typeof createListingStatuses>;

export interface ListingStatusJobOptions {
  statuses: Pick<ListingStatuses, 'run'>;
  /** Pause between runs; default 30 s (a listing goes live or expires at most this late). */
  intervalMs?: number;
  /** The first run waits `intervalMs` plus this part (0 to 1) of it; default `Math.random`. */
  random?: () => number;
  onError?: (error: unknown) => void;
}

/** Runs the status moves every `intervalMs` while the server listens; instances may all run it. */
export function createListingStatusJob({
  statuses,
  intervalMs = 30_000,
  random = Math.random,
  onError = (error) => console.error('Listing status job:', error),
}: ListingStatusJobOptions): RepeatingJob {
  return createRepeatingJob({
    async run() {
      await statuses.run();
    },
    intervalMs,
    firstDelayMs: intervalMs + Math.floor(random() * intervalMs),
    onError,
  });
}
