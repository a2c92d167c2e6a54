import type { Page } from '@trove/core';
import {
  AUCTION_MESSAGES,
  allInAmount,
  type BidRefusal,
  type BidResult,
  closeLot,
  DEFAULT_INCREMENTS,
  formatPrice,
  fromMinorUnits,
  type IncrementBand,
  LOTS_PAGE_SIZE,
  type Lot,
  type LotEvent,
  type LotSort,
  nextBid,
  phaseAt,
  placeBid as settleBid,
  toMinorUnits,
} from '@trove/core/auction';
import { incrementTableError, mayEditIncrements } from '@trove/core/auction-admin';
import type { User } from '@trove/core/auth';
import { type SQL, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { createMemoryEventBus, type EventBus } from '../../events/eventBus';
import { HttpError } from '../../http/httpError';
import { drfPage, pageWindow } from '../../http/pagination';
import { createLotQueue, type Settled } from './lotQueue';
import {
  ANONYMOUS,
  type BidRecord,
  forViewer,
  type LotRecord,
  type LotViewRecord,
  rulesOf,
  stateOf,
  toBid,
  toLot,
  toLotEvent,
} from './lotView';
import {
  type AuctionsRepository,
  type BatchRows,
  type BatchWrite,
  type BidKey,
  bidKeyOf,
  createAuctionsRepository,
  type Settlement,
  type StoredBidResponse,
} from './repository';

/** The newest history rows a lot carries; `bid_count` tells the whole length. */
export const LOT_HISTORY_LIMIT = 50;
/** auction_closing_soon goes out this long before the close. */
export const CLOSING_SOON_MS = 10 * 60 * 1000;
export const DEFAULT_LOT_SORT: LotSort = 'end_date';

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

/** A seller's lot, as `POST /api/auctions/lots/` takes it (amounts in minor units). */
export interface NewLot {
  item: number;
  number: number | null;
  estimateMinor: number | null;
  startMinor: number;
  reserveMinor: number | null;
  buyersPremium: number;
  opens: Date;
  closes: Date;
  closingWindowMs: number;
  latestClose: Date | null;
  organisation: number | null;
}

/** Who lists a lot: the item's owner, a member of its organisation, or an admin. */
export interface Seller {
  id: number;
  organisationIds: readonly number[];
  admin: boolean;
}

const lotTopic = (lotId: number) => `lot:${lotId}`;

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

/** The buyer's premium of a price, in minor units: core's all-in amount less the price. */
export const premiumOf = (priceMinor: number, percent: number) =>
  toMinorUnits(allInAmount(fromMinorUnits(priceMinor), percent)) - priceMinor;

export type AuctionsService = ReturnType<typeof createAuctionsService>;

/**
 * Auctions: lots, bids (each one short transaction over the locked lot, settled by core's
 * engine), the closing job and the live events. Every rule of bidding is the engine's.
 */
export function createAuctionsService({
  db,
  events = createMemoryEventBus(),
  clock,
  repository = createAuctionsRepository(db),
  onError = (error) => console.error('Auctions:', error),
}: AuctionsServiceDeps) {
  /** The clock in SQL: the database's, or the injected one's reading. */
  const nowSql = (): SQL => (clock ? sql`${clock.now().toISOString()}::timestamptz` : sql`clock_timestamp()`);
  /** The injected clock's reading, or null for the database's. */
  const clockNow = () => clock?.now() ?? null;
  /** The clock after a lock: the injected one read now, else the database's read in the locking statement. */
  const afterLock = (databaseNow: number) => (clock ? clock.now().getTime() : databaseNow);

  async function publish(lotId: number, event: LotEvent): Promise<void> {
    try {
      await events.publish(lotTopic(lotId), event);
    } catch (error) {
      // The bid is committed: a lost event only delays the others' update until they refresh.
      onError(error);
    }
  }

  async function lot(id: number, viewerId: number | null): Promise<Lot> {
    const found = await repository.view(id, LOT_HISTORY_LIMIT, clockNow());
    if (!found) throw HttpError.notFound();
    const at = afterLock(found.now);
    // Whether the viewer bid only matters once the lot is closed (won or lost, not sold or closed).
    const closed = phaseAt(rulesOf(found.view), stateOf(found.view), at) === 'closed';
    const bid =
      viewerId !== null &&
      closed &&
      (found.view.leaderId === viewerId || (await repository.hasBid(id, viewerId)));
    return toLot(found.view, { id: viewerId, bid }, at);
  }

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
    /** One lot as `viewerId` sees it (null: anonymous), with its newest 50 bids. */
    lot,

    /**
     * The member's lots (those they bid on or sell), each with its status for them, 50 a page, as
     * a DRF page; a page past the last is a 404.
     */
    async lots(
      userId: number,
      { sort = DEFAULT_LOT_SORT, page = 1 }: { sort?: LotSort | undefined; page?: number | undefined },
      pageUrl: (page: number) => string,
    ): Promise<Page<Lot>> {
      const total = await repository.countMemberLots(userId);
      const { offset, limit } = pageWindow(total, page, LOTS_PAGE_SIZE);
      const { views, now, bidOn } = await repository.memberLots(userId, {
        sort,
        offset,
        limit,
        now: nowSql(),
      });
      const serverTime = afterLock(now ?? Date.now());
      return drfPage(
        { total, page, pageSize: LOTS_PAGE_SIZE, pageUrl },
        views.map((view) => toLot(view, { id: userId, bid: bidOn.has(view.id) }, serverTime)),
      );
    },

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

    /** Puts an item up for auction; answers the lot as the seller sees it. */
    async createLot(seller: Seller, input: NewLot): Promise<Lot> {
      const item = await repository.itemForLot(input.item);
      if (!item)
        throw HttpError.validation({ item: [`Invalid pk "${input.item}" - object does not exist.`] });
      const mayList =
        seller.admin ||
        item.userId === seller.id ||
        (item.organisationId !== null && seller.organisationIds.includes(item.organisationId));
      if (!mayList) throw HttpError.permissionDenied();
      if (item.itemType !== 'ITEM') throw HttpError.validation({ item: ['Only items can be auctioned.'] });
      if (item.sold) throw HttpError.validation({ item: ['This item has been sold.'] });
      if (item.lotId !== null) throw HttpError.validation({ item: ['This item is already up for auction.'] });
      if (
        input.organisation !== null &&
        !seller.admin &&
        !seller.organisationIds.includes(input.organisation)
      ) {
        throw HttpError.validation({
          organisation: [`Invalid pk "${input.organisation}" - object does not exist.`],
        });
      }
      const organisationId = input.organisation ?? item.organisationId ?? seller.organisationIds[0] ?? null;
      const organisation =
        organisationId === null ? undefined : await repository.findOrganisationIncrements(organisationId);
      // An admin may name any organisation: one that does not exist is theirs to correct, not a 500.
      if (organisationId !== null && organisation === undefined) {
        throw HttpError.validation({
          organisation: [`Invalid pk "${organisationId}" - object does not exist.`],
        });
      }
      const increments = organisation?.increments ?? null;
      let id: number;
      try {
        id = await repository.insertLot({
          itemId: item.id,
          organisationId,
          number: input.number,
          currency: item.currency ?? 'NZD',
          estimateMinor: input.estimateMinor,
          startMinor: input.startMinor,
          reserveMinor: input.reserveMinor,
          buyersPremium: String(input.buyersPremium),
          opens: input.opens,
          closes: input.closes,
          originalCloses: input.closes,
          closingWindowMs: input.closingWindowMs,
          latestClose: input.latestClose,
          increments,
          created: clock?.now() ?? new Date(),
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw HttpError.validation({ item: ['This item is already up for auction.'] });
        throw error;
      }
      return lot(id, seller.id);
    },

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

    /** Forgets Idempotency-Keys older than a day. */
    pruneBidRequests(): Promise<void> {
      const now = clock?.now() ?? new Date();
      return repository.pruneBidRequests(new Date(now.getTime() - 24 * 60 * 60 * 1000));
    },

    /** The increment table `organisationId`'s new lots take (minor units), and whether it is the default. */
    async increments(
      organisationId: number,
    ): Promise<{ bands: readonly IncrementBand[]; isDefault: boolean }> {
      const found = await repository.findOrganisationIncrements(organisationId);
      if (!found) throw HttpError.notFound();
      return found.increments === null
        ? { bands: DEFAULT_INCREMENTS, isDefault: true }
        : { bands: found.increments, isDefault: false };
    },

    /**
     * Replaces an organisation's increment table (null: back to the default), for its admins and
     * owners and the site's admins. Lots listed from then on take it; listed lots keep theirs, so
     * no bidder's next bid moves under them.
     */
    async setIncrements(
      editor: User,
      organisationId: number,
      bands: IncrementBand[] | null,
    ): Promise<{ bands: readonly IncrementBand[]; isDefault: boolean }> {
      if (!mayEditIncrements(editor, organisationId)) {
        if (!(await repository.findOrganisationIncrements(organisationId))) throw HttpError.notFound();
        throw HttpError.permissionDenied();
      }
      if (bands !== null) {
        const error = incrementTableError(bands);
        if (error) throw HttpError.validation({ increments: [error] });
      }
      if (!(await repository.setOrganisationIncrements(organisationId, bands))) throw HttpError.notFound();
      return bands === null ? { bands: DEFAULT_INCREMENTS, isDefault: true } : { bands, isDefault: false };
    },

    /** The lot as it stands, as a `bid` event (the first event of its stream). */
    async currentEvent(lotId: number): Promise<LotEvent> {
      const found = await repository.view(lotId, 0, clockNow());
      if (!found) throw HttpError.notFound();
      const record: LotRecord = found.view;
      return toLotEvent('bid', record, rulesOf(record), stateOf(record), afterLock(found.now));
    },

    /** Listens to a lot's events; answers the unsubscribe function. */
    subscribe(lotId: number, listener: (event: LotEvent) => void): () => void {
      return events.subscribe(lotTopic(lotId), (payload) => listener(payload as LotEvent));
    },

    /** The lot's engine view: its rules and state (for checking the server against the engine). */
    async engineState(lotId: number) {
      const found = await repository.view(lotId, 0, clockNow());
      if (!found) return undefined;
      const record: LotRecord = found.view;
      return { rules: rulesOf(record), state: stateOf(record), bidCount: record.bidCount };
    },
  };
}
