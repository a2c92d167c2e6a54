import {
  AUCTION_MESSAGES,
  type BidRefusal,
  type BidResult,
  formatPrice,
  fromMinorUnits,
  nextBid,
  placeBid as settleBid,
} from '@trove/core/auction';
import { isUniqueViolation } from '../../db/errors';
import { HttpError } from '../../http/httpError';
import type { AuctionsContext } from './context';
import { createLotQueue, type Settled } from './lotQueue';
import {
  ANONYMOUS,
  type BidRecord,
  forViewer,
  type LotViewRecord,
  rulesOf,
  stateOf,
  toBid,
  toLot,
  toLotEvent,
} from './lotView';
import { type BatchRows, type BatchWrite, type BidKey, bidKeyOf, type StoredBidResponse } from './repository';

// Bidding: bids on a lot settled in batches by core's engine, each batch one short transaction
// over the locked lot, and the Idempotency-Keys that make a retry answer as the first request did.

/** Who bids: their id and the organisations they belong to (members of the seller's may not bid). */
export interface Bidder {
  id: number;
  organisationIds: readonly number[];
}

export interface PlaceBidInput {
  lotId: number;
  bidder: Bidder;
  /** Minor units. */
  amount: number;
  /** A maximum (proxy) bid. */
  auto: boolean;
  /** The `Idempotency-Key`: a retry with it answers the first response. */
  key?: string | undefined;
}

function refusal(outcome: BidRefusal, currency: string): HttpError {
  switch (outcome.reason) {
    case 'not_open':
      return HttpError.validation({}, [AUCTION_MESSAGES.notOpen]);
    case 'closed':
      return HttpError.validation({}, [AUCTION_MESSAGES.closed]);
    case 'too_low':
      return HttpError.validation({
        amount: [
          `${AUCTION_MESSAGES.minimumBidPrefix} ${formatPrice(fromMinorUnits(outcome.minimum), currency)}`,
        ],
      });
  }
}

export function createBidding({ db, repository, clock, nowSql, afterLock, publish }: AuctionsContext) {
  /** How one bid of a batch came out, inside the transaction. */
  type BatchOutcome =
    | { kind: 'placed'; rowIndex: number; nextBidMinor: number }
    /** `row`: the stored answer's history row, when read with it. */
    | { kind: 'replay'; stored: StoredBidResponse; row?: BidRecord | undefined }
    /** The same key as an earlier bid of the batch: the same answer. */
    | { kind: 'same'; index: number }
    | { kind: 'refused'; error: HttpError };

  const keyOf = (input: PlaceBidInput): BidKey | undefined =>
    input.key === undefined ? undefined : { userId: input.bidder.id, key: input.key };

  /**
   * Settles a batch of bids on one lot in one transaction: locks the lot, reads the clock after
   * the lock and the stored answers of the keys, runs each bid through the engine in turn and
   * writes all that was accepted in one statement. After the commit: one event, one read of the
   * lot, and each bid's answer.
   */
  async function settleBatch(lotId: number, inputs: PlaceBidInput[]): Promise<Settled<BidResult>[]> {
    const keys = inputs.map(keyOf).filter((key): key is BidKey => key !== undefined);
    const settled = await db.transaction(async (tx) => {
      const locked = await repository.lockForBids(tx, { lotId, keys, now: nowSql() });
      if (!locked) return undefined;
      const at = afterLock(locked.now);
      const rules = rulesOf(locked);
      let state = stateOf(locked);
      const rows: BatchWrite['rows'] = [];
      const outbid: number[] = [];
      const requests: BatchWrite['requests'] = [];
      const seen = new Map<string, number>();
      let extended = false;
      const outcomes = inputs.map((input, index): BatchOutcome => {
        const key = keyOf(input);
        if (key) {
          const replay = locked.replays.get(bidKeyOf(key));
          if (replay) return { kind: 'replay', stored: replay.stored, row: replay.row };
          const earlier = seen.get(bidKeyOf(key));
          if (earlier !== undefined) return { kind: 'same', index: earlier };
          seen.set(bidKeyOf(key), index);
        }
        const { bidder } = input;
        if (
          locked.ownerId === bidder.id ||
          locked.organisationIds.some((id) => bidder.organisationIds.includes(id))
        ) {
          return { kind: 'refused', error: HttpError.permissionDenied(AUCTION_MESSAGES.ownLot) };
        }
        const outcome = settleBid(rules, state, {
          bidder: bidder.id,
          amount: input.amount,
          auto: input.auto,
          at,
        });
        if (!outcome.accepted) return { kind: 'refused', error: refusal(outcome, locked.currency) };
        state = outcome.state;
        rows.push(...outcome.rows);
        if (outcome.outbid !== null) outbid.push(outcome.outbid);
        extended ||= outcome.extended;
        // The newest history row when this bid was taken: the answer's row.
        const placed = {
          kind: 'placed' as const,
          rowIndex: rows.length - 1,
          nextBidMinor: nextBid(rules, state),
        };
        if (key) requests.push({ ...key, rowIndex: placed.rowIndex, nextBidMinor: placed.nextBidMinor });
        return placed;
      });
      const written: BatchRows = outcomes.some((outcome) => outcome.kind === 'placed')
        ? await repository.applyBids(tx, {
            lotId,
            at,
            rows,
            priceMinor: state.price,
            leaderId: state.leader,
            leaderMaxMinor: state.leaderMax,
            closes: state.closes,
            outbid,
            outbidData: { item: { id: locked.itemId, name: locked.itemName }, lot: lotId },
            requests,
          })
        : { rows: [], previous: undefined };
      const event =
        rows.length > 0 || extended
          ? toLotEvent(
              extended ? 'extended' : 'bid',
              { id: lotId, bidCount: locked.bidCount + rows.length },
              rules,
              state,
              at,
            )
          : null;
      // The lot after the batch, without its history: what every answer of the batch shows.
      const after: LotViewRecord = {
        ...locked,
        priceMinor: state.price,
        leaderId: state.leader,
        leaderMaxMinor: state.leaderMax,
        closes: state.closes,
        closed: state.closed,
        bidCount: locked.bidCount + rows.length,
      };
      return { outcomes, written, event, after, at };
    });
    if (!settled) return inputs.map(() => ({ ok: false, error: HttpError.notFound() }));
    const { outcomes, written, event, after, at } = settled;
    if (event) await publish(lotId, event);

    // A refused keyed bid may be the retry of a first request that another instance committed
    // while this batch waited for the lock (after the locking statement's snapshot): answer as it did.
    const refusedKeys = inputs
      .filter((_input, index) => outcomes[index]?.kind === 'refused')
      .map(keyOf)
      .filter((key): key is BidKey => key !== undefined);
    const late = await repository.findBidRequests(refusedKeys);
    const resolved = outcomes.map((outcome, index): BatchOutcome => {
      const key = keyOf(inputs[index] as PlaceBidInput);
      const stored = outcome.kind === 'refused' && key ? late.get(bidKeyOf(key)) : undefined;
      return stored ? { kind: 'replay', stored } : outcome;
    });
    // The rows of the answers replayed from another batch's commit (the lock read the others').
    const replayed = await repository.bidsById(
      resolved.flatMap((outcome) =>
        outcome.kind === 'replay' && outcome.row === undefined ? [outcome.stored.bid] : [],
      ),
    );
    // The answers' lot carries no history: the bidder has the newest row in the answer, and 50
    // rows in each of a batch's answers cost more to send than the bid.
    const lotNow = toLot(after, ANONYMOUS, at);

    const results: Settled<BidResult>[] = [];
    for (const [index, outcome] of resolved.entries()) {
      const input = inputs[index] as PlaceBidInput;
      const answer = (row: BidRecord | undefined, nextBidMinor: number): Settled<BidResult> =>
        row
          ? {
              ok: true,
              value: {
                ...toBid(row),
                next_bid: fromMinorUnits(nextBidMinor),
                lot: forViewer(lotNow, after, { id: input.bidder.id, bid: true }),
              },
            }
          : { ok: false, error: new Error(`Lot ${lotId} has no history row for an accepted bid`) };
      switch (outcome.kind) {
        case 'placed':
          results.push(
            answer(
              outcome.rowIndex >= 0 ? written.rows[outcome.rowIndex] : written.previous,
              outcome.nextBidMinor,
            ),
          );
          break;
        case 'replay':
          results.push(
            outcome.stored.lot === lotId
              ? answer(outcome.row ?? replayed.get(outcome.stored.bid), outcome.stored.next_bid)
              : {
                  ok: false,
                  error: HttpError.validation({}, [
                    'This Idempotency-Key was used for a bid on another lot.',
                  ]),
                },
          );
          break;
        case 'same':
          results.push(results[outcome.index] as Settled<BidResult>);
          break;
        case 'refused':
          results.push({ ok: false, error: outcome.error });
      }
    }
    return results;
  }

  const queue = createLotQueue<PlaceBidInput, BidResult>(async (lotId, inputs) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await settleBatch(lotId, inputs);
      } catch (error) {
        // Another instance stored one of the batch's keys after this batch's snapshot: the next
        // attempt finds it and answers that bid as it was answered.
        if (!isUniqueViolation(error) || attempt >= 3) throw error;
      }
    }
  });

  return {
    /**
     * Places a bid. Bids on a lot are settled in batches, one transaction each: the lot locked,
     * the clock read after the lock, a retried Idempotency-Key answered from its first answer,
     * every bid settled by the engine in arrival order, all that was accepted written in one
     * statement (history rows, the lot's state, outbid notifications, the keys' answers). After the
     * commit the event goes out; the answer carries the lot as the bidder sees it then, without its
     * history (read the lot for that). A lone bid
     * is a batch of one; under load a batch holds the bids that arrived while the last one settled.
     */
    placeBid(input: PlaceBidInput): Promise<BidResult> {
      return queue.submit(input.lotId, input);
    },

    /** Resolves once the bids already placed are settled: the server waits for them as it closes. */
    drain(): Promise<void> {
      return queue.idle();
    },

    /** Forgets Idempotency-Keys older than a day. */
    pruneBidRequests(): Promise<void> {
      const now = clock?.now() ?? new Date();
      return repository.pruneBidRequests(new Date(now.getTime() - 24 * 60 * 60 * 1000));
    },
  };
}
