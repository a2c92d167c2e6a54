import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rateLimitEvents } from '../db/schema';

/** One count of a limit: at most `limit` events of `key` within the window. */
export interface LimitKey {
  /** Who is counted, like `ip:10.0.0.1`; each key is counted on its own. */
  key: string;
  limit: number;
}

/** What `take` answers: the events it recorded, or the seconds to wait before trying again. */
export type TakeResult = { taken: true; events: number[] } | { taken: false; retryAfter: number };

export type SlidingWindowLimit = ReturnType<typeof createSlidingWindowLimit>;

// The first key of the two-key advisory locks (a key space apart from the one-key locks of
// migrations and seeding); the second is the hash of scope and key.
const LOCK_CLASS = 7_346_100;

/**
 * A sliding-window limit kept in the database, so that every server instance counts alike and a
 * restart does not reset it. `take` checks every key and records one event for each in one
 * transaction that holds an advisory lock per key: requests racing on one key queue, so with a
 * limit of 10, 16 parallel attempts make 10 and 6 are refused (checking, then recording after the
 * work, let all 16 through). Callers that only count failures `release` the events of a success.
 */
export function createSlidingWindowLimit(
  db: Database,
  { scope, windowMs }: { scope: string; windowMs: number },
) {
  /** When the `limit`-th latest event of `key` leaves the window; undefined when under the limit. */
  async function freeAt(tx: Pick<Database, 'select'>, { key, limit }: LimitKey, now: Date) {
    const since = new Date(now.getTime() - windowMs);
    const [row] = await tx
      .select({ at: rateLimitEvents.at })
      .from(rateLimitEvents)
      .where(
        and(
          eq(rateLimitEvents.scope, scope),
          eq(rateLimitEvents.key, key),
          gt(rateLimitEvents.at, since),
          lte(rateLimitEvents.at, now),
        ),
      )
      .orderBy(desc(rateLimitEvents.at))
      .limit(1)
      .offset(limit - 1);
    return row && new Date(row.at.getTime() + windowMs);
  }

  return {
    windowMs,

    /** Records an event for every key, or none when one key has reached its limit. */
    async take(keys: readonly LimitKey[], now: Date): Promise<TakeResult> {
      // Locks taken in one order, so two requests sharing two keys cannot deadlock.
      const sorted = [...keys].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      const result = await db.transaction(async (tx): Promise<TakeResult> => {
        for (const { key } of sorted) {
          await tx.execute(
            sql`SELECT 1 FROM pg_advisory_xact_lock(${LOCK_CLASS}::integer, hashtext(${`${scope} ${key}`}::text))`,
          );
        }
        let until = 0;
        for (const limitKey of sorted) {
          const at = await freeAt(tx, limitKey, now);
          if (at) until = Math.max(until, at.getTime());
        }
        if (until > now.getTime()) {
          return { taken: false, retryAfter: Math.ceil((until - now.getTime()) / 1000) };
        }
        const rows = await tx
          .insert(rateLimitEvents)
          .values(sorted.map(({ key }) => ({ scope, key, at: now })))
          .returning({ id: rateLimitEvents.id });
        return { taken: true, events: rows.map((row) => row.id) };
      });
      if (result.taken) {
        // Events older than the window count for nothing; dropping them here keeps the table small.
        await db
          .delete(rateLimitEvents)
          .where(
            and(
              eq(rateLimitEvents.scope, scope),
              lte(rateLimitEvents.at, new Date(now.getTime() - windowMs)),
            ),
          );
      }
      return result;
    },

    /** Takes back events of `take` (the attempt succeeded and counts for nothing). */
    async release(events: readonly number[]): Promise<void> {
      if (events.length === 0) return;
      await db.delete(rateLimitEvents).where(inArray(rateLimitEvents.id, [...events]));
    },

    /** Forgets every event of `key` in this scope. */
    async forget(key: string): Promise<void> {
      await db
        .delete(rateLimitEvents)
        .where(and(eq(rateLimitEvents.scope, scope), eq(rateLimitEvents.key, key)));
    },
  };
}

/** Drops the events of every scope older than `maxWindowMs` (the longest window): the prune job's part. */
export async function pruneRateLimitEvents(db: Database, now: Date, maxWindowMs: number): Promise<void> {
  await db.delete(rateLimitEvents).where(lte(rateLimitEvents.at, new Date(now.getTime() - maxWindowMs)));
}
