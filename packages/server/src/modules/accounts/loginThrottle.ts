import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { loginFailures } from '../../db/schema';

export interface LoginThrottleLimits {
  /** How far back failures count. Default 15 minutes. */
  windowMs: number;
  /** Failures for one email within the window before sign-in is refused. Default 10. */
  perEmail: number;
  /** Failures from one address within the window (any email) before sign-in is refused. Default 50. */
  perIp: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginThrottleLimits = {
  windowMs: 15 * 60 * 1000,
  perEmail: 10,
  perIp: 50,
};

export interface LoginAttempt {
  email: string;
  ip: string;
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/**
 * Counts failed sign-ins in the database, not in memory, so that every server instance sees
 * the same count and a restart does not reset it.
 */
export function createLoginThrottle(db: Database, limits: LoginThrottleLimits = DEFAULT_LOGIN_LIMITS) {
  const key = (email: string) => email.trim().toLowerCase();

  /** When the `limit`-th latest failure matching `where` leaves the window; undefined when under the limit. */
  async function freeAt(
    column: typeof loginFailures.email | typeof loginFailures.ip,
    value: string,
    limit: number,
    now: Date,
  ) {
    const since = new Date(now.getTime() - limits.windowMs);
    const [row] = await db
      .select({ at: loginFailures.at })
      .from(loginFailures)
      .where(and(eq(column, value), gt(loginFailures.at, since), lte(loginFailures.at, now)))
      .orderBy(desc(loginFailures.at))
      .limit(1)
      .offset(limit - 1);
    return row && new Date(row.at.getTime() + limits.windowMs);
  }

  return {
    /** Seconds until this attempt may be made, or undefined when it may be made now. */
    async retryAfter({ email, ip }: LoginAttempt, now: Date): Promise<number | undefined> {
      const [byEmail, byIp] = await Promise.all([
        freeAt(loginFailures.email, key(email), limits.perEmail, now),
        freeAt(loginFailures.ip, ip, limits.perIp, now),
      ]);
      const until = Math.max(byEmail?.getTime() ?? 0, byIp?.getTime() ?? 0);
      return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : undefined;
    },

    async recordFailure({ email, ip }: LoginAttempt, now: Date): Promise<void> {
      await db.insert(loginFailures).values({ email: key(email), ip, at: now });
      // Failures older than the window count for nothing; dropping them here keeps the table small.
      await db.delete(loginFailures).where(lte(loginFailures.at, new Date(now.getTime() - limits.windowMs)));
    },

    /** A successful sign-in forgets the email's failures (not the address's: one known account must not reset it). */
    async forget(email: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.email, key(email)));
    },
  };
}
