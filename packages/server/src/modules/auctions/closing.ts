import { allInAmount, closeLot, fromMinorUnits, type LotEvent, toMinorUnits } from '@trove/core/auction';
import type { AuctionsContext } from './context';
import { rulesOf, stateOf, toLotEvent } from './lotView';
import type { Settlement } from './repository';

// Closing: the job that settles lots past their close, and the closing-soon notifications.

/** auction_closing_soon goes out this long before the close. */
export const CLOSING_SOON_MS = 10 * 60 * 1000;

/** The buyer's premium of a price, in minor units: core's all-in amount less the price. */
export const premiumOf = (priceMinor: number, percent: number) =>
  toMinorUnits(allInAmount(fromMinorUnits(priceMinor), percent)) - priceMinor;

export function createClosing({ db, repository, nowSql, afterLock, publish }: AuctionsContext) {
  return {
    /**
     * The closing job: claims due lots in batches (`FOR UPDATE SKIP LOCKED`, so instances share
     * the work and a lot held by a bid waits for the next run), re-checks each close against the
     * clock read after the lock with the engine, settles the closed ones, then publishes `closed`.
     * Answers the ids of the lots it closed.
     */
    async closeDueLots({ batchSize = 100 }: { batchSize?: number } = {}): Promise<number[]> {
      const closedIds: number[] = [];
      for (;;) {
        const batch = await db.transaction(async (tx) => {
          const claimed = await repository.claimDueLots(tx, { limit: batchSize, now: nowSql() });
          const settlements: Settlement[] = [];
          const published: LotEvent[] = [];
          let at = 0;
          for (const record of claimed) {
            at = afterLock(record.now);
            const rules = rulesOf(record);
            const outcome = closeLot(rules, stateOf(record), at);
            if (!outcome.closed) continue;
            settlements.push({
              lotId: record.id,
              itemId: record.itemId,
              itemName: record.itemName,
              currency: record.currency,
              winnerId: outcome.winner,
              priceMinor: record.priceMinor,
              premiumMinor:
                record.priceMinor === null ? 0 : premiumOf(record.priceMinor, record.buyersPremium),
            });
            published.push(toLotEvent('closed', record, rules, outcome.state, at));
          }
          await repository.settle(tx, settlements, at);
          return { claimed: claimed.length, published };
        });
        for (const event of batch.published) {
          closedIds.push(event.lot);
          await publish(event.lot, event);
        }
        if (batch.claimed < batchSize || batch.published.length === 0) return closedIds;
      }
    },

    /** Sends auction_closing_soon, once per lot, within 10 minutes of the close. Answers the lots announced. */
    notifyClosingSoon(): Promise<number[]> {
      return repository.announceClosingSoon({ now: nowSql(), windowMs: CLOSING_SOON_MS });
    },
  };
}
