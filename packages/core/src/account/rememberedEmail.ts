import type { KeyValueStorage } from '../storage/keyValueStorage';
import { createTtlCache, type TtlCache } from '../storage/ttlCache';

/** The login form can remember the email for one year. */
export const REMEMBERED_EMAIL_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

export function createRememberedEmail(
  storage: KeyValueStorage,
  now: () => number = Date.now,
): TtlCache<string> {
  return createTtlCache(
    { storage, key: 'trove:remembered-email', maxAgeMs: REMEMBERED_EMAIL_MAX_AGE_MS, now },
    (value) => (typeof value === 'string' ? value : undefined),
  );
}
