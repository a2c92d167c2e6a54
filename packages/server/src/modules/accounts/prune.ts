import { pruneRateLimitEvents } from '../../auth/slidingWindowLimit';
import { pruneExpiredTokens, type TokenLifetimes } from '../../auth/tokenExpiry';
import type { Database } from '../../db/database';
import { type AccountLimits, DEFAULT_ACCOUNT_LIMITS } from './accountLimits';

/** What the prune job deletes: tokens past their idle or absolute age, rate-limit events past every window. */
export async function pruneAccounts(
  db: Database,
  now: Date,
  lifetimes: TokenLifetimes,
  limits: AccountLimits = DEFAULT_ACCOUNT_LIMITS,
): Promise<{ tokens: number }> {
  const tokens = await pruneExpiredTokens(db, now, lifetimes);
  const longestWindow = Math.max(limits.login.windowMs, limits.passwordChange.windowMs, limits.mail.windowMs);
  await pruneRateLimitEvents(db, now, longestWindow);
  return { tokens };
}
