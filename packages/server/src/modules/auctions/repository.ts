import type { IncrementBand, LotSort } from '@trove/core/auction';
import type { ItemType } from '@trove/core/gallery';
import { and, asc, count, desc, eq, inArray, lt, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import {
  auctionPurchases,
  bidRequests,
  bids,
  captions,
  galleries,
  items,
  lots,
  niches,
  organisations,
  organisationUsers,
  sections,
  users,
} from '../../db/schema';
import type { TileLot } from '../gallery/listingQuery';
import { listingsWithPlace } from '../gallery/listingQuery';
import { listingUrl } from '../gallery/listingUrl';
import { addAuctionWinsToBaskets } from '../shop/auctionWins';
import type { BidRecord, LotRecord, LotViewRecord } from './lotView';

export type AuctionsRepository = ReturnType<typeof createAuctionsRepository>;

/** What a bid request stores: the newest history row and the next bid it answered with. */
export interface StoredBidResponse {
  lot: number;
  bid: number;
  /** Minor units. */
  next_bid: number;
}

/** A bid's Idempotency-Key: keys are the member's own. */
export interface BidKey {
  userId: number;
  key: string;
}

/** The stored answer of an Idempotency-Key, with its history row as the repository reads it. */
export interface Replay {
  stored: StoredBidResponse;
  row: BidRecord | undefined;
}

/**
 * A lot locked for a batch of bids: its view without history (the batch's answers show the lot
 * after it), and what the checks need of its item.
 */
export interface LockedLot extends LotViewRecord {
  ownerId: number | null;
  /** The lot's sale and the item's organisation: their members may not bid. */
  organisationIds: number[];
  /** The clock read after the lock (ms). */
  now: number;
  /** The stored answers of the batch's Idempotency-Keys that were used before, by `userId:key`. */
  replays: Map<string, Replay>;
}

export const bidKeyOf = ({ userId, key }: BidKey) => `${userId}:${key}`;

/** A due lot claimed by the closing job, locked until its transaction ends. */
export interface ClaimedLot extends LotRecord {
  itemName: string;
  buyersPremium: number;
  /** The clock read after the lock (ms). */
  now: number;
}

/** The write of a batch of bids: the engine's last state and the history rows, oldest first. */
export interface BatchWrite {
  lotId: number;
  /** The time the bids were taken (ms). */
  at: number;
  rows: { bidder: number; amount: number }[];
  priceMinor: number | null;
  leaderId: number | null;
  leaderMaxMinor: number | null;
  closes: number;
  /** The leaders the batch took the lead from (auction_outbid), once per bid that did. */
  outbid: number[];
  outbidData: Record<string, unknown>;
  /**
   * The answers to keep under their Idempotency-Keys: the index in `rows` of the newest history
   * row when the bid was taken (-1: the newest row from before the batch) and the next bid.
   */
  requests: (BidKey & { rowIndex: number; nextBidMinor: number })[];
}

/** The history rows a batch wrote, in order, and the newest row from before it. */
export interface BatchRows {
  rows: BidRecord[];
  previous: BidRecord | undefined;
}

/** A lot the closing job settles, and its purchase when it sold. */
export interface Settlement {
  lotId: number;
  itemId: number;
  itemName: string;
  currency: string;
  winnerId: number | null;
  priceMinor: number | null;
  premiumMinor: number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const msOf = (column: SQL | string) =>
  typeof column === 'string'
    ? sql.raw(`floor(extract(epoch from ${column}) * 1000)::float8`)
    : sql`floor(extract(epoch from ${column}) * 1000)::float8`;
const num = (value: unknown) => Number(value);
const numOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
/** A parameter as a text array, which both drivers send alike (drizzle would spread a bare array). */
const textArray = (values: readonly unknown[]) =>
  sql`${sql.param(values.map((value) => (value === null || value === undefined ? null : String(value))))}::text[]`;

/** The engine's columns of a lot, as raw SQL from the alias `l` (times in ms, amounts as numbers). */
const RAW_LOT_COLUMNS = sql.raw(`l.id, l.item_id, l.currency,
  l.start_minor::float8 AS start_minor, l.reserve_minor::float8 AS reserve_minor,
  floor(extract(epoch from l.opens) * 1000)::float8 AS opens,
  floor(extract(epoch from l.closes) * 1000)::float8 AS closes,
  l.closing_window_ms,
  floor(extract(epoch from l.latest_close) * 1000)::float8 AS latest_close,
  l.increments, l.price_minor::float8 AS price_minor, l.leader_id,
  l.leader_max_minor::float8 AS leader_max_minor, l.bid_count, l.closed`);

/** A history row from JSON built in SQL (`id`, `user_id`, `amount`, `created` in ms, `display_name`). */
const bidRecordOf = (row: Record<string, unknown>): BidRecord => ({
  id: num(row.id),
  userId: num(row.user_id),
  displayName: String(row.display_name ?? ''),
  amountMinor: num(row.amount),
  created: num(row.created),
});

function lotRecordOf(row: Record<string, unknown>): LotRecord {
  return {
    id: num(row.id),
    itemId: num(row.item_id),
    currency: String(row.currency),
    startMinor: num(row.start_minor),
    reserveMinor: numOrNull(row.reserve_minor),
    opens: num(row.opens),
    closes: num(row.closes),
    closingWindowMs: num(row.closing_window_ms),
    latestClose: numOrNull(row.latest_close),
    increments: row.increments === null ? null : json<IncrementBand[]>(row.increments),
    priceMinor: numOrNull(row.price_minor),
    leaderId: numOrNull(row.leader_id),
    leaderMaxMinor: numOrNull(row.leader_max_minor),
    bidCount: num(row.bid_count),
    closed: row.closed === true || row.closed === 't',
  };
}

/** The history rows of the view: newest first, at most `limit`, with the bidders' display names. */
function recentBids(limit: number | Placeholder) {
  return sql<unknown>`(
    SELECT coalesce(json_agg(json_build_object(
      'id', b.id, 'user_id', b.user_id, 'amount', b.amount_minor,
      'created', ${msOf('b.created')}, 'display_name', u.display_name) ORDER BY b.id DESC), '[]'::json)
    FROM (SELECT * FROM ${bids} WHERE ${bids.lotId} = ${lots.id} ORDER BY ${bids.id} DESC LIMIT ${limit}) b
    JOIN ${users} u ON u.id = b.user_id
  )`;
}

const viewColumns = {
  id: lots.id,
  itemId: lots.itemId,
  number: lots.number,
  currency: lots.currency,
  estimateMinor: lots.estimateMinor,
  startMinor: lots.startMinor,
  reserveMinor: lots.reserveMinor,
  buyersPremium: lots.buyersPremium,
  opens: lots.opens,
  closes: lots.closes,
  closingWindowMs: lots.closingWindowMs,
  latestClose: lots.latestClose,
  increments: lots.increments,
  priceMinor: lots.priceMinor,
  leaderId: lots.leaderId,
  leaderMaxMinor: lots.leaderMaxMinor,
  bidCount: lots.bidCount,
  closed: lots.closed,
  itemName: items.name,
  itemSlug: items.slug,
  itemType: items.itemType,
};

/** The lots with their item and its place (for the URL, `listingsWithPlace`); `now` and `bids` are added per query. */
function viewQuery(tx: Executor, now: SQL, historyLimit: number | Placeholder | null) {
  return listingsWithPlace(tx, {
    ...viewColumns,
    now: sql<number>`${msOf(now)}`,
    paid: sql<boolean>`EXISTS (SELECT 1 FROM ${auctionPurchases} p WHERE p.lot_id = ${lots.id} AND p.status = 'paid')`,
    bids: historyLimit === null ? sql<unknown>`'[]'::json` : recentBids(historyLimit),
  }).innerJoin(lots, eq(lots.itemId, items.id));
}

type ViewRow = Awaited<ReturnType<typeof viewQuery>>[number];

function toView(row: ViewRow): LotViewRecord {
  const bidRows = json<Record<string, unknown>[]>(row.bids);
  return {
    id: row.id,
    itemId: row.itemId,
    number: row.number,
    currency: row.currency,
    estimateMinor: row.estimateMinor,
    startMinor: row.startMinor,
    reserveMinor: row.reserveMinor,
    buyersPremium: Number(row.buyersPremium),
    opens: row.opens.getTime(),
    closes: row.closes.getTime(),
    closingWindowMs: row.closingWindowMs,
    latestClose: row.latestClose?.getTime() ?? null,
    increments: row.increments,
    priceMinor: row.priceMinor,
    leaderId: row.leaderId,
    leaderMaxMinor: row.leaderMaxMinor,
    bidCount: row.bidCount,
    closed: row.closed,
    itemName: row.itemName,
    paid: Boolean(row.paid),
    itemUrl: listingUrl({
      id: row.itemId,
      itemType: row.itemType as ItemType,
      slug: row.itemSlug,
      nicheSlug: row.nicheSlug,
      sectionSlug: row.sectionSlug,
      gallerySlug: row.gallerySlug,
      captionSlug: row.captionSlug,
    }),
    bids: bidRows.map(bidRecordOf),
  };
}

const SORTS: Record<LotSort, SQL[]> = {
  item__name: [asc(items.name), asc(lots.id)],
  '-item__name': [desc(items.name), desc(lots.id)],
  estimate_price: [sql`${lots.estimateMinor} ASC NULLS LAST`, asc(lots.id)],
  '-estimate_price': [sql`${lots.estimateMinor} DESC NULLS LAST`, desc(lots.id)],
  end_date: [asc(lots.closes), asc(lots.id)],
  '-end_date': [desc(lots.closes), desc(lots.id)],
};

/**
 * The lots, bids and purchases of auctions. The statements of the bid path are few and set-based:
 * they run under the lot's lock.
 */
/**
 * A gallery tile's lot as one value of the page's own query (the gallery's `TileExtraColumns`):
 * the lot of the listing `listingId` names, settled or not, or null. Its fields travel as a JSON
 * array, the times as epoch milliseconds, so that one subquery on the unique `item_id` carries them.
 */
export function tileLotColumn(listingId: SQL): SQL<TileLot | null> {
  return sql`(SELECT json_build_array(l.number, l.currency, l.start_minor, l.price_minor, floor(extract(epoch FROM l.opens) * 1000)::float8, floor(extract(epoch FROM l.closes) * 1000)::float8, l.closed) FROM ${lots} l WHERE l.item_id = ${listingId})`.mapWith(
    ([number, currency, startMinor, priceMinor, opens, closes, closed]: [
      number | null,
      string,
      number,
      number | null,
      number,
      number,
      boolean,
    ]): TileLot => ({
      number,
      currency,
      startMinor,
      priceMinor,
      opens: new Date(opens),
      closes: new Date(closes),
      closed,
    }),
  );
}

export function createAuctionsRepository(db: Database) {
  const preparedViews = {
    databaseClock: viewQuery(db, sql`clock_timestamp()`, sql.placeholder('limit'))
      .where(eq(lots.id, sql.placeholder('id')))
      .prepare('auctions_lot_view'),
    givenClock: viewQuery(db, sql`${sql.placeholder('now')}::timestamptz`, sql.placeholder('limit'))
      .where(eq(lots.id, sql.placeholder('id')))
      .prepare('auctions_lot_view_at'),
  };

  /**
   * The member's lots: those they bid on, and those they sell: their own items, and the lots of
   * the organisations they own or administer (the sale's or the item's). An auction house's
   * admin sees its whole sale in My lots, with bids or without.
   */
  const memberLotsWhere = (userId: number) => {
    const runs = db
      .select({ id: organisationUsers.organisationId })
      .from(organisationUsers)
      .where(
        and(
          eq(organisationUsers.userId, userId),
          or(eq(organisationUsers.isAdmin, true), eq(organisationUsers.isOwner, true)),
        ),
      );
    return or(
      inArray(lots.id, db.selectDistinct({ lotId: bids.lotId }).from(bids).where(eq(bids.userId, userId))),
      eq(items.userId, userId),
      inArray(lots.organisationId, runs),
      inArray(items.organisationId, runs),
    );
  };

  return {
    /**
     * Locks the lot for a batch of bids (`SELECT ... FOR UPDATE`) and reads, in the same
     * statement, the clock after the lock and the stored answers of the batch's Idempotency-Keys.
     * The CTE is materialised so the outer projection (the clock) is evaluated once the row is
     * locked, even after a wait.
     */
    async lockForBids(
      tx: Executor,
      { lotId, keys, now }: { lotId: number; keys: readonly BidKey[]; now: SQL },
    ): Promise<LockedLot | undefined> {
      const replays =
        keys.length === 0
          ? sql`'[]'::jsonb`
          : sql`(SELECT coalesce(jsonb_agg(jsonb_build_object('user', r.user_id, 'key', r.key, 'response', r.response,
                'row', jsonb_build_object('id', b.id, 'user_id', b.user_id, 'amount', b.amount_minor,
                  'created', ${msOf('b.created')}, 'display_name', u.display_name))), '[]'::jsonb)
              FROM ${bidRequests} r
              JOIN unnest(${textArray(keys.map((k) => k.userId))}::int[], ${textArray(keys.map((k) => k.key))}::text[]) AS k(user_id, key)
                ON r.user_id = k.user_id AND r.key = k.key
              LEFT JOIN ${bids} b ON b.id = (r.response ->> 'bid')::int
              LEFT JOIN ${users} u ON u.id = b.user_id)`;
      const result = await tx.execute(sql`
        WITH locked AS MATERIALIZED (
          SELECT ${RAW_LOT_COLUMNS}, l.organisation_id AS sale_organisation_id, l.number,
            l.estimate_minor::float8 AS estimate_minor, l.buyers_premium::float8 AS buyers_premium,
            i.user_id AS owner_id, i.organisation_id AS item_organisation_id, i.name AS item_name,
            i.item_type, i.slug AS item_slug, n.slug AS niche_slug, s.slug AS section_slug,
            g.slug AS gallery_slug, c.slug AS caption_slug
          FROM ${lots} l JOIN ${items} i ON i.id = l.item_id
            JOIN ${niches} n ON n.id = i.niche_id
            JOIN ${sections} s ON s.id = i.section_id
            LEFT JOIN ${galleries} g ON g.id = i.gallery_id
            LEFT JOIN ${captions} c ON c.id = i.caption_id
          WHERE l.id = ${lotId}
          FOR UPDATE OF l
        )
        SELECT locked.*, ${msOf(now)} AS now, ${replays} AS replays FROM locked`);
      const row = result.rows[0];
      if (!row) return undefined;
      const stored = json<
        { user: number; key: string; response: StoredBidResponse; row: Record<string, unknown> }[]
      >(row.replays);
      return {
        ...lotRecordOf(row),
        number: numOrNull(row.number),
        estimateMinor: numOrNull(row.estimate_minor),
        buyersPremium: num(row.buyers_premium),
        itemName: String(row.item_name),
        // a lot that takes bids is not settled, so not yet paid for
        paid: false,
        itemUrl: listingUrl({
          id: num(row.item_id),
          itemType: row.item_type as ItemType,
          slug: String(row.item_slug),
          nicheSlug: String(row.niche_slug),
          sectionSlug: String(row.section_slug),
          gallerySlug: row.gallery_slug === null ? null : String(row.gallery_slug),
          captionSlug: row.caption_slug === null ? null : String(row.caption_slug),
        }),
        bids: [],
        ownerId: numOrNull(row.owner_id),
        organisationIds: [row.sale_organisation_id, row.item_organisation_id]
          .filter((id) => id !== null && id !== undefined)
          .map(Number),
        now: num(row.now),
        replays: new Map(
          stored.map((entry) => [
            bidKeyOf({ userId: entry.user, key: entry.key }),
            { stored: entry.response, row: entry.row.id === null ? undefined : bidRecordOf(entry.row) },
          ]),
        ),
      };
    },

    /**
     * Writes a batch's accepted bids in one statement: the history rows, the lot's new state, the
     * outbid notifications and the Idempotency-Keys' answers. Answers the rows written, in order,
     * and the newest row from before the batch (the answer of a leader who only raised their maximum).
     */
    async applyBids(tx: Executor, write: BatchWrite): Promise<BatchRows> {
      const at = sql`${iso(write.at)}::timestamptz`;
      const { requests } = write;
      const result = await tx.execute(sql`
        WITH new_bids AS (
          INSERT INTO ${bids} (lot_id, user_id, amount_minor, created)
          SELECT ${write.lotId}, r.user_id, r.amount, ${at}
          FROM unnest(${textArray(write.rows.map((row) => row.bidder))}::int[],
                      ${textArray(write.rows.map((row) => row.amount))}::int8[]) WITH ORDINALITY AS r(user_id, amount, n)
          ORDER BY r.n
          RETURNING id, user_id, amount_minor, created
        ),
        numbered AS (
          SELECT new_bids.*, (row_number() OVER (ORDER BY id)) - 1 AS n FROM new_bids
        ),
        updated AS (
          UPDATE ${lots} SET
            price_minor = ${write.priceMinor}::int8,
            leader_id = ${write.leaderId}::int,
            leader_max_minor = ${write.leaderMaxMinor}::int8,
            closes = ${iso(write.closes)}::timestamptz,
            bid_count = bid_count + ${write.rows.length}::int
          WHERE id = ${write.lotId}
        ),
        outbid AS (
          INSERT INTO notifications (user_id, name, data, date_created)
          SELECT o.user_id, 'auction_outbid', ${JSON.stringify(write.outbidData)}::jsonb, ${at}
          FROM unnest(${textArray(write.outbid)}::int[]) AS o(user_id)
        ),
        previous AS (
          SELECT id, user_id, amount_minor, created FROM ${bids} WHERE lot_id = ${write.lotId} ORDER BY id DESC LIMIT 1
        ),
        saved AS (
          INSERT INTO ${bidRequests} (user_id, key, lot_id, response, created)
          SELECT q.user_id, q.key, ${write.lotId},
            jsonb_build_object('lot', ${write.lotId}::int, 'bid', coalesce(nb.id, p.id), 'next_bid', q.next_bid), ${at}
          FROM unnest(${textArray(requests.map((r) => r.userId))}::int[], ${textArray(requests.map((r) => r.key))}::text[],
                      ${textArray(requests.map((r) => r.rowIndex))}::int[], ${textArray(requests.map((r) => r.nextBidMinor))}::int8[])
            AS q(user_id, key, row_index, next_bid)
          LEFT JOIN numbered nb ON nb.n = q.row_index
          LEFT JOIN previous p ON true
        )
        SELECT nb.n, nb.id, nb.user_id, nb.amount_minor::float8 AS amount_minor, ${msOf('nb.created')} AS created, u.display_name
        FROM numbered nb JOIN ${users} u ON u.id = nb.user_id
        UNION ALL
        SELECT -1, p.id, p.user_id, p.amount_minor::float8, ${msOf('p.created')}, u.display_name
        FROM previous p JOIN ${users} u ON u.id = p.user_id
        ORDER BY 1`);
      const records = result.rows.map((row) => ({
        n: num(row.n),
        record: {
          id: num(row.id),
          userId: num(row.user_id),
          displayName: String(row.display_name),
          amountMinor: num(row.amount_minor),
          created: num(row.created),
        },
      }));
      return {
        rows: records.filter((entry) => entry.n >= 0).map((entry) => entry.record),
        previous: records.find((entry) => entry.n === -1)?.record,
      };
    },

    /** The stored answers of these Idempotency-Keys, by `userId:key`. */
    async findBidRequests(
      keys: readonly BidKey[],
      tx: Executor = db,
    ): Promise<Map<string, StoredBidResponse>> {
      if (keys.length === 0) return new Map();
      const rows = await tx
        .select({ userId: bidRequests.userId, key: bidRequests.key, response: bidRequests.response })
        .from(bidRequests)
        .where(or(...keys.map((k) => and(eq(bidRequests.userId, k.userId), eq(bidRequests.key, k.key)))));
      return new Map(rows.map((row) => [bidKeyOf(row), row.response]));
    },

    /** History rows by id, with their bidders' display names. */
    async bidsById(ids: readonly number[], tx: Executor = db): Promise<Map<number, BidRecord>> {
      if (ids.length === 0) return new Map();
      const rows = await tx
        .select({
          id: bids.id,
          userId: bids.userId,
          displayName: users.displayName,
          amountMinor: bids.amountMinor,
          created: bids.created,
        })
        .from(bids)
        .innerJoin(users, eq(users.id, bids.userId))
        .where(inArray(bids.id, [...ids]));
      return new Map(rows.map((row) => [row.id, { ...row, created: row.created.getTime() }]));
    },

    /**
     * The lot with its item and newest `historyLimit` bids, and the clock when read (ms): the
     * database's, or `now` when given. A prepared statement: it is read on every bid and page view.
     */
    async view(
      id: number,
      historyLimit: number,
      now: Date | null,
    ): Promise<{ view: LotViewRecord; now: number } | undefined> {
      const [row] =
        now === null
          ? await preparedViews.databaseClock.execute({ id, limit: historyLimit })
          : await preparedViews.givenClock.execute({ id, limit: historyLimit, now: now.toISOString() });
      return row && { view: toView(row), now: num(row.now) };
    },

    async countMemberLots(userId: number, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ total: count() })
        .from(lots)
        .innerJoin(items, eq(items.id, lots.itemId))
        .where(memberLotsWhere(userId));
      return row?.total ?? 0;
    },

    /**
     * A page of the lots `userId` bids on or sells, without their histories, the clock when read,
     * and which of them they bid on (their status there is won or lost, not sold or closed).
     */
    async memberLots(
      userId: number,
      { sort, offset, limit, now }: { sort: LotSort; offset: number; limit: number; now: SQL },
      tx: Executor = db,
    ): Promise<{ views: LotViewRecord[]; now: number | undefined; bidOn: Set<number> }> {
      const rows = await viewQuery(tx, now, null)
        .where(memberLotsWhere(userId))
        .orderBy(...SORTS[sort])
        .limit(limit)
        .offset(offset);
      const ids = rows.map((row) => row.id);
      const bidRows =
        ids.length === 0
          ? []
          : await tx
              .selectDistinct({ lotId: bids.lotId })
              .from(bids)
              .where(and(eq(bids.userId, userId), inArray(bids.lotId, ids)));
      return {
        views: rows.map(toView),
        now: rows[0] && num(rows[0].now),
        bidOn: new Set(bidRows.map((row) => row.lotId)),
      };
    },

    /** Whether `userId` bid on the lot. */
    async hasBid(lotId: number, userId: number, tx: Executor = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: bids.id })
        .from(bids)
        .where(and(eq(bids.lotId, lotId), eq(bids.userId, userId)))
        .limit(1);
      return row !== undefined;
    },

    /** What putting an item up for auction needs to know of it. */
    async itemForLot(itemId: number, tx: Executor = db) {
      const [row] = await tx
        .select({
          id: items.id,
          itemType: items.itemType,
          userId: items.userId,
          organisationId: items.organisationId,
          sold: items.sold,
          canOpen: items.canOpen,
          restricted: items.restricted,
          currency: items.currency,
          lotId: lots.id,
        })
        .from(items)
        .leftJoin(lots, eq(lots.itemId, items.id))
        .where(eq(items.id, itemId));
      return row;
    },

    /** The organisation's own table (null: none), or undefined when there is no such organisation. */
    async findOrganisationIncrements(
      organisationId: number,
      tx: Executor = db,
    ): Promise<{ increments: IncrementBand[] | null } | undefined> {
      const [row] = await tx
        .select({ increments: organisations.bidIncrements })
        .from(organisations)
        .where(eq(organisations.id, organisationId));
      return row;
    },

    /** Replaces the organisation's table (null: the default); false when there is no such organisation. */
    async setOrganisationIncrements(
      organisationId: number,
      increments: IncrementBand[] | null,
      tx: Executor = db,
    ): Promise<boolean> {
      const rows = await tx
        .update(organisations)
        .set({ bidIncrements: increments })
        .where(eq(organisations.id, organisationId))
        .returning({ id: organisations.id });
      return rows.length > 0;
    },

    async insertLot(values: Omit<typeof lots.$inferInsert, 'id'>, tx: Executor = db): Promise<number> {
      const [row] = await tx.insert(lots).values(values).returning({ id: lots.id });
      if (!row) throw new Error('Inserting a lot returned no row');
      return row.id;
    },

    /**
     * Claims up to `limit` open lots whose close has passed (`FOR UPDATE SKIP LOCKED`: another
     * closer, or a bid holding a lot, makes this one pass it by), with the clock read after the lock.
     */
    async claimDueLots(tx: Executor, { limit, now }: { limit: number; now: SQL }): Promise<ClaimedLot[]> {
      const result = await tx.execute(sql`
        WITH due AS MATERIALIZED (
          SELECT ${RAW_LOT_COLUMNS}, l.buyers_premium::float8 AS buyers_premium, i.name AS item_name
          FROM ${lots} l JOIN ${items} i ON i.id = l.item_id
          WHERE NOT l.closed AND l.closes <= ${now}
          ORDER BY l.closes
          LIMIT ${limit}
          FOR UPDATE OF l SKIP LOCKED
        )
        SELECT due.*, ${msOf(now)} AS now FROM due`);
      return result.rows.map((row) => ({
        ...lotRecordOf(row),
        itemName: String(row.item_name),
        buyersPremium: num(row.buyers_premium),
        now: num(row.now),
      }));
    },

    /**
     * Settles closed lots, set-based: marks them closed with their winner, records the winners'
     * purchases, marks sold items sold at the price, and notifies the winner
     * (auction_closed_successful), the other bidders (auction_closed_unsuccessful) and the members
     * whose watchlist holds the item and who did not bid (auction_closed_watchlisted).
     */
    async settle(tx: Executor, settlements: readonly Settlement[], at: number): Promise<void> {
      if (settlements.length === 0) return;
      const when = sql`${iso(at)}::timestamptz`;
      const column = <Key extends keyof Settlement>(key: Key) => textArray(settlements.map((s) => s[key]));
      await tx.execute(sql`
        UPDATE ${lots} SET closed = true, closed_at = ${when}, winner_id = v.winner_id
        FROM unnest(${column('lotId')}::int[], ${column('winnerId')}::int[]) AS v(lot_id, winner_id)
        WHERE ${lots}.id = v.lot_id`);
      const sold = settlements.filter((s) => s.winnerId !== null && s.priceMinor !== null);
      if (sold.length > 0) {
        const soldColumn = <Key extends keyof Settlement>(key: Key) => textArray(sold.map((s) => s[key]));
        await tx.execute(sql`
          INSERT INTO auction_purchases (lot_id, item_id, user_id, amount_minor, premium_minor, currency, status, created)
          SELECT v.lot_id, v.item_id, v.user_id, v.amount, v.premium, v.currency, 'awaiting_payment', ${when}
          FROM unnest(${soldColumn('lotId')}::int[], ${soldColumn('itemId')}::int[], ${soldColumn('winnerId')}::int[],
            ${soldColumn('priceMinor')}::int8[], ${soldColumn('premiumMinor')}::int8[], ${soldColumn('currency')}::text[])
            AS v(lot_id, item_id, user_id, amount, premium, currency)`);
        await tx.execute(sql`
          UPDATE ${items} SET sold = true, for_sale = false,
            realisation_price = v.amount / 100.0, realisation_currency = v.currency,
            realisation_date = (${when} AT TIME ZONE 'UTC')::date
          FROM unnest(${soldColumn('itemId')}::int[], ${soldColumn('priceMinor')}::int8[], ${soldColumn('currency')}::text[])
            AS v(item_id, amount, currency)
          WHERE ${items}.id = v.item_id`);
        // The winners' carts hold their lots to pay for (the shop's rule, also run on a basket read).
        await addAuctionWinsToBaskets(
          tx,
          sold.flatMap((s) => (s.winnerId === null ? [] : [s.winnerId])),
        );
      }
      await tx.execute(sql`
        WITH closed AS (
          SELECT * FROM unnest(${column('lotId')}::int[], ${column('itemId')}::int[], ${column('itemName')}::text[],
            ${column('winnerId')}::int[]) AS v(lot_id, item_id, item_name, winner_id)
        ),
        bidders AS (
          SELECT DISTINCT b.lot_id, b.user_id FROM ${bids} b JOIN closed c ON c.lot_id = b.lot_id
        ),
        recipients AS (
          SELECT c.lot_id, c.winner_id AS user_id, 'auction_closed_successful' AS name
          FROM closed c WHERE c.winner_id IS NOT NULL
          UNION
          SELECT b.lot_id, b.user_id, 'auction_closed_unsuccessful'
          FROM bidders b JOIN closed c ON c.lot_id = b.lot_id
          WHERE b.user_id IS DISTINCT FROM c.winner_id
          UNION
          SELECT c.lot_id, s.user_id, 'auction_closed_watchlisted'
          FROM closed c JOIN saved_searches s
            ON lower(s.name) = 'watchlist' AND s.params -> 'items' @> jsonb_build_array(c.item_id)
          WHERE NOT EXISTS (SELECT 1 FROM bidders b WHERE b.lot_id = c.lot_id AND b.user_id = s.user_id)
        )
        INSERT INTO notifications (user_id, name, data, date_created)
        SELECT r.user_id, r.name,
          jsonb_build_object('item', jsonb_build_object('id', c.item_id, 'name', c.item_name), 'lot', c.lot_id), ${when}
        FROM recipients r JOIN closed c ON c.lot_id = r.lot_id
        ORDER BY r.lot_id, r.name, r.user_id`);
    },

    /**
     * Marks the open lots closing within `windowMs` as announced and notifies their bidders and
     * watchers (auction_closing_soon), once per lot; several instances may run it at once.
     * Answers the ids of the lots announced.
     */
    async announceClosingSoon(
      { now, windowMs }: { now: SQL; windowMs: number },
      tx: Executor = db,
    ): Promise<number[]> {
      const result = await tx.execute(sql`
        WITH due AS (
          UPDATE ${lots} SET closing_soon_sent = true
          WHERE id IN (
            SELECT l.id FROM ${lots} l
            WHERE NOT l.closed AND NOT l.closing_soon_sent AND l.opens <= ${now}
              AND l.closes > ${now} AND l.closes <= ${now} + make_interval(secs => ${windowMs / 1000})
            FOR UPDATE SKIP LOCKED
          ) AND NOT closing_soon_sent
          RETURNING id, item_id, closes
        ),
        named AS (
          SELECT due.id AS lot_id, due.item_id, due.closes, i.name AS item_name
          FROM due JOIN ${items} i ON i.id = due.item_id
        ),
        recipients AS (
          SELECT DISTINCT n.lot_id, b.user_id FROM named n JOIN ${bids} b ON b.lot_id = n.lot_id
          UNION
          SELECT n.lot_id, s.user_id FROM named n JOIN saved_searches s
            ON lower(s.name) = 'watchlist' AND s.params -> 'items' @> jsonb_build_array(n.item_id)
        ),
        sent AS (
          INSERT INTO notifications (user_id, name, data, date_created)
          SELECT r.user_id, 'auction_closing_soon',
            jsonb_build_object('item', jsonb_build_object('id', n.item_id, 'name', n.item_name), 'lot', n.lot_id,
              'closes', to_char(n.closes AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
            ${now}
          FROM recipients r JOIN named n ON n.lot_id = r.lot_id
        )
        SELECT lot_id FROM named ORDER BY lot_id`);
      return result.rows.map((row) => num(row.lot_id));
    },

    /** The id of the item's lot, if it has one (the gallery's item detail links to it). */
    async lotIdOfItem(itemId: number, tx: Executor = db): Promise<number | null> {
      const [row] = await tx.select({ id: lots.id }).from(lots).where(eq(lots.itemId, itemId));
      return row?.id ?? null;
    },

    /** Forgets Idempotency-Keys older than `before`: a retry comes within seconds, not days. */
    async pruneBidRequests(before: Date, tx: Executor = db): Promise<void> {
      await tx.delete(bidRequests).where(lt(bidRequests.created, before));
    },
  };
}
