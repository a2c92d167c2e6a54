import type { Session } from './session';

/** What the cache needs of a clock: milliseconds that only go forward. */
export type Milliseconds = () => number;

export interface SessionCacheOptions {
  /** How long a looked-up session is reused; 0 turns the cache off. */
  ttlMs: number;
  /** The most sessions kept; the oldest go first. Default 10,000. */
  max?: number;
  /** Default `performance.now`: the cache's age is real time, whatever clock the app is given. */
  now?: Milliseconds;
}

export type SessionCache = ReturnType<typeof createSessionCache>;

/**
 * The sessions of recently seen tokens, reused for `ttlMs`: in a hot auction every bidder sends a
 * bid and a lot read a second, and looking the member up each time (their groups and
 * organisations) cost more than the bid itself. A request that may change a session (any write
 * but a bid: signing out, a profile, a group) clears the cache before and after it runs, so this
 * instance reads its own writes at once; another instance sees them within `ttlMs`.
 * An unknown token is not kept: it is answered 401 again after the member signs in.
 */
export function createSessionCache({
  ttlMs,
  max = 10_000,
  now = () => performance.now(),
}: SessionCacheOptions) {
  const entries = new Map<string, { session: Session; expires: number }>();
  return {
    get(key: string): Session | undefined {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      if (entry.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.session;
    },

    set(key: string, session: Session): void {
      if (ttlMs <= 0) return;
      entries.delete(key);
      entries.set(key, { session, expires: now() + ttlMs });
      // A Map iterates in insertion order: the first key is the oldest entry.
      while (entries.size > max) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },

    clear(): void {
      entries.clear();
    },

    get size() {
      return entries.size;
    },
  };
}
