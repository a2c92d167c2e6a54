import {
  billingCycle,
  type ListingPrice,
  type TransactionSummary,
  transactionSummaryOf,
} from '@trove/core/listing';
import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database';
import { groups, listingPrices, listingTransactions, userGroups } from '../../db/schema';

/** A place of the catalogue by ids: where a listing is priced. */
export interface PlaceIds {
  nicheId: number;
  sectionId: number;
  galleryId: number | null;
  captionId: number | null;
}

/**
 * The member's allowance (canList, seed 001 Transaction summary): the most generous
 * `max_listings_per_month` of their groups (null, unlimited, when any group has none), and the
 * listings made or re-listed this billing cycle.
 */
export async function transactionSummary(
  tx: Executor,
  userId: number,
  now: Date,
): Promise<TransactionSummary> {
  const limits = await tx
    .select({ max: groups.maxListingsPerMonth })
    .from(userGroups)
    .innerJoin(groups, eq(groups.id, userGroups.groupId))
    .where(eq(userGroups.userId, userId));
  const [made] = await tx
    .select({ total: count() })
    .from(listingTransactions)
    .where(
      and(
        eq(listingTransactions.userId, userId),
        sql`${listingTransactions.created} >= ${billingCycle(now).from.toISOString()}::timestamptz`,
      ),
    );
  return transactionSummaryOf(
    limits.map((row) => row.max),
    made?.total ?? 0,
  );
}

/** The fee of listing in a place: its most specific price row (caption, gallery, section, niche). */
async function priceRow(tx: Executor, place: PlaceIds) {
  const level = (column: AnyPgColumn, id: number | null) =>
    id === null ? isNull(column) : or(isNull(column), eq(column, id));
  const [row] = await tx
    .select()
    .from(listingPrices)
    .where(
      and(
        eq(listingPrices.nicheId, place.nicheId),
        level(listingPrices.sectionId, place.sectionId),
        level(listingPrices.galleryId, place.galleryId),
        level(listingPrices.captionId, place.captionId),
      ),
    )
    // The most specific first: a row naming the caption beats one naming only the gallery.
    .orderBy(
      desc(sql`${listingPrices.captionId} IS NOT NULL`),
      desc(sql`${listingPrices.galleryId} IS NOT NULL`),
      desc(sql`${listingPrices.sectionId} IS NOT NULL`),
      desc(listingPrices.id),
    )
    .limit(1);
  return row;
}

export interface ListingCharge extends ListingPrice {
  /** The fee's currency. */
  currency: string;
  /** The fee before free listings: what a place costs, to compare two places. */
  fee: string;
  /** The place has a fee: a listing there without payment uses one of the free listings. */
  priced: boolean;
}

/**
 * What listing in `place` costs the member now (§7 Price): `amount` 0 while the billing cycle's
 * free listings last, else the place's fee. No price row: free.
 */
export async function listingCharge(
  tx: Executor,
  userId: number,
  place: PlaceIds,
  now: Date,
  defaultCurrency: string,
): Promise<ListingCharge> {
  const row = await priceRow(tx, place);
  if (!row) {
    return {
      amount: '0.00',
      fee: '0.00',
      priced: false,
      currency: defaultCurrency,
      name: 'Free listing',
      num_free_per_billing_cycle: 0,
      free_transaction_count: 0,
      category_name: null,
    };
  }
  const [used] = await tx
    .select({ total: count() })
    .from(listingTransactions)
    .where(
      and(
        eq(listingTransactions.userId, userId),
        eq(listingTransactions.free, true),
        sql`${listingTransactions.created} >= ${billingCycle(now).from.toISOString()}::timestamptz`,
      ),
    );
  const freeUsed = used?.total ?? 0;
  const free = freeUsed < row.numFreePerBillingCycle;
  return {
    amount: free ? '0.00' : row.amount,
    fee: row.amount,
    priced: Number(row.amount) > 0,
    currency: row.currency,
    name: row.name,
    num_free_per_billing_cycle: row.numFreePerBillingCycle,
    free_transaction_count: freeUsed,
    category_name: null,
  };
}
