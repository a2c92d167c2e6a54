import { and, count, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/database';
import {
  captions,
  galleries,
  groups,
  listingPrices,
  listingTransactions,
  niches,
  sections,
} from '../../db/schema';

/** A place of the catalogue to list in, by slug (core's `listingPriceQuerySchema`). */
export interface Placement {
  niche: string;
  section: string;
  gallery: string;
  caption: string;
}
export type PlacementLevel = keyof Placement;

/** A place's levels, found each under the one above it. */
export interface PlacementRow {
  niche: { id: number; name: string };
  section: { id: number; name: string };
  gallery: { id: number; name: string };
  caption: { id: number; name: string };
}

/** A place of the catalogue by ids, where a listing is priced (a listing's gallery or caption may be gone). */
export interface PlaceIds {
  nicheId: number;
  sectionId: number;
  galleryId: number | null;
  captionId: number | null;
}

/** The levels of a place, most specific last. */
export type PriceLevel = 'niche' | 'section' | 'gallery' | 'caption';

/** The listing price of a place: the row of `listing_prices` that applies, and the level it is set on. */
export interface PriceRow {
  name: string;
  amount: string;
  currency: string;
  numFreePerBillingCycle: number;
  /** The level the row is set on: its caption, gallery, section or niche. */
  level: PriceLevel;
}

export type ListingFeesRepository = ReturnType<typeof createListingFeesRepository>;

export function createListingFeesRepository(db: Database) {
  return {
    /** A place's levels, or the first level that is not under the one above it. */
    async placement(
      placement: Placement,
      tx: Executor = db,
    ): Promise<{ found: PlacementRow } | { unknown: PlacementLevel }> {
      const [row] = await tx
        .select({
          nicheId: niches.id,
          nicheName: niches.name,
          sectionId: sections.id,
          sectionName: sections.name,
          galleryId: galleries.id,
          galleryName: galleries.name,
          captionId: captions.id,
          captionName: captions.name,
        })
        .from(niches)
        .leftJoin(sections, and(eq(sections.nicheId, niches.id), eq(sections.slug, placement.section)))
        .leftJoin(galleries, and(eq(galleries.sectionId, sections.id), eq(galleries.slug, placement.gallery)))
        .leftJoin(captions, and(eq(captions.galleryId, galleries.id), eq(captions.slug, placement.caption)))
        .where(eq(niches.slug, placement.niche));
      if (!row) return { unknown: 'niche' };
      if (row.sectionId === null || row.sectionName === null) return { unknown: 'section' };
      if (row.galleryId === null || row.galleryName === null) return { unknown: 'gallery' };
      if (row.captionId === null || row.captionName === null) return { unknown: 'caption' };
      return {
        found: {
          niche: { id: row.nicheId, name: row.nicheName },
          section: { id: row.sectionId, name: row.sectionName },
          gallery: { id: row.galleryId, name: row.galleryName },
          caption: { id: row.captionId, name: row.captionName },
        },
      };
    },

    /**
     * The price of a place: of the `listing_prices` rows set on its niche, section, gallery or
     * caption, the most specific (caption, then gallery, section, niche; the newest of equals).
     * The one lookup of a listing's fee: the price result and every charge of a save or re-list.
     */
    async priceOf(place: PlaceIds, tx: Executor = db): Promise<PriceRow | undefined> {
      // a level the place lacks (null) matches only rows not set on that level
      const level = (column: AnyPgColumn, value: number | null) =>
        value === null ? isNull(column) : or(isNull(column), eq(column, value));
      const [row] = await tx
        .select({
          name: listingPrices.name,
          amount: listingPrices.amount,
          currency: listingPrices.currency,
          numFreePerBillingCycle: listingPrices.numFreePerBillingCycle,
          sectionId: listingPrices.sectionId,
          galleryId: listingPrices.galleryId,
          captionId: listingPrices.captionId,
        })
        .from(listingPrices)
        .where(
          and(
            eq(listingPrices.nicheId, place.nicheId),
            level(listingPrices.sectionId, place.sectionId),
            level(listingPrices.galleryId, place.galleryId),
            level(listingPrices.captionId, place.captionId),
          ),
        )
        .orderBy(
          sql`${listingPrices.captionId} IS NULL`,
          sql`${listingPrices.galleryId} IS NULL`,
          sql`${listingPrices.sectionId} IS NULL`,
          desc(listingPrices.id),
        )
        .limit(1);
      if (!row) return undefined;
      return {
        name: row.name,
        amount: row.amount,
        currency: row.currency,
        numFreePerBillingCycle: row.numFreePerBillingCycle,
        level:
          row.captionId !== null
            ? 'caption'
            : row.galleryId !== null
              ? 'gallery'
              : row.sectionId !== null
                ? 'section'
                : 'niche',
      };
    },

    /** The member's listing transactions made in [from, to): all of them, and the free ones. */
    async transactionsBetween(
      userId: number,
      from: Date,
      to: Date,
      tx: Executor = db,
    ): Promise<{ total: number; free: number }> {
      const [row] = await tx
        .select({
          total: count(),
          free: sql<number>`count(*) FILTER (WHERE ${listingTransactions.free})`.mapWith(Number),
        })
        .from(listingTransactions)
        .where(
          and(
            eq(listingTransactions.userId, userId),
            gte(listingTransactions.created, from),
            lt(listingTransactions.created, to),
          ),
        );
      return { total: row?.total ?? 0, free: row?.free ?? 0 };
    },

    /** The monthly listing allowance of each of these groups; null is unlimited. */
    async groupAllowances(groupIds: readonly number[], tx: Executor = db): Promise<(number | null)[]> {
      if (groupIds.length === 0) return [];
      const rows = await tx
        .select({ max: groups.maxListingsPerMonth })
        .from(groups)
        .where(inArray(groups.id, [...groupIds]));
      return rows.map((row) => row.max);
    },
  };
}
