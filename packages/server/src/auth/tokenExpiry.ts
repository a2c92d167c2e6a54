import { lte, or } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { authTokens } from '../db/schema';

const DAY = 24 * 60 * 60 * 1000;

/** How long a sign-in token works: `idleMs` without use, `maxAgeMs` at most. */
export interface TokenLifetimes {
  idleMs: number;
  maxAgeMs: number;
}

export const tokenLifetimes = (config: Pick<Config, 'TOKEN_IDLE_DAYS' | 'TOKEN_MAX_AGE_DAYS'>) => ({
  idleMs: config.TOKEN_IDLE_DAYS * DAY,
  maxAgeMs: config.TOKEN_MAX_AGE_DAYS * DAY,
});

/** Whether a token unused since `lastUsed`, made at `created`, no longer works at `now`. */
export function isTokenExpired(
  token: { created: Date; lastUsed: Date },
  now: Date,
  { idleMs, maxAgeMs }: TokenLifetimes,
): boolean {
  return (
    now.getTime() - token.lastUsed.getTime() >= idleMs || now.getTime() - token.created.getTime() >= maxAgeMs
  );
}

/** Deletes the tokens that no longer work; answers how many. */
export async function pruneExpiredTokens(db: Database, now: Date, { idleMs, maxAgeMs }: TokenLifetimes) {
  const deleted = await db
    .delete(authTokens)
    .where(
      or(
        lte(authTokens.lastUsed, new Date(now.getTime() - idleMs)),
        lte(authTokens.created, new Date(now.getTime() - maxAgeMs)),
      ),
    )
    .returning({ id: authTokens.id });
  return deleted.length;
}
