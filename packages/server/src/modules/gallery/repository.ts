import type { GallerySort } from '@trove/core/gallery';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { type SortKeySet, sortKeySets } from '../../db/itemSortKeys';
import {
  captions,
  categories,
  countries,
  galleries,
  galleryFeatures,
  itemCategories,
  itemImages,
  items,
  itemTags,
  niches,
  sections,
  tags,
} from '../../db/schema';
import type { ItemSearch } from './search';

export type GalleryRepository = ReturnType<typeof createGalleryRepository>;

/** The place of a gallery page in the tree, resolved from slugs. */
export interface GalleryPlace {
  niche: typeof niches.$inferSelect;
  section: typeof sections.$inferSelect | null;
  gallery: typeof galleries.$inferSelect | null;
  caption: typeof captions.$inferSelect | null;
}

export interface ListingFilter {
  q?: string | undefined;
  minDate?: string | undefined;
  maxDate?: string | undefined;
  minPrice?: string | undefined;
  maxPrice?: string | undefined;
  country?: string | undefined;
  countryCode?: string | undefined;
  city?: string | undefined;
  userId?: number | undefined;
  organisationId?: number | undefined;
  categories?: string[] | undefined;
  tags?: string[] | undefined;
  displayType?: string | undefined;
  /** Type chips: a listing shows when it has any of the flags asked for. */
  sold?: boolean;
  forSale?: boolean;
  showAndTell?: boolean;
}

/** A sort as keys in one direction, then the id. */
export interface SortPlan {
  keySet: SortKeySet;
  descending: boolean;
}

export const SORT_PLANS: Record<GallerySort, SortPlan> = {
  '-price,-realisation_price,-created_date': { keySet: 'best', descending: true },
  price: { keySet: 'price', descending: false },
  '-price': { keySet: 'price', descending: true },
  realisation_price: { keySet: 'realisation_price', descending: false },
  '-realisation_price': { keySet: 'realisation_price', descending: true },
  created_date: { keySet: 'created', descending: false },
  '-created_date': { keySet: 'created', descending: true },
  '-realisation_date': { keySet: 'realisation_date', descending: true },
  '-read_count': { keySet: 'read_count', descending: true },
  '-like_count': { keySet: 'like_count', descending: true },
  lot_number: { keySet: 'lot_number', descending: false },
  '-lot_number': { keySet: 'lot_number', descending: true },
  date_start: { keySet: 'date_start', descending: false },
  '-date_start': { keySet: 'date_start', descending: true },
};

const SORT_KEYS = sortKeySets(items);

/** A page boundary: the sort keys of the last listing shown, as text, then its id. */
export type Cursor = { values: string[]; id: number };

const tileColumns = {
  id: items.id,
  itemType: items.itemType,
  name: items.name,
  slug: items.slug,
  description: items.description,
  price: items.price,
  currency: items.currency,
  forSale: items.forSale,
  sold: items.sold,
  showAndTell: items.showAndTell,
  realisationPrice: items.realisationPrice,
  realisationCurrency: items.realisationCurrency,
  realisationDate: items.realisationDate,
  created: items.created,
  boost: items.boost,
  viewCount: items.viewCount,
  likeCount: items.likeCount,
  lotNumber: items.lotNumber,
  canOpen: items.canOpen,
  restricted: items.restricted,
  sku: items.sku,
  externalUrl: items.externalUrl,
  dateStart: items.dateStart,
  dateEnd: items.dateEnd,
  userId: items.userId,
  nicheSlug: niches.slug,
  sectionSlug: sections.slug,
  gallerySlug: galleries.slug,
  captionSlug: captions.slug,
  imageKey: sql<
    string | null
  >`(SELECT ${itemImages.key} FROM ${itemImages} WHERE ${itemImages.itemId} = ${items.id} ORDER BY ${itemImages.primary} DESC, ${itemImages.ordering}, ${itemImages.id} LIMIT 1)`,
  category: sql<
    string | null
  >`(SELECT c.name FROM ${itemCategories} ic JOIN ${categories} c ON c.id = ic.category_id WHERE ic.item_id = ${items.id} ORDER BY c.parent_id NULLS FIRST, c.id LIMIT 1)`,
};

export type TileRow = Awaited<ReturnType<GalleryRepository['listingPage']>>['rows'][number];

export function createGalleryRepository(db: Database, search: ItemSearch) {
  function conditions(place: GalleryPlace, filter: ListingFilter): SQL[] {
    const where: SQL[] = [
      sql`${items.published}`,
      sql`${items.searchable}`,
      eq(items.nicheId, place.niche.id),
    ];
    if (place.section) where.push(eq(items.sectionId, place.section.id));
    if (place.gallery) where.push(eq(items.galleryId, place.gallery.id));
    if (place.caption) where.push(eq(items.captionId, place.caption.id));
    if (filter.q) where.push(search.matches(filter.q));
    const listingDate = sql`coalesce(${items.dateStart}, ${items.created})`;
    if (filter.minDate) where.push(sql`${listingDate} >= ${filter.minDate}::date`);
    if (filter.maxDate) where.push(sql`${listingDate} < (${filter.maxDate}::date + 1)`);
    const price = sql`coalesce(${items.price}, ${items.realisationPrice})`;
    if (filter.minPrice) where.push(sql`${price} >= ${filter.minPrice}::numeric`);
    if (filter.maxPrice) where.push(sql`${price} <= ${filter.maxPrice}::numeric`);
    if (filter.countryCode) where.push(eq(items.countryCode, filter.countryCode.toUpperCase()));
    if (filter.country) {
      where.push(
        sql`${items.countryCode} IN (SELECT ${countries.code} FROM ${countries} WHERE lower(${countries.name}) = lower(${filter.country}) OR ${countries.code} = upper(${filter.country}))`,
      );
    }
    if (filter.city) where.push(sql`lower(${items.city}) = lower(${filter.city})`);
    if (filter.userId !== undefined) where.push(eq(items.userId, filter.userId));
    if (filter.organisationId !== undefined) where.push(eq(items.organisationId, filter.organisationId));
    if (filter.categories && filter.categories.length > 0) {
      where.push(
        sql`EXISTS (SELECT 1 FROM ${itemCategories} ic JOIN ${categories} c ON c.id = ic.category_id WHERE ic.item_id = ${items.id} AND c.slug IN ${filter.categories})`,
      );
    }
    if (filter.tags && filter.tags.length > 0) {
      where.push(
        sql`EXISTS (SELECT 1 FROM ${itemTags} it JOIN ${tags} t ON t.id = it.tag_id WHERE it.item_id = ${items.id} AND t.slug IN ${filter.tags})`,
      );
    }
    if (filter.displayType) where.push(eq(sections.displayType, filter.displayType));
    const flags: SQL[] = [];
    if (filter.sold) flags.push(sql`${items.sold}`);
    if (filter.forSale) flags.push(sql`${items.forSale}`);
    if (filter.showAndTell) flags.push(sql`${items.showAndTell}`);
    if (flags.length > 0) where.push(sql`(${sql.join(flags, sql` OR `)})`);
    return where;
  }

  return {
    /** The niche, section, gallery and caption named by slugs; undefined when one does not exist. */
    async place(
      slugs: {
        niche: string;
        section?: string | undefined;
        gallery?: string | undefined;
        caption?: string | undefined;
      },
      tx: Executor = db,
    ): Promise<GalleryPlace | undefined> {
      const [niche] = await tx.select().from(niches).where(eq(niches.slug, slugs.niche));
      if (!niche) return undefined;
      const place: GalleryPlace = { niche, section: null, gallery: null, caption: null };
      if (slugs.section === undefined) return place;
      const [section] = await tx
        .select()
        .from(sections)
        .where(and(eq(sections.nicheId, niche.id), eq(sections.slug, slugs.section)));
      if (!section) return undefined;
      place.section = section;
      if (slugs.gallery === undefined) return place;
      const [gallery] = await tx
        .select()
        .from(galleries)
        .where(and(eq(galleries.sectionId, section.id), eq(galleries.slug, slugs.gallery)));
      if (!gallery) return undefined;
      place.gallery = gallery;
      if (slugs.caption === undefined) return place;
      const [caption] = await tx
        .select()
        .from(captions)
        .where(and(eq(captions.galleryId, gallery.id), eq(captions.slug, slugs.caption)));
      if (!caption) return undefined;
      place.caption = caption;
      return place;
    },

    /** One keyset page: `limit` listings after `after` in the sort, and the total matching. */
    async listingPage(
      place: GalleryPlace,
      filter: ListingFilter,
      plan: SortPlan,
      after: Cursor | undefined,
      limit: number,
      tx: Executor = db,
    ) {
      const keys = SORT_KEYS[plan.keySet];
      const where = conditions(place, filter);
      const direction = plan.descending ? sql`DESC` : sql`ASC`;
      const pageWhere = [...where];
      if (after) {
        const boundary = sql.join(
          [
            ...keys.map((key, index) => sql`${after.values[index] ?? ''}::${sql.raw(key.type)}`),
            sql`${after.id}::int`,
          ],
          sql`, `,
        );
        const row = sql.join([...keys.map((key) => key.expression), sql`${items.id}`], sql`, `);
        pageWhere.push(plan.descending ? sql`(${row}) < (${boundary})` : sql`(${row}) > (${boundary})`);
      }
      const keyText = sql<string[]>`ARRAY[${sql.join(
        keys.map((key) => sql`${key.expression}::text`),
        sql`, `,
      )}]`;
      const base = () =>
        tx
          .select({ ...tileColumns, sortKeys: keyText })
          .from(items)
          .innerJoin(niches, eq(niches.id, items.nicheId))
          .innerJoin(sections, eq(sections.id, items.sectionId))
          .leftJoin(galleries, eq(galleries.id, items.galleryId))
          .leftJoin(captions, eq(captions.id, items.captionId));
      const rows = await base()
        .where(and(...pageWhere))
        .orderBy(...keys.map((key) => sql`${key.expression} ${direction}`), sql`${items.id} ${direction}`)
        .limit(limit);
      const [total] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(items)
        .innerJoin(sections, eq(sections.id, items.sectionId))
        .where(and(...where));
      return { rows, total: total?.count ?? 0 };
    },

    /** Main categories of a section (or of all sections of the niche), each with its subcategories. */
    async categoriesOf(place: GalleryPlace, tx: Executor = db) {
      const sectionCondition = place.section
        ? eq(categories.sectionId, place.section.id)
        : sql`${categories.sectionId} IN (SELECT ${sections.id} FROM ${sections} WHERE ${sections.nicheId} = ${place.niche.id})`;
      return tx
        .select({
          id: categories.id,
          slug: categories.slug,
          name: categories.name,
          parentId: categories.parentId,
        })
        .from(categories)
        .where(sectionCondition)
        .orderBy(asc(categories.ordering), asc(categories.id));
    },

    /** One listing with its place, whatever its state; the service decides who may see it. */
    async listing(id: number, tx: Executor = db) {
      const [row] = await tx
        .select({
          ...tileColumns,
          manufactureYearFrom: items.manufactureYearFrom,
          manufactureYearTo: items.manufactureYearTo,
          countryCode: items.countryCode,
          city: items.city,
          addresses: items.addresses,
          published: items.published,
          countryName: countries.name,
        })
        .from(items)
        .innerJoin(niches, eq(niches.id, items.nicheId))
        .innerJoin(sections, eq(sections.id, items.sectionId))
        .leftJoin(galleries, eq(galleries.id, items.galleryId))
        .leftJoin(captions, eq(captions.id, items.captionId))
        .leftJoin(countries, eq(countries.code, items.countryCode))
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

    /** The gallery header stored for a scope (`niche`, `niche/section`, ...), if any. */
    async features(scope: string, tx: Executor = db) {
      const [row] = await tx.select().from(galleryFeatures).where(eq(galleryFeatures.scope, scope));
      return row?.data;
    },

    async niches(tx: Executor = db) {
      const [nicheRows, sectionRows, galleryRows, captionRows] = await Promise.all([
        tx.select().from(niches).orderBy(asc(niches.ordering), asc(niches.id)),
        tx.select().from(sections).orderBy(asc(sections.ordering), asc(sections.id)),
        tx.select().from(galleries).orderBy(asc(galleries.ordering), asc(galleries.id)),
        tx.select().from(captions).orderBy(asc(captions.ordering), asc(captions.id)),
      ]);
      return { nicheRows, sectionRows, galleryRows, captionRows };
    },

    async createNiche(values: typeof niches.$inferInsert, tx: Executor = db) {
      const [row] = await tx.insert(niches).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** Categories whose name contains `q` (all of them when `q` is empty), main categories first. */
    async searchCategories(q: string, limit: number | undefined, tx: Executor = db) {
      const query = tx
        .select({
          id: categories.id,
          name: categories.name,
          slug: categories.slug,
          parentId: categories.parentId,
        })
        .from(categories)
        .where(
          q === ''
            ? undefined
            : sql`lower(${categories.name}) LIKE ${`%${q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`}`,
        )
        .orderBy(sql`${categories.parentId} NULLS FIRST`, asc(categories.name), asc(categories.id));
      return limit === undefined ? query : query.limit(limit);
    },

    async categorySlugs(ids: number[], tx: Executor = db) {
      if (ids.length === 0) return [];
      return tx
        .select({ id: categories.id, slug: categories.slug })
        .from(categories)
        .where(inArray(categories.id, ids));
    },

    async countries(q: string, presentDayOnly: boolean, tx: Executor = db) {
      const where: SQL[] = [];
      if (presentDayOnly) where.push(eq(countries.presentDay, true));
      if (q !== '')
        where.push(sql`lower(${countries.name}) LIKE ${`${q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`}`);
      return tx
        .select()
        .from(countries)
        .where(and(...where))
        .orderBy(asc(countries.name));
    },

    /** Tags used by published listings of the place, by slug. */
    async availableTags(place: GalleryPlace, tx: Executor = db) {
      const where: SQL[] = [eq(items.nicheId, place.niche.id), sql`${items.published}`];
      if (place.section) where.push(eq(items.sectionId, place.section.id));
      return tx
        .selectDistinct({ slug: tags.slug, label: tags.label })
        .from(tags)
        .innerJoin(itemTags, eq(itemTags.tagId, tags.id))
        .innerJoin(items, eq(items.id, itemTags.itemId))
        .where(and(...where))
        .orderBy(asc(tags.slug));
    },
  };
}
