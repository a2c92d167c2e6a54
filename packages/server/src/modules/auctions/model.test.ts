// Model-based test of bidding: generated sequences of bids, maximum raises, retries, clock moves
// and closes go to the server over HTTP, and after every step what the server answers and shows
// (each bidder's view of the lot, its row, its history, its events, the winner's purchase) must be
// what core's reference model gives for the same sequence. The concurrent variant fires 2 to 5
// bids at once: the server's outcome must then be the model's for some order of those bids (every
// order is tried), with each answer's history row and every stored row accounted for.
import { isDeepStrictEqual } from 'node:util';
import {
  AUCTION_MESSAGES,
  type BidAttempt,
  type BidRow,
  closeLot,
  DEFAULT_INCREMENTS,
  formatPrice,
  initialState,
  type LotEvent,
  type LotRules,
  type LotState,
  placeBid,
  type ReserveState,
} from '@trove/core/auction';
import { and, asc, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// Core's second writing of the rules, kept out of its public entries: read from its source.
import {
  createReferenceModel,
  type ReferenceBidOutcome,
  type ReferenceModel,
} from '../../../../core/src/auction/referenceModel';
import { auctionPurchases, bids, lots, notifications } from '../../db/schema';
import { withToken } from '../../testing/accounts';
import type { TestClock } from '../../testing/testClock';
import { type AuctionsTestApp, createAuctionsTestApp } from './testing';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
/** Not a bidder: the model's minimum for them is the lot's next bid. */
const NOBODY = -1;
/** The lot's newest history rows a lot view carries. */
const HISTORY = 50;
const ROLES = ['member', 'collector', 'dealer', 'club'] as const;
// Runs of 23 to 43 steps each. PGlite answers one statement at a time in this process, about three
// times slower than PostgreSQL, which serves each step's lot views at once: more runs there. Each
// run of the suite draws new sequences; AUCTION_MODEL_RUNS=N runs N of each kind instead (a long
// run: about half a second a sequence on PGlite).
const RUNS_ASKED = Number(process.env.AUCTION_MODEL_RUNS ?? '');
const RUNS =
  RUNS_ASKED > 0
    ? { sequence: RUNS_ASKED, concurrent: RUNS_ASKED }
    : process.env.DATABASE_URL
      ? { sequence: 60, concurrent: 40 }
      : { sequence: 30, concurrent: 20 };

const RESERVE_TEXT: Record<ReserveState, string> = {
  no_reserve: AUCTION_MESSAGES.noReserve,
  reserve_met: AUCTION_MESSAGES.reserveMet,
  reserve_not_met: AUCTION_MESSAGES.reserveNotMet,
};

const toMinor = (amount: number) => Math.round(amount * 100);
const toWire = (minor: number | null) => (minor === null ? null : minor / 100);
const iso = (ms: number) => new Date(ms).toISOString();

// ---- Generated steps: intents, resolved against the model when they run ----

type Base = 'minimum' | 'leaderMax' | 'price' | 'reserve' | 'start';
interface BidIntent {
  bidder: number;
  auto: boolean;
  base: Base;
  /** Minor units added to the base (the amount is never below 0). */
  delta: number;
}
type Step =
  | { kind: 'bid'; bid: BidIntent }
  /** The leader bids again above their maximum (full or maximum: either only raises it). */
  | { kind: 'raise'; auto: boolean; delta: number }
  /** The last bid sent again with its Idempotency-Key. */
  | { kind: 'retry' }
  | { kind: 'clock'; to: 'tick' | 'opens' | 'window' | 'end' | 'past'; ms: number }
  | { kind: 'close' }
  /** Bids sent at once; `duplicate`: one of them twice, with the same key. */
  | { kind: 'burst'; bids: BidIntent[]; duplicate: number | null };

const deltaArb = fc.oneof(
  fc.constantFrom(0, 1, -1, 99, 100, 101, -100, 200),
  fc.integer({ min: -2_000, max: 2_000 }),
  fc.integer({ min: 0, max: 30_000 }),
);
const bidIntentArb = fc.record({
  bidder: fc.nat({ max: 3 }),
  auto: fc.boolean(),
  base: fc.constantFrom<Base>('minimum', 'minimum', 'minimum', 'leaderMax', 'price', 'reserve', 'start'),
  delta: deltaArb,
});
const sequentialSteps: fc.WeightedArbitrary<Step>[] = [
  { weight: 10, arbitrary: bidIntentArb.map((bid): Step => ({ kind: 'bid', bid })) },
  {
    weight: 2,
    arbitrary: fc
      .record({
        auto: fc.boolean(),
        delta: fc.oneof(fc.constantFrom(0, 1, 99, 100, 101, 150), fc.integer({ min: 100, max: 5_000 })),
      })
      .map((raise): Step => ({ kind: 'raise', ...raise })),
  },
  { weight: 1, arbitrary: fc.constant<Step>({ kind: 'retry' }) },
  {
    weight: 4,
    arbitrary: fc
      .record({
        to: fc.oneof(
          { weight: 8, arbitrary: fc.constant('tick' as const) },
          { weight: 1, arbitrary: fc.constant('opens' as const) },
          { weight: 4, arbitrary: fc.constant('window' as const) },
          { weight: 2, arbitrary: fc.constant('end' as const) },
          { weight: 1, arbitrary: fc.constant('past' as const) },
        ),
        ms: fc.integer({ min: 1, max: 100_000 }),
      })
      .map((move): Step => ({ kind: 'clock', ...move })),
  },
  { weight: 2, arbitrary: fc.constant<Step>({ kind: 'close' }) },
];
const burstArb = fc
  .record({
    bids: fc.array(bidIntentArb, { minLength: 2, maxLength: 5 }),
    duplicate: fc.option(fc.nat({ max: 4 }), { nil: null }),
  })
  .map(
    ({ bids, duplicate }): Step => ({
      kind: 'burst',
      bids,
      // At most 5 requests at once, the copy included.
      duplicate: duplicate === null || bids.length >= 5 ? null : duplicate % bids.length,
    }),
  );

const lotArb = fc.record({
  bidders: fc.integer({ min: 2, max: 4 }),
  startMinor: fc.constantFrom(0, 100, 1000, 1950, 9_900, 19_500),
  reserveMinor: fc.option(fc.integer({ min: 0, max: 60_000 }), { nil: null }),
  /** Negative: open already. */
  opensIn: fc.oneof(
    { weight: 3, arbitrary: fc.constant(-HOUR) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 10 * MINUTE }) },
  ),
  openFor: fc.integer({ min: MINUTE, max: HOUR }),
  closingWindowMs: fc.constantFrom(0, 30_000, 2 * MINUTE),
  latestCloseAfter: fc.option(fc.integer({ min: 0, max: 10 * MINUTE }), { nil: null }),
});
type LotParams = typeof lotArb extends fc.Arbitrary<infer T> ? T : never;

// ---- The model side: candidate histories, replayed ----

type Op =
  | { kind: 'bid'; bidder: number; amount: number; auto: boolean; at: number; key: string }
  | { kind: 'close'; at: number };
type BidOp = Extract<Op, { kind: 'bid' }>;

/** A bid's answer: the newest history row (its user is the leader, its amount the price) and the next bid. */
interface Answer {
  status: 201;
  user: number;
  amount: number;
  next_bid: number;
  /** The answer's row, as its place in the lot's history (oldest 0). */
  row: number;
}
/**
 * What one operation gives: a bid's answer, or its refusal (a retried key that was refused may be
 * refused as the first time or afresh: each is one of `bodies`), or whether the job closed the lot.
 */
type Prediction = Answer | { status: 400; bodies: unknown[] } | { closed: boolean };

/** One history of the lot consistent with everything the server showed so far. */
interface Candidate {
  /** What changed the model, in order: the model is rebuilt by replaying it. */
  history: ({ kind: 'bid'; attempt: BidAttempt } | { kind: 'close'; at: number })[];
  /** Core's engine run over the same history: the history rows it writes. */
  engine: LotState;
  rows: BidRow[];
  answers: Map<string, Answer>;
  refusals: Map<string, unknown[]>;
  /** auction_outbid notices, per member. */
  outbid: Map<number, number>;
  winner: number | null;
}

interface Lot {
  id: number;
  rules: LotRules;
  closes: number;
  bidders: number[];
  tokens: string[];
}

function rebuild(lot: Lot, candidate: Candidate): ReferenceModel {
  const model = createReferenceModel(lot.rules, lot.closes);
  for (const entry of candidate.history) {
    const outcome = entry.kind === 'bid' ? model.bid(entry.attempt) : model.close(entry.at);
    if (!('accepted' in outcome ? outcome.accepted : outcome.closed))
      throw new Error(`Replaying ${JSON.stringify(entry)} no longer takes it`);
  }
  return model;
}

function refusalBody(outcome: Exclude<ReferenceBidOutcome, { accepted: true }>): unknown {
  switch (outcome.reason) {
    case 'closed':
      return { non_field_errors: [AUCTION_MESSAGES.closed] };
    case 'not_open':
      return { non_field_errors: [AUCTION_MESSAGES.notOpen] };
    case 'too_low':
      return {
        amount: [`${AUCTION_MESSAGES.minimumBidPrefix} ${formatPrice(outcome.minimum / 100, 'NZD')}`],
      };
  }
}

/** Runs `ops` after the candidate's history through the model (and the engine for the rows). */
function simulate(lot: Lot, from: Candidate, ops: readonly Op[]) {
  const model = rebuild(lot, from);
  const next: Candidate = {
    history: [...from.history],
    engine: from.engine,
    rows: [...from.rows],
    answers: new Map(from.answers),
    refusals: new Map(from.refusals),
    outbid: new Map(from.outbid),
    winner: from.winner,
  };
  const predictions: Prediction[] = [];
  let changed = false;
  let extended = false;
  for (const op of ops) {
    if (op.kind === 'close') {
      const outcome = model.close(op.at);
      const engine = closeLot(lot.rules, next.engine, op.at);
      if (engine.closed !== outcome.closed)
        throw new Error(`Engine and model disagree on closing at ${op.at}`);
      if (outcome.closed && engine.closed) {
        next.history.push({ kind: 'close', at: op.at });
        next.engine = engine.state;
        next.winner = outcome.winner;
        changed = true;
      }
      predictions.push({ closed: outcome.closed });
      continue;
    }
    const known = next.answers.get(op.key);
    if (known) {
      // A retry of an accepted bid: answered as the first time, nothing settled again.
      predictions.push(known);
      continue;
    }
    const attempt: BidAttempt = { bidder: op.bidder, amount: op.amount, auto: op.auto, at: op.at };
    const outcome = model.bid(attempt);
    const engine = placeBid(lot.rules, next.engine, attempt);
    if (engine.accepted !== outcome.accepted)
      throw new Error(`Engine and model disagree on ${JSON.stringify(attempt)}`);
    if (!outcome.accepted) {
      const bodies = [...(next.refusals.get(op.key) ?? []), refusalBody(outcome)];
      next.refusals.set(op.key, bodies);
      predictions.push({ status: 400, bodies });
      continue;
    }
    if (!engine.accepted) throw new Error('Unreachable: the engine took what the model refused');
    next.history.push({ kind: 'bid', attempt });
    next.engine = engine.state;
    next.rows.push(...engine.rows);
    if (outcome.outbid !== null) next.outbid.set(outcome.outbid, (next.outbid.get(outcome.outbid) ?? 0) + 1);
    changed ||= engine.rows.length > 0 || outcome.extended;
    extended ||= outcome.extended;
    const state = model.state();
    const answer: Answer = {
      status: 201,
      user: state.leader ?? NOBODY,
      amount: state.price ?? 0,
      next_bid: model.minimumFor(NOBODY),
      row: next.rows.length - 1,
    };
    next.answers.set(op.key, answer);
    predictions.push(answer);
  }
  return { next, model, predictions, changed, extended };
}

/** What makes two candidates behave alike from now on (the model's maxima and their order included). */
function signature(candidate: Candidate, model: ReferenceModel): string {
  const maxima = new Map<number, number>();
  for (const entry of candidate.history) {
    if (entry.kind !== 'bid') continue;
    maxima.delete(entry.attempt.bidder);
    maxima.set(entry.attempt.bidder, entry.attempt.amount);
  }
  return JSON.stringify([
    model.state(),
    [...maxima],
    candidate.engine,
    candidate.rows,
    [...candidate.answers].sort(),
    [...candidate.refusals].sort(),
    [...candidate.outbid].sort(),
    candidate.winner,
  ]);
}

/** A lot view's fields the model decides, as one bidder sees them. */
function viewOf(model: ReferenceModel, rows: readonly BidRow[], bidder: number) {
  const state = model.state();
  return {
    current_bid: toWire(state.price),
    next_bid: toWire(model.minimumFor(NOBODY)),
    auto_bid:
      state.leader === bidder &&
      state.leaderMax !== null &&
      state.price !== null &&
      state.leaderMax > state.price
        ? toWire(state.leaderMax)
        : null,
    has_leading_bid: state.leader === bidder,
    reserve_status: RESERVE_TEXT[model.reserve()],
    closes: iso(state.closes),
    closed: state.closed,
    bid_count: rows.length,
    bids: rows
      .slice(-HISTORY)
      .reverse()
      .map((row) => [row.bidder, toWire(row.amount)]),
  };
}

interface WireLot {
  current_bid: number | null;
  next_bid: number;
  auto_bid: number | null;
  has_leading_bid: boolean;
  reserve_status: string;
  closes: string;
  closed: boolean;
  bid_count: number;
  bids: { user: { id: number }; amount: number }[];
}
const viewOfWire = (lot: WireLot) => ({
  current_bid: lot.current_bid,
  next_bid: lot.next_bid,
  auto_bid: lot.auto_bid,
  has_leading_bid: lot.has_leading_bid,
  reserve_status: lot.reserve_status,
  closes: lot.closes,
  closed: lot.closed,
  bid_count: lot.bid_count,
  bids: lot.bids.map((row) => [row.user.id, row.amount]),
});

const publicEventOf = (event: LotEvent, withType: boolean) => {
  const { server_time: _time, type, ...rest } = event;
  return withType ? { type, ...rest } : rest;
};

function permutations(size: number): number[][] {
  if (size === 0) return [[]];
  return permutations(size - 1).flatMap((rest) =>
    Array.from({ length: size }, (_, at) => [...rest.slice(0, at), size - 1, ...rest.slice(at)]),
  );
}

describe('bidding against the reference model', () => {
  let t: AuctionsTestApp;
  let clock: TestClock;
  let keys = 0;

  beforeAll(async () => {
    t = await createAuctionsTestApp();
    if (!t.clock) throw new Error('The model test needs the injected clock');
    clock = t.clock;
    await Promise.all(ROLES.map((role) => t.token(role)));
  });

  afterAll(() => t?.close());

  async function newLot(params: LotParams): Promise<Lot> {
    const now = clock.now().getTime();
    const opens = now + params.opensIn;
    const closes = Math.max(opens, now) + params.openFor;
    const latestClose = params.latestCloseAfter === null ? null : closes + params.latestCloseAfter;
    const id = await t.createLot(await t.createItem(t.ids.auctionHouse), {
      startMinor: params.startMinor,
      reserveMinor: params.reserveMinor,
      opens: new Date(opens),
      closes: new Date(closes),
      closingWindowMs: params.closingWindowMs,
      latestClose: latestClose === null ? null : new Date(latestClose),
    });
    // The model's rules are the test's own, not read back from the server.
    const rules: LotRules = {
      startPrice: params.startMinor,
      reserve: params.reserveMinor,
      opens,
      increments: DEFAULT_INCREMENTS,
      closingWindowMs: params.closingWindowMs,
      latestClose,
    };
    const roles = ROLES.slice(0, params.bidders);
    return {
      id,
      rules,
      closes,
      bidders: roles.map((role) => t.ids[role]),
      tokens: await Promise.all(roles.map((role) => t.token(role))),
    };
  }

  /** Everything the server shows of the lot after a step, in the shape the model predicts. */
  async function observe(lot: Lot) {
    const { db } = t.database;
    const [row] = await db
      .select({
        price: lots.priceMinor,
        leader: lots.leaderId,
        leaderMax: lots.leaderMaxMinor,
        closes: lots.closes,
        closed: lots.closed,
        bidCount: lots.bidCount,
        winner: lots.winnerId,
      })
      .from(lots)
      .where(eq(lots.id, lot.id));
    if (!row) throw new Error(`Lot ${lot.id} is gone`);
    const stored = await db
      .select({ id: bids.id, user: bids.userId, amount: bids.amountMinor })
      .from(bids)
      .where(eq(bids.lotId, lot.id))
      .orderBy(asc(bids.id));
    const purchases = row.closed
      ? await db
          .select({ user: auctionPurchases.userId, amount: auctionPurchases.amountMinor })
          .from(auctionPurchases)
          .where(eq(auctionPurchases.lotId, lot.id))
      : [];
    const views = await Promise.all(
      lot.tokens.map(async (token) => {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/auctions/lots/${lot.id}/`,
          headers: withToken(token),
        });
        expect(response.statusCode, response.body).toBe(200);
        return viewOfWire(response.json());
      }),
    );
    return {
      rowIds: stored.map((bid) => bid.id),
      state: {
        lot: { ...row, closes: row.closes.getTime() },
        rows: stored.map((bid) => [bid.user, bid.amount]),
        views,
        purchases,
      },
    };
  }

  /** The same, as the model predicts it for one candidate history. */
  function expectedState(lot: Lot, candidate: Candidate, model: ReferenceModel) {
    const state = model.state();
    return {
      lot: { ...state, bidCount: candidate.rows.length, winner: state.closed ? candidate.winner : null },
      rows: candidate.rows.map((row) => [row.bidder, row.amount]),
      views: lot.bidders.map((bidder) => viewOf(model, candidate.rows, bidder)),
      purchases:
        state.closed && candidate.winner !== null ? [{ user: candidate.winner, amount: state.price }] : [],
    };
  }

  type Sent = { op: BidOp; token: string };

  /** The lot's public state as its events carry it, from the model. */
  function publicState(lot: Lot, model: ReferenceModel, rows: readonly BidRow[]) {
    const state = model.state();
    return {
      lot: lot.id,
      current_bid: toWire(state.price),
      next_bid: toWire(model.minimumFor(NOBODY)),
      leader: state.leader,
      bid_count: rows.length,
      closes: iso(state.closes),
      closed: state.closed,
      reserve_status: RESERVE_TEXT[model.reserve()],
    };
  }

  /** Resolves a step's intent against the model: which bids to send, or what else to do. */
  function plan(lot: Lot, model: ReferenceModel, step: Step, last: Sent | undefined) {
    const state = model.state();
    const now = clock.now().getTime();
    const resolve = (intent: BidIntent): Sent => {
      const index = intent.bidder % lot.bidders.length;
      const bidder = lot.bidders[index] as number;
      const minimum = model.minimumFor(bidder);
      const base = {
        minimum,
        leaderMax: state.leaderMax ?? minimum,
        price: state.price ?? minimum,
        reserve: lot.rules.reserve ?? minimum,
        start: lot.rules.startPrice,
      }[intent.base];
      keys += 1;
      const op: BidOp = {
        kind: 'bid',
        bidder,
        amount: Math.max(0, base + intent.delta),
        auto: intent.auto,
        at: now,
        key: `model-${keys}`,
      };
      return { op, token: lot.tokens[index] as string };
    };
    switch (step.kind) {
      case 'bid':
        return { sent: [resolve(step.bid)], close: false };
      case 'raise': {
        const index = lot.bidders.indexOf(state.leader ?? NOBODY);
        const intent: BidIntent =
          index < 0
            ? { bidder: 0, auto: step.auto, base: 'minimum', delta: 0 }
            : { bidder: index, auto: step.auto, base: 'leaderMax', delta: step.delta };
        return { sent: [resolve(intent)], close: false };
      }
      case 'retry':
        return { sent: last ? [{ ...last, op: { ...last.op, at: now } }] : [], close: false };
      case 'burst': {
        const sent = step.bids.map(resolve);
        const copied = step.duplicate === null ? undefined : sent[step.duplicate];
        return { sent: copied ? [...sent, copied] : sent, close: false };
      }
      case 'clock': {
        const { opens, closingWindowMs } = lot.rules;
        const target = {
          tick: now + 1 + (step.ms % 5_000),
          opens: opens + (step.ms % 1_000),
          // Into the closing window (the last minute without one).
          window: state.closes - (closingWindowMs || MINUTE) + (step.ms % (closingWindowMs || MINUTE)),
          end: state.closes - 1 - (step.ms % 100),
          past: state.closes + (step.ms % 1_000),
        }[step.to];
        // Time only moves forward: other runs' lots share the clock.
        if (target > now) clock.set(new Date(target));
        return { sent: [], close: false };
      }
      case 'close':
        return { sent: [], close: true };
    }
  }

  /**
   * Runs a generated sequence on a new lot. Each step goes to the server; then every candidate
   * history (all those consistent with what the server showed so far) is extended by the step's
   * operations in every order, and those that predict exactly what the server now shows are kept.
   * None left is a failure, shown as the difference from the first candidate's prediction.
   */
  async function run(params: LotParams, steps: readonly Step[]) {
    const lot = await newLot(params);
    const events: LotEvent[] = [];
    const unsubscribe = t.service.subscribe(lot.id, (event) => events.push(event));
    let candidates: Candidate[] = [
      {
        history: [],
        engine: initialState(lot.closes),
        rows: [],
        answers: new Map(),
        refusals: new Map(),
        outbid: new Map(),
        winner: null,
      },
    ];
    let last: Sent | undefined;
    const trail: string[] = [];
    try {
      // Every run ends with the close: past it, one more bid, the closing job.
      const ending: Step[] = [
        { kind: 'clock', to: 'past', ms: 0 },
        { kind: 'bid', bid: { bidder: 0, auto: false, base: 'minimum', delta: 0 } },
        { kind: 'close' },
      ];
      for (const step of [...steps, ...ending]) {
        const { sent, close } = plan(lot, rebuild(lot, candidates[0] as Candidate), step, last);
        if (step.kind !== 'burst' && sent[0]) last = sent[0];
        const at = clock.now().getTime();
        trail.push(`${iso(at)} ${JSON.stringify(step)}: ${JSON.stringify(sent.map((s) => s.op))}`);

        const before = events.length;
        const answers = await Promise.all(
          sent.map(({ op, token }) =>
            t.app.inject({
              method: 'POST',
              url: `/api/auctions/lots/${lot.id}/bids/`,
              headers: { ...withToken(token), 'idempotency-key': op.key },
              payload: { amount: op.amount / 100, auto: op.auto },
            }),
          ),
        );
        const closedIds = close ? await t.service.closeDueLots() : [];
        const seen = await observe(lot);
        const published = events.slice(before);
        const responses: unknown[] = answers.map((answer) => {
          const body = answer.json();
          if (answer.statusCode !== 201) return { status: answer.statusCode, body };
          const row = seen.rowIds.indexOf(body.id);
          return {
            status: 201,
            user: body.user.id,
            amount: toMinor(body.amount),
            next_bid: toMinor(body.next_bid),
            row,
          };
        });
        if (close) responses.push({ closed: closedIds.includes(lot.id) });
        const burst = step.kind === 'burst';
        const single = sent.length === 1 ? answers[0] : undefined;
        const observed = {
          responses,
          // The lot in a lone bid's answer is the lot after it, as the bidder sees it (no history).
          answerLot: single?.statusCode === 201 ? viewOfWire(single.json().lot) : null,
          state: seen.state,
          // A lone bid or close publishes one event when it changed the lot; bids sent at once one
          // per batch that did, the last showing the lot as it ends.
          events: burst
            ? published.length > 0
              ? publicEventOf(published.at(-1) as LotEvent, false)
              : null
            : published.map((event) => publicEventOf(event, true)),
        };

        const ops: Op[] = close ? [{ kind: 'close', at }] : sent.map((s) => s.op);
        const kept = new Map<string, Candidate>();
        let first: unknown;
        for (const candidate of candidates) {
          for (const order of permutations(ops.length)) {
            const { next, model, predictions, changed, extended } = simulate(
              lot,
              candidate,
              order.map((index) => ops[index] as Op),
            );
            // Back in the order the requests were sent.
            const predicted: Prediction[] = [];
            for (const [position, index] of order.entries())
              predicted[index] = predictions[position] as Prediction;
            const event = publicState(lot, model, next.rows);
            const type = close ? 'closed' : extended ? 'extended' : 'bid';
            const expected = {
              responses: predicted.map((prediction, index) => {
                if (!('bodies' in prediction)) return prediction;
                const body = (responses[index] as { body?: unknown }).body;
                // A retried key that was refused may be refused as the first time, or afresh.
                const matching = prediction.bodies.find((option) => isDeepStrictEqual(option, body));
                return { status: 400, body: matching ?? prediction.bodies.at(-1) };
              }),
              answerLot:
                single && predicted[0] && 'row' in predicted[0]
                  ? // without its history: the lot's rows are checked in the database
                    { ...viewOf(model, next.rows, sent[0]?.op.bidder ?? NOBODY), bids: [] }
                  : null,
              state: expectedState(lot, next, model),
              events: burst ? (changed ? event : null) : changed ? [{ type, ...event }] : [],
            };
            first ??= expected;
            if (isDeepStrictEqual(expected, observed)) kept.set(signature(next, model), next);
          }
        }
        if (kept.size === 0) {
          expect(observed, `After:\n${trail.join('\n')}`).toEqual(first);
          throw new Error(
            `No order of the step's bids explains the server's state, after:\n${trail.join('\n')}`,
          );
        }
        candidates = [...kept.values()];
      }

      // A member is told they were outbid once per bid that took the lead from them.
      const notices = await t.database.db
        .select({ user: notifications.userId, count: sql<number>`count(*)::int` })
        .from(notifications)
        .where(
          and(
            eq(notifications.name, 'auction_outbid'),
            sql`(${notifications.data} ->> 'lot')::int = ${lot.id}`,
          ),
        )
        .groupBy(notifications.userId);
      const outbid = new Map(notices.map((row) => [row.user, Number(row.count)]));
      const told = candidates.map((candidate) => candidate.outbid);
      expect(
        told.some((expected) => isDeepStrictEqual(expected, outbid)),
        `auction_outbid ${JSON.stringify([...outbid])}, expected one of ${JSON.stringify(told.map((m) => [...m]))}, after:\n${trail.join('\n')}`,
      ).toBe(true);
    } finally {
      unsubscribe();
    }
  }

  it(
    'agrees with the model after every step of a sequence',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          lotArb,
          fc.array(fc.oneof(...sequentialSteps), { minLength: 20, maxLength: 40 }),
          run,
        ),
        { numRuns: RUNS.sequence },
      );
    },
    600_000 + RUNS.sequence * 2_000,
  );

  it(
    'agrees with the model for some order of bids sent at once',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          lotArb,
          fc.array(fc.oneof(...sequentialSteps, { weight: 8, arbitrary: burstArb }), {
            minLength: 20,
            maxLength: 40,
          }),
          run,
        ),
        { numRuns: RUNS.concurrent },
      );
    },
    600_000 + RUNS.concurrent * 2_000,
  );
});
