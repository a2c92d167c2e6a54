import type { LotEvent } from '@trove/core/auction';
import { type SQL, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { createMemoryEventBus, type EventBus } from '../../events/eventBus';
import { type AuctionsRepository, createAuctionsRepository } from './repository';

// What the use cases of auctions (lots, bidding, increments, closing) share: the database, its
// repository, the bus of live events and the clock.

export interface AuctionsServiceDeps {
  db: Database;
  /** Live lot events; default an in-process bus. */
  events?: EventBus;
  /**
   * The time of bids and closes. Default: the database clock (`clock_timestamp()`), read after
   * the lot is locked, so every instance agrees. Given, it is read instead (tests move time).
   */
  clock?: Clock | undefined;
  repository?: AuctionsRepository;
  /** Where failures after a commit (publishing an event) are reported. */
  onError?: (error: unknown) => void;
}

export const lotTopic = (lotId: number) => `lot:${lotId}`;

export interface AuctionsContext {
  db: Database;
  repository: AuctionsRepository;
  events: EventBus;
  clock: Clock | undefined;
  /** The clock in SQL: the database's, or the injected one's reading. */
  nowSql(): SQL;
  /** The injected clock's reading, or null for the database's. */
  clockNow(): Date | null;
  /** The clock after a lock: the injected one read now, else the database's read in the locking statement. */
  afterLock(databaseNow: number): number;
  /** Publishes a lot's event; a failure is reported, not thrown (what it follows is committed). */
  publish(lotId: number, event: LotEvent): Promise<void>;
}

export function createAuctionsContext({
  db,
  events = createMemoryEventBus(),
  clock,
  repository = createAuctionsRepository(db),
  onError = (error) => console.error('Auctions:', error),
}: AuctionsServiceDeps): AuctionsContext {
  return {
    db,
    repository,
    events,
    clock,
    nowSql: () => (clock ? sql`${clock.now().toISOString()}::timestamptz` : sql`clock_timestamp()`),
    clockNow: () => clock?.now() ?? null,
    afterLock: (databaseNow) => (clock ? clock.now().getTime() : databaseNow),
    async publish(lotId, event) {
      try {
        await events.publish(lotTopic(lotId), event);
      } catch (error) {
        // The bid is committed: a lost event only delays the others' update until they refresh.
        onError(error);
      }
    },
  };
}
