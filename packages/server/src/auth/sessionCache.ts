import { randomUUID } from 'node:crypto';
import type { EventBus } from '../events/eventBus';
import type { Session } from './session';

/** The event bus topic on which an instance tells the others that sessions may have changed. */
export const SESSIONS_CHANGED_TOPIC = 'sessions:changed';

/** What the cache needs of a clock: milliseconds that only go forward. */
export type Milliseconds = () => number;

export interface SessionCacheOptions {
  /** How long a looked-up session is reused; 0 turns the cache off. */
  ttlMs: number;
  /** The most sessions kept; the oldest go first. Default 10,000. */
  max?: number;
  /** Default `performance.now`: the cache's age is real time, whatever clock the app is given. */
  now?: Milliseconds;
  /**
   * The bus that instances serving one database share: {@link SessionCache.changed} tells the
   * others through it, and this cache empties when another instance tells it. Default none (one
   * instance).
   */
  events?: EventBus;
  /** Where a failure to tell the other instances goes. Default the console. */
  onError?: (error: unknown) => void;
}

export type SessionCache = ReturnType<typeof createSessionCache>;

/**
 * The sessions of recently seen tokens, reused for `ttlMs`: in a hot auction every bidder sends a
 * bid and a lot read a second, and looking the member up each time (their groups and
 * organisations) cost more than the bid itself. A request that may change a session (any write
 * but a bid: signing out, a profile, a group) clears the cache before it runs, so it reads
 * afresh, and calls `changed` before its answer leaves, so this instance and, through `events`,
 * every other one forget what it may have changed before the client hears of it. (Without a
 * bus, or while its connection is down, another instance sees the change within `ttlMs`.)
 * An unknown token is not kept: it is answered 401 again after the member signs in.
 */
export function createSessionCache({
  ttlMs,
  max = 10_000,
  now = () => performance.now(),
  events,
  onError = (error) => console.error('Session cache:', error),
}: SessionCacheOptions) {
  const entries = new Map<string, { session: Session; expires: number }>();
  // Tells this instance's own notices apart from the others' when they come back over the bus.
  const instance = randomUUID();
  const unsubscribe = events?.subscribe(SESSIONS_CHANGED_TOPIC, (payload) => {
    if ((payload as { from?: unknown } | null)?.from !== instance) entries.clear();
  });

  // Writes that end while a notice waits to go share it: one NOTIFY per round trip to the
  // database at most, however many writes a second. A notice starts after every write that
  // joined it has committed, which is all the others need.
  let sending: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const announce = (): Promise<void> => {
    if (!events) return Promise.resolve();
    next ??= (async () => {
      await sending;
      next = undefined;
      const notice = events.publish(SESSIONS_CHANGED_TOPIC, { from: instance }).catch(onError);
      sending = notice;
      await notice;
      if (sending === notice) sending = undefined;
    })();
    return next;
  };

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

    /** Forgets every session on this instance. */
    clear(): void {
      entries.clear();
    },

    /**
     * Sessions may have changed (a write ran): forgets them here and tells the other instances;
     * resolves once they are told. Never rejects: a failure goes to `onError`.
     */
    changed(): Promise<void> {
      entries.clear();
      return announce();
    },

    /** Stops listening to the other instances. */
    close(): void {
      unsubscribe?.();
    },

    get size() {
      return entries.size;
    },
  };
}
