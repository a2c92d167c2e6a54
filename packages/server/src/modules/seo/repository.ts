import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { captions, galleries, items, niches, sections } from '../../db/schema';
import { listingsWithPlace } from '../gallery/listingQuery';

export type SitemapRepository = ReturnType<typeof createSitemapRepository>;

/** What the sitemaps list: public listings by id range, and the places of a niche. */
export function createSitemapRepository(db: Database) {
  return {
    /** The highest listing id (0 without listings): the sitemap index's number of files. */
    async maxListingId(tx: Executor = db): Promise<number> {
      const [row] = await tx.select({ max: sql<number | null>`max(${items.id})` }).from(items);
      return Number(row?.max ?? 0);
    },

    /**
     * The listings of `niche` with ids in (`afterId`, `throughId`] that anyone may open (as the
     * detail answers an anonymous visitor: published, openable, not restricted) and that the
     * gallery shows (searchable), in id order, with what their URL needs.
     */
    async publicListings(niche: string, afterId: number, throughId: number, tx: Executor = db) {
      return listingsWithPlace(tx, { id: items.id, itemType: items.itemType, slug: items.slug })
        .where(
          and(
            gt(items.id, afterId),
            lte(items.id, throughId),
            sql`${items.published}`,
            sql`${items.searchable}`,
            sql`${items.canOpen}`,
            sql`NOT ${items.restricted}`,
            eq(niches.slug, niche),
          ),
        )
        .orderBy(asc(items.id));
    },

    /** The sections, galleries and captions of `niche`, as slugs from the section down, in menu order. */
    async places(niche: string, tx: Executor = db) {
      return tx
        .select({ section: sections.slug, gallery: galleries.slug, caption: captions.slug })
        .from(sections)
        .innerJoin(niches, eq(niches.id, sections.nicheId))
        .leftJoin(galleries, eq(galleries.sectionId, sections.id))
        .leftJoin(captions, eq(captions.galleryId, galleries.id))
        .where(eq(niches.slug, niche))
        .orderBy(
          asc(sections.ordering),
          asc(sections.id),
          asc(galleries.ordering),
          asc(galleries.id),
          asc(captions.ordering),
          asc(captions.id),
        );
    },
  };
}
