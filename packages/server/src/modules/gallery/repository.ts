import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { countries, itemImages, items, itemTags, organisations, tags, users } from '../../db/schema';
import { type CatalogueTreeOptions, createCatalogueTreeCache } from './catalogueTree';
import {
  createListingQuery,
  itemTileColumns,
  type ListingQueryOptions,
  listingsWithPlace,
} from './listingQuery';
import { createGalleryLookups } from './lookups';
import type { ItemSearch } from './search';

// The gallery's data, by use case: the catalogue-tree cache (catalogueTree.ts), the query planner
// of gallery pages (listingQuery.ts), the lookups of panels and forms (lookups.ts); one listing's
// detail here. This module puts them together under one interface for the services.
export type { CatalogueTree, GalleryPlace, PlaceSlugs } from './catalogueTree';
export type { Cursor } from './cursor';
export {
  EXACT_TOTAL_LIMIT,
  type ListingFilter,
  SORT_PLANS,
  type SortPlan,
  sortKeyTypes,
  type TileExtraColumns,
  type TileLot,
} from './listingQuery';

export type GalleryRepository = ReturnType<typeof createGalleryRepository>;

export type GalleryRepositoryOptions = CatalogueTreeOptions & ListingQueryOptions;

export type TileRow = Awaited<ReturnType<GalleryRepository['listingPage']>>['rows'][number];

export function createGalleryRepository(
  db: Database,
  search: ItemSearch,
  options: GalleryRepositoryOptions = {},
) {
  const tree = createCatalogueTreeCache(db, options);
  const query = createListingQuery(db, search, tree, options);
  return {
    place: tree.place,
    listingPage: query.listingPage,
    ...createGalleryLookups(db, tree),

    /** One listing with its place, whatever its state; the service decides who may see it. */
    async listing(id: number, tx: Executor = db) {
      const [row] = await listingsWithPlace(tx, {
        ...itemTileColumns,
        manufactureYearFrom: items.manufactureYearFrom,
        manufactureYearTo: items.manufactureYearTo,
        countryCode: items.countryCode,
        addresses: items.addresses,
        contactName: items.contactName,
        contactDetails: items.contactDetails,
        published: items.published,
        countryName: countries.name,
        // who listed it: the organisation it was listed for, else the member
        organisationName: organisations.name,
        organisationId: items.organisationId,
        userDisplayName: users.displayName,
      })
        .leftJoin(countries, eq(countries.code, items.countryCode))
        .leftJoin(organisations, eq(organisations.id, items.organisationId))
        .leftJoin(users, eq(users.id, items.userId))
        .where(eq(items.id, id));
      if (!row) return undefined;
      const images = await tx
        .select({ key: itemImages.key, mediaType: itemImages.mediaType })
        .from(itemImages)
        .where(eq(itemImages.itemId, id))
        .orderBy(sql`${itemImages.primary} DESC`, asc(itemImages.ordering), asc(itemImages.id));
      const tagRows = await tx
        .select({ slug: tags.slug, label: tags.label })
        .from(itemTags)
        .innerJoin(tags, eq(tags.id, itemTags.tagId))
        .where(eq(itemTags.itemId, id))
        .orderBy(asc(tags.slug));
      return { ...row, images, tags: tagRows };
    },

    /** Counts one view; answers false when there is no such listing. */
    async countView(id: number, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(items)
        .set({ viewCount: sql`${items.viewCount} + 1` })
        .where(eq(items.id, id))
        .returning({ id: items.id });
      return rows.length > 0;
    },
  };
}
