import {
  closeLot,
  DEFAULT_CLOSING_WINDOW_MS,
  DEFAULT_INCREMENTS,
  initialState,
  type LotRules,
  type LotState,
  minimumBidFor,
  placeBid,
} from '@trove/core/auction';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import {
  auctionPurchases,
  bids,
  items,
  lots,
  organisations,
  organisationUsers,
  users,
} from '../../db/schema';
import { premiumOf } from './closing';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const AUCTION_HOUSE = 'auctionhouse@demo.trove.test';
/** The demo bidders, all with complete profiles. */
const BIDDERS = ['member@demo.trove.test', 'collector@demo.trove.test', 'admin@demo.trove.test'];

type Phase = 'open' | 'upcoming' | 'closed';

interface DemoLot {
  phase: Phase;
  /** From seeding: when it opens and closes. */
  opensIn: number;
  closesIn: number;
  /** How many bids the demo bidders placed. */
  bidCount: number;
  /** The reserve as a multiple of the start price; null: none. */
  reserve: number | null;
  buyersPremium: number;
}

/** Twelve lots of the demo auction house: open, upcoming and closed, some with a reserve. */
const DEMO_LOTS: readonly DemoLot[] = [
  { phase: 'open', opensIn: -2 * DAY, closesIn: 3 * HOUR, bidCount: 6, reserve: 3, buyersPremium: 15 },
  { phase: 'open', opensIn: -2 * DAY, closesIn: 8 * HOUR, bidCount: 3, reserve: null, buyersPremium: 15 },
  { phase: 'open', opensIn: -1 * DAY, closesIn: 1 * DAY, bidCount: 8, reserve: 2, buyersPremium: 12.5 },
  { phase: 'open', opensIn: -1 * DAY, closesIn: 2 * DAY, bidCount: 0, reserve: null, buyersPremium: 15 },
  { phase: 'open', opensIn: -6 * HOUR, closesIn: 4 * DAY, bidCount: 2, reserve: 10, buyersPremium: 15 },
  { phase: 'upcoming', opensIn: 1 * DAY, closesIn: 6 * DAY, bidCount: 0, reserve: null, buyersPremium: 15 },
  { phase: 'upcoming', opensIn: 2 * DAY, closesIn: 7 * DAY, bidCount: 0, reserve: 2, buyersPremium: 15 },
  { phase: 'upcoming', opensIn: 3 * DAY, closesIn: 8 * DAY, bidCount: 0, reserve: null, buyersPremium: 10 },
  { phase: 'closed', opensIn: -10 * DAY, closesIn: -1 * DAY, bidCount: 7, reserve: 2, buyersPremium: 15 },
  { phase: 'closed', opensIn: -10 * DAY, closesIn: -2 * DAY, bidCount: 4, reserve: null, buyersPremium: 15 },
  { phase: 'closed', opensIn: -12 * DAY, closesIn: -3 * DAY, bidCount: 3, reserve: 20, buyersPremium: 15 },
  { phase: 'closed', opensIn: -14 * DAY, closesIn: -5 * DAY, bidCount: 0, reserve: null, buyersPremium: 15 },
];

interface Placed {
  bidder: number;
  amount: number;
  at: number;
}

/**
 * Runs a lot's demo bids through the engine: the bidders take turns, every other bid a maximum,
 * each a little above their minimum, spread evenly from the open to an hour before the end (or
 * now), so none falls in the closing window.
 */
function runDemoBids(rules: LotRules, closes: number, bidderIds: number[], count: number, until: number) {
  let state: LotState = initialState(closes);
  const rows: Placed[] = [];
  const last = Math.min(until, closes - HOUR);
  for (let index = 0; index < count; index++) {
    const bidder = bidderIds[index % bidderIds.length] ?? 0;
    const at = rules.opens + Math.round(((last - rules.opens) * (index + 1)) / (count + 1));
    const minimum = minimumBidFor(rules, state, bidder);
    const auto = index % 2 === 0;
    const amount = auto ? minimum + (index + 2) * rules.startPrice : minimum;
    const outcome = placeBid(rules, state, { bidder, amount, auto, at });
    if (!outcome.accepted) continue;
    state = outcome.state;
    for (const row of outcome.rows) rows.push({ ...row, at });
  }
  return { state, rows };
}

/**
 * The demo auction house's lots on its catalogue items, when there are no lots yet: open ones
 * closing hours to days after `now`, upcoming ones and closed ones, with bid histories of the demo
 * collectors settled by the engine, the winners' purchases and the sold items. No notifications:
 * they would all be dated at seeding. Deterministic for a given catalogue and `now`.
 */
export async function seedDemoLots(tx: Executor, now: Date): Promise<number> {
  if ((await tx.select({ id: lots.id }).from(lots).limit(1)).length > 0) return 0;
  const [house] = await tx
    .select({ userId: users.id, organisationId: organisationUsers.organisationId })
    .from(users)
    .innerJoin(organisationUsers, eq(organisationUsers.userId, users.id))
    .innerJoin(organisations, eq(organisations.id, organisationUsers.organisationId))
    .where(eq(users.email, AUCTION_HOUSE));
  if (!house) return 0;
  const bidderRows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, BIDDERS));
  const bidderIds = BIDDERS.map((email) => bidderRows.find((row) => row.email === email)?.id).filter(
    (id): id is number => id !== undefined,
  );
  const candidates = await tx
    .select({ id: items.id, price: items.price, currency: items.currency })
    .from(items)
    .where(
      and(
        eq(items.userId, house.userId),
        eq(items.itemType, 'ITEM'),
        eq(items.sold, false),
        // Bidders open a lot's item from My lots: an item nobody may open (can_open off, restricted
        // to higher memberships, or unpublished) answered them "Permission denied".
        eq(items.canOpen, true),
        eq(items.restricted, false),
        eq(items.published, true),
      ),
    )
    .orderBy(asc(items.id))
    .limit(DEMO_LOTS.length);

  const start = now.getTime();
  for (const [index, item] of candidates.entries()) {
    const demo = DEMO_LOTS[index];
    if (!demo) break;
    // A start price of about two thirds of the listed price, in whole units.
    const startMinor = Math.max(1, Math.round((Number(item.price ?? 75) * 2) / 3)) * 100;
    const rules: LotRules = {
      startPrice: startMinor,
      reserve: demo.reserve === null ? null : demo.reserve * startMinor,
      opens: start + demo.opensIn,
      increments: DEFAULT_INCREMENTS,
      closingWindowMs: DEFAULT_CLOSING_WINDOW_MS,
      latestClose: null,
    };
    const closes = start + demo.closesIn;
    const { state, rows } = runDemoBids(rules, closes, bidderIds, demo.bidCount, start);
    const settled = demo.phase === 'closed' ? closeLot(rules, state, closes) : { closed: false as const };
    const winner = settled.closed ? settled.winner : null;
    const currency = item.currency ?? 'NZD';

    const [lot] = await tx
      .insert(lots)
      .values({
        itemId: item.id,
        organisationId: house.organisationId,
        number: index + 1,
        currency,
        estimateMinor: startMinor * 2,
        startMinor,
        reserveMinor: rules.reserve,
        buyersPremium: String(demo.buyersPremium),
        opens: new Date(rules.opens),
        closes: new Date(state.closes),
        originalCloses: new Date(closes),
        closingWindowMs: rules.closingWindowMs,
        priceMinor: state.price,
        leaderId: state.leader,
        leaderMaxMinor: state.leaderMax,
        bidCount: rows.length,
        closed: settled.closed,
        closedAt: settled.closed ? new Date(state.closes) : null,
        winnerId: winner,
        closingSoonSent: settled.closed,
        created: new Date(Math.min(rules.opens, start)),
      })
      .returning({ id: lots.id });
    if (!lot) throw new Error('Inserting a demo lot returned no row');
    if (rows.length > 0) {
      await tx.insert(bids).values(
        rows.map((row) => ({
          lotId: lot.id,
          userId: row.bidder,
          amountMinor: row.amount,
          created: new Date(row.at),
        })),
      );
    }
    if (winner !== null && state.price !== null) {
      await tx.insert(auctionPurchases).values({
        lotId: lot.id,
        itemId: item.id,
        userId: winner,
        amountMinor: state.price,
        premiumMinor: premiumOf(state.price, demo.buyersPremium),
        currency,
        created: new Date(state.closes),
      });
      await tx
        .update(items)
        .set({
          sold: true,
          forSale: false,
          realisationPrice: (state.price / 100).toFixed(2),
          realisationCurrency: currency,
          realisationDate: new Date(state.closes).toISOString().slice(0, 10),
        })
        .where(eq(items.id, item.id));
    }
  }
  return Math.min(candidates.length, DEMO_LOTS.length);
}
