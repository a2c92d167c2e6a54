import { and, count, eq, gt, lte, min } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { mailRequests } from '../../db/schema';

export type MailRequestKind = 'password_reset' | 'activation_resend';

export interface MailRequestLimits {
  /** How far back requests count. Default one hour. */
  windowMs: number;
  /** Requests for one address within the window. Default 3. */
  perEmail: number;
  /** Requests from one client address within the window (any email). Default 20. */
  perIp: number;
}

export const DEFAULT_MAIL_REQUEST_LIMITS: MailRequestLimits = {
  windowMs: 60 * 60 * 1000,
  perEmail: 3,
  perIp: 20,
};

export interface MailRequest {
  kind: MailRequestKind;
  email: string;
  ip: string;
}

export type MailRequestLimit = ReturnType<typeof createMailRequestLimit>;

/**
 * Limits requests that mail an address someone typed. They are counted per typed address,
 * whether or not an account has it, so a refusal says nothing about who is a member; and in the
 * database, so every server instance agrees.
 */
export function createMailRequestLimit(
  db: Database,
  limits: MailRequestLimits = DEFAULT_MAIL_REQUEST_LIMITS,
) {
  const key = (email: string) => email.trim().toLowerCase();

  /** When the oldest counted request matching `where` leaves the window, if the limit is reached. */
  async function freeAt(where: ReturnType<typeof and>, limit: number) {
    const [row] = await db
      .select({ requests: count(), oldest: min(mailRequests.at) })
      .from(mailRequests)
      .where(where);
    if (!row || row.requests < limit || !row.oldest) return undefined;
    return new Date(new Date(row.oldest).getTime() + limits.windowMs);
  }

  return {
    /**
     * Records the request, or answers the seconds to wait when the address or the client has
     * asked too often within the window.
     */
    async take({ kind, email, ip }: MailRequest, now: Date): Promise<number | undefined> {
      const since = new Date(now.getTime() - limits.windowMs);
      const inWindow = and(
        eq(mailRequests.kind, kind),
        gt(mailRequests.at, since),
        lte(mailRequests.at, now),
      );
      const [byEmail, byIp] = await Promise.all([
        freeAt(and(inWindow, eq(mailRequests.email, key(email))), limits.perEmail),
        freeAt(and(inWindow, eq(mailRequests.ip, ip)), limits.perIp),
      ]);
      const until = Math.max(byEmail?.getTime() ?? 0, byIp?.getTime() ?? 0);
      if (until > now.getTime()) return Math.ceil((until - now.getTime()) / 1000);
      await db.insert(mailRequests).values({ kind, email: key(email), ip, at: now });
      // Requests older than the window count for nothing; dropping them keeps the table small.
      await db.delete(mailRequests).where(lte(mailRequests.at, since));
      return undefined;
    },
  };
}
