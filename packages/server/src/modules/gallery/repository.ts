import type { GallerySort } from '@trove/core/gallery';
import { and, asc, eq, getTableColumns, getTableName, inArray, type SQL, Subquery, sql } from 'drizzle-orm';
import { assertPlaceSlugs } from '../../catalogue/insertCatalogue';
import type { Database, Executor } from '../../db/database';
import { type SortKey, type SortKeySet, sortKeySets } from '../../db/itemSortKeys';
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
  organisations,
  sections,
  tags,
  users,
} from '../../db/schema';
import type { Cursor } from './cursor';
import type { ItemSearch } from './search';

export type GalleryRepository = ReturnType<typeof createGalleryRepository>;

/** The slugs of a gallery page's place, from the niche down. */
export interface PlaceSlugs {
  niche: string;
  section?: string | undefined;
  gallery?: string | undefined;
  caption?: string | undefined;
}

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
  /** The id of an organisation's directory listing (item type ORGANISATION). */
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
  /**
   * One unit of each currency in the site's default currency: the price sorts then order by the
   * price converted, so 100 GBP comes above 150 NZD. None: amounts compare as they are.
   */
  rates?: Readonly<Record<string, number>> | undefined;
}

export const SORT_PLANS: Record<GallerySort, SortPlan> = {
  '-price,-realisation_price,-created_date': { keySet: 'best', descending: true },
  price: { keySet: 'price_ascending', descending: false },
  '-price': { keySet: 'price', descending: true },
  realisation_price: { keySet: 'realisation_price_ascending', descending: false },
  '-realisation_price': { keySet: 'realisation_price', descending: true },
  created_date: { keySet: 'created', descending: false },
  '-created_date': { keySet: 'created', descending: true },
  '-realisation_date': { keySet: 'realisation_date', descending: true },
  '-read_count': { keySet: 'read_count', descending: true },
  '-like_count': { keySet: 'like_count', descending: true },
  lot_number: { keySet: 'lot_number_ascending', descending: false },
  '-lot_number': { keySet: 'lot_number', descending: true },
  date_start: { keySet: 'date_start_ascending', descending: false },
  '-date_start': { keySet: 'date_start', descending: true },
};

const SORT_KEYS = sortKeySets(items);
const ITEM_COLUMNS = getTableColumns(items);

export type { Cursor };

/** The SQL types of a sort's keys, in order: what a cursor's values must read as. */
export const sortKeyTypes = (plan: SortPlan) => SORT_KEYS[plan.keySet].map((key) => key.type);

/** `amount` in the default currency by `rates`, rounded so that a cursor's text reads back exactly. */
function converted(amount: SQL, currency: SQL, rates: Readonly<Record<string, number>>): SQL {
  const cases = Object.entries(rates).map(([code, rate]) => sql`WHEN ${code} THEN ${rate}::numeric`);
  return sql`round(${amount} * (CASE ${currency} ${sql.join(cases, sql` `)} ELSE 1 END), 4)`;
}

/**
 * The keys of a plan: the price sorts convert each price to the default currency when there are
 * rates other than 1 (then no index serves the order, and the walk sorts what it reads); every
 * other sort, and the best match, keep their indexed keys.
 */
function keysOf(plan: SortPlan): [SortKey, ...SortKey[]] {
  const { rates } = plan;
  if (!rates || Object.values(rates).every((rate) => rate === 1)) return SORT_KEYS[plan.keySet];
  const money = (amount: SQL, currency: SQL, missing: string): SortKey => ({
    expression: sql`coalesce(${converted(amount, currency, rates)}, ${sql.raw(missing)})`,
    type: 'numeric',
  });
  switch (plan.keySet) {
    case 'price':
      return [money(sql`${items.price}`, sql`${items.currency}`, '0')];
    case 'price_ascending':
      return [money(sql`${items.price}`, sql`${items.currency}`, `'Infinity'`)];
    case 'realisation_price':
      return [money(sql`${items.realisationPrice}`, sql`${items.realisationCurrency}`, '0')];
    case 'realisation_price_ascending':
      return [money(sql`${items.realisationPrice}`, sql`${items.realisationCurrency}`, `'Infinity'`)];
    default:
      return SORT_KEYS[plan.keySet];
  }
}

// Qualified by hand: Drizzle leaves a column of a one-table query unqualified, and inside these
// subqueries a bare "id" would name the subquery's own table.
const listingId = sql`${sql.identifier('items')}.${sql.identifier('id')}`;

/** A tile's columns of `items`: the page query reads no other table but the image and category. */
const itemTileColumns = {
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
  imageKey: sql<
    string | null
  >`(SELECT ${itemImages.key} FROM ${itemImages} WHERE ${itemImages.itemId} = ${listingId} ORDER BY ${itemImages.primary} DESC, ${itemImages.ordering}, ${itemImages.id} LIMIT 1)`,
  category: sql<
    string | null
  >`(SELECT c.name FROM ${itemCategories} ic JOIN ${categories} c ON c.id = ic.category_id WHERE ic.item_id = ${listingId} ORDER BY c.parent_id NULLS FIRST, c.id LIMIT 1)`,
};

/** A tile's columns with its place's slugs joined in, for one listing (the detail). */
const tileColumns = {
  ...itemTileColumns,
  nicheSlug: niches.slug,
  sectionSlug: sections.slug,
  gallerySlug: galleries.slug,
  captionSlug: captions.slug,
};

type NicheRow = typeof niches.$inferSelect;
type SectionRow = typeof sections.$inferSelect;
type GalleryRow = typeof galleries.$inferSelect;
type CaptionRow = typeof captions.$inferSelect;
type CategoryRow = Pick<typeof categories.$inferSelect, 'id' | 'slug' | 'name' | 'parentId' | 'sectionId'>;

/**
 * The catalogue tree (niches, sections, galleries, captions), the categories and the tags: a
 * few hundred rows that every gallery page reads and that change rarely, so they are held in
 * memory for a short while instead of being queried (or joined into the page query) on each
 * request. A slug not found in it makes it load again at once, so a new place is never a 404.
 */
interface CatalogueTree {
  loadedAt: number;
  niches: Map<string, NicheRow>;
  /** Keyed `${parent id}/${slug}`. */
  sections: Map<string, SectionRow>;
  galleries: Map<string, GalleryRow>;
  captions: Map<string, CaptionRow>;
  slugs: {
    niche: Map<number, string>;
    section: Map<number, string>;
    gallery: Map<number, string>;
    caption: Map<number, string>;
  };
  /** In the panel's order: ordering, then id. */
  categories: CategoryRow[];
  /** Ids by slug: filters name ids, which the planner estimates well, rather than join on slugs. */
  categoryIds: Map<string, number>;
  tagIds: Map<string, number>;
  /** The size of the listings table in pages and rows, as of its last vacuum or analyze (0 before). */
  heapPages: number;
  heapRows: number;
}

async function loadTree(tx: Executor, loadedAt: number): Promise<CatalogueTree> {
  const [nicheRows, sectionRows, galleryRows, captionRows, categoryRows, tagRows, size] = await Promise.all([
    tx.select().from(niches),
    tx.select().from(sections),
    tx.select().from(galleries),
    tx.select().from(captions),
    tx
      .select({
        id: categories.id,
        slug: categories.slug,
        name: categories.name,
        parentId: categories.parentId,
        sectionId: categories.sectionId,
      })
      .from(categories)
      .orderBy(asc(categories.ordering), asc(categories.id)),
    tx.select({ id: tags.id, slug: tags.slug }).from(tags),
    tx.execute<{ pages: number; rows: number }>(
      sql`SELECT greatest(relpages, 0)::int AS pages, greatest(reltuples, 0)::float8 AS rows FROM pg_class WHERE oid = ${getTableName(items)}::regclass`,
    ),
  ]);
  const slugsById = (rows: { id: number; slug: string }[]) => new Map(rows.map((row) => [row.id, row.slug]));
  return {
    loadedAt,
    niches: new Map(nicheRows.map((row) => [row.slug, row])),
    sections: new Map(sectionRows.map((row) => [`${row.nicheId}/${row.slug}`, row])),
    galleries: new Map(galleryRows.map((row) => [`${row.sectionId}/${row.slug}`, row])),
    captions: new Map(captionRows.map((row) => [`${row.galleryId}/${row.slug}`, row])),
    slugs: {
      niche: slugsById(nicheRows),
      section: slugsById(sectionRows),
      gallery: slugsById(galleryRows),
      caption: slugsById(captionRows),
    },
    categories: categoryRows,
    categoryIds: new Map(categoryRows.map((row) => [row.slug, row.id])),
    tagIds: new Map(tagRows.map((row) => [row.slug, row.id])),
    heapPages: size.rows[0]?.pages ?? 0,
    heapRows: size.rows[0]?.rows ?? 0,
  };
}

/**
 * Filters the walk along a sort's index may apply itself, because an index of that sort holds
 * exactly the listings they keep (see `bestSortIndexes` in the schema): the walk then reads only
 * listings it keeps. Any other filter applies to the listings the walk reads, so its budget
 * bounds the work however few of them match.
 */
function walkConditions(plan: SortPlan, place: GalleryPlace, filter: ListingFilter): SQL[] {
  if (plan.keySet !== 'best') return [];
  const chips = [filter.forSale, filter.sold, filter.showAndTell].filter(Boolean).length;
  if (chips === 1 && filter.sold) return [sql`${items.sold}`];
  if (chips === 1 && filter.showAndTell) return [sql`${items.showAndTell}`];
  return place.section ? [eq(items.sectionId, place.section.id)] : [];
}

/** A sort key the planner cannot take from an index: the same value, another expression. */
const unindexed = (key: SortKey) =>
  key.type === 'timestamptz' ? sql`(${key.expression} + interval '0 seconds')` : sql`(${key.expression} + 0)`;

const idsOf = (ids: Map<string, number>, slugs: string[]) =>
  slugs.flatMap((slug) => {
    const id = ids.get(slug);
    return id === undefined ? [] : [id];
  });

function slugOf(slugs: Map<number, string>, id: number): string {
  const slug = slugs.get(id);
  // Foreign keys keep every listing's place in the tree.
  if (slug === undefined)
    throw new Error(`No niche, section, gallery or caption ${id} in the catalogue tree`);
  return slug;
}

export interface GalleryRepositoryOptions {
  /** The clock of the caches, in milliseconds. Default `Date.now`. */
  now?: () => number;
  /** How long the catalogue tree, its categories and the tags are reused. Default 60 s. */
  treeTtlMs?: number;
  /** How long an estimated total is reused for the same place and filter. Default 60 s. */
  estimateTtlMs?: number;
  /** How many listings of a sort's index a page is sought among before the filters lead. Default 4000. */
  walkBudget?: number;
  /** How many pages of the listings table a total's estimate reads. Default 1000 (about 8 MB). */
  samplePages?: number;
}

/**
 * Totals up to this many listings are exact, on every request. Beyond it, counting would read
 * every match (a million for a niche's first page), so the total is estimated from a sample of
 * the table's pages: a visitor sees "12.3k items" where an exact figure would cost a scan.
 */
export const EXACT_TOTAL_LIMIT = 1000;

/** Estimated totals remembered at once; the oldest goes first. */
const ESTIMATE_CACHE_SIZE = 1000;

export type TileRow = Awaited<ReturnType<GalleryRepository['listingPage']>>['rows'][number];

export function createGalleryRepository(
  db: Database,
  search: ItemSearch,
  {
    now = Date.now,
    treeTtlMs = 60_000,
    estimateTtlMs = 60_000,
    walkBudget = 4000,
    // A fixed amount of work whatever the size of the catalogue; the whole table while it is
    // smaller, so a small catalogue's totals are exact.
    samplePages = 1000,
  }: GalleryRepositoryOptions = {},
) {
  let tree: CatalogueTree | undefined;
  let loading: Promise<CatalogueTree> | undefined;

  /**
   * The tree, loaded at most once per `treeTtlMs` unless `fresh`, and once for all the requests
   * that find it stale together. A caller's transaction reads its own, uncached.
   */
  function treeOf(tx: Executor, { fresh = false } = {}): Promise<CatalogueTree> {
    if (tx !== db) return loadTree(tx, now());
    if (!fresh && tree && now() - tree.loadedAt < treeTtlMs) return Promise.resolve(tree);
    loading ??= loadTree(db, now())
      .then((loaded) => {
        tree = loaded;
        return loaded;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  }

  function resolvePlace(current: CatalogueTree, slugs: PlaceSlugs): GalleryPlace | undefined {
    const niche = current.niches.get(slugs.niche);
    if (!niche) return undefined;
    const place: GalleryPlace = { niche, section: null, gallery: null, caption: null };
    if (slugs.section === undefined) return place;
    place.section = current.sections.get(`${niche.id}/${slugs.section}`) ?? null;
    if (!place.section) return undefined;
    if (slugs.gallery === undefined) return place;
    place.gallery = current.galleries.get(`${place.section.id}/${slugs.gallery}`) ?? null;
    if (!place.gallery) return undefined;
    if (slugs.caption === undefined) return place;
    place.caption = current.captions.get(`${place.gallery.id}/${slugs.caption}`) ?? null;
    if (!place.caption) return undefined;
    return place;
  }

  /** Estimated totals by place and filter, oldest first. */
  const estimates = new Map<string, { total: number; at: number }>();

  /**
   * How many listings match. A sample of the table estimates it (the whole table while it is
   * small, which is then an exact count). An estimate far above EXACT_TOTAL_LIMIT is the total;
   * otherwise a count that stops one past the limit decides: exact up to the limit, else the
   * estimate, at least the limit plus one. Totals above the limit are reused for
   * `estimateTtlMs`, so paging through a large result samples once; smaller ones never are.
   */
  async function totalOf(place: GalleryPlace, filter: ListingFilter, where: SQL[], tx: Executor) {
    const key = JSON.stringify([
      place.niche.id,
      place.section?.id,
      place.gallery?.id,
      place.caption?.id,
      filter,
    ]);
    const remembered = estimates.get(key);
    if (remembered && now() - remembered.at < estimateTtlMs) return remembered.total;
    // The planner's own estimate takes the filters as independent, which a word and a place
    // seldom are (a coin's name among coins): a sample of the table counts them together. The
    // share of the sampled listings that match, times the table's listings, does not depend
    // on how many pages the sample happened to draw. REPEATABLE keeps the sample, so the same
    // search gets the same total.
    const { heapPages, heapRows } = await treeOf(tx);
    const percent = Math.min(100, (100 * samplePages) / Math.max(1, heapPages));
    const [sampled] = await tx
      .select({
        matching: sql<number>`(count(*) FILTER (WHERE ${and(...where)}))::int`,
        all: sql<number>`count(*)::int`,
      })
      .from(sql`${items} TABLESAMPLE SYSTEM (${percent}::real) REPEATABLE (0)`);
    const matching = sampled?.matching ?? 0;
    const all = sampled?.all ?? 0;
    const exact = percent >= 100;
    const estimate = exact || all === 0 ? matching : Math.round((matching / all) * heapRows);
    let total = estimate;
    // A sample of a thousand pages would have to draw ten times its share of a thousand
    // matches to reach ten times the limit: far beyond chance, as a page holds a few dozen
    // listings at most. So the count is left out there; nearer the limit it decides.
    if (!exact && estimate < EXACT_TOTAL_LIMIT * 10) {
      const firstMatches = tx
        .select({ one: sql<number>`1`.as('one') })
        .from(items)
        .where(and(...where))
        .limit(EXACT_TOTAL_LIMIT + 1)
        .as('first_matches');
      const [counted] = await tx.select({ count: sql<number>`count(*)::int` }).from(firstMatches);
      const count = counted?.count ?? 0;
      total = count <= EXACT_TOTAL_LIMIT ? count : Math.max(count, estimate);
    }
    if (total <= EXACT_TOTAL_LIMIT) return total;
    estimates.delete(key);
    estimates.set(key, { total, at: now() });
    const oldest = estimates.keys().next();
    if (estimates.size > ESTIMATE_CACHE_SIZE && !oldest.done) estimates.delete(oldest.value);
    return total;
  }

  function conditions(place: GalleryPlace, filter: ListingFilter, current: CatalogueTree): SQL[] {
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
    if (filter.organisationId !== undefined) {
      // The organisation as the site knows it: its directory listing (an organisation pane's
      // "See our listings" links `?organisation={its id}`, as organisations were listings in the
      // original API). Its listings are those listed for the organisation that listing stands for.
      // Qualified by hand, as `listingId`: inside the subquery a bare column is the directory's.
      where.push(
        sql`${sql.identifier('items')}.${sql.identifier('organisation_id')} = (SELECT d.organisation_id FROM ${items} d WHERE d.id = ${filter.organisationId}::int AND d.item_type = 'ORGANISATION')`,
      );
    }
    if (filter.categories && filter.categories.length > 0) {
      const ids = idsOf(current.categoryIds, filter.categories);
      where.push(
        ids.length === 0
          ? sql`false`
          : sql`EXISTS (SELECT 1 FROM ${itemCategories} WHERE ${itemCategories.itemId} = ${listingId} AND ${inArray(itemCategories.categoryId, ids)})`,
      );
    }
    if (filter.tags && filter.tags.length > 0) {
      const ids = idsOf(current.tagIds, filter.tags);
      where.push(
        ids.length === 0
          ? sql`false`
          : sql`EXISTS (SELECT 1 FROM ${itemTags} WHERE ${itemTags.itemId} = ${listingId} AND ${inArray(itemTags.tagId, ids)})`,
      );
    }
    if (filter.displayType) {
      where.push(
        sql`${items.sectionId} IN (SELECT ${sections.id} FROM ${sections} WHERE ${sections.displayType} = ${filter.displayType})`,
      );
    }
    const flags: SQL[] = [];
    if (filter.sold) flags.push(sql`${items.sold}`);
    if (filter.forSale) flags.push(sql`${items.forSale}`);
    if (filter.showAndTell) flags.push(sql`${items.showAndTell}`);
    if (flags.length > 0) where.push(sql`(${sql.join(flags, sql` OR `)})`);
    return where;
  }

  return {
    /** The niche, section, gallery and caption named by slugs; undefined when one does not exist. */
    async place(slugs: PlaceSlugs, tx: Executor = db): Promise<GalleryPlace | undefined> {
      const place = resolvePlace(await treeOf(tx), slugs);
      if (place || tx !== db) return place;
      // Perhaps added since the tree was loaded: look again before answering that it does not exist.
      return resolvePlace(await treeOf(tx, { fresh: true }), slugs);
    },

    /**
     * One keyset page: `limit` listings after `after` in the sort, and the total matching.
     *
     * The page is first sought along the sort's index, among the next `walkBudget` listings of
     * it, the filters applied to those only: a page whose listings are common enough (a place,
     * a type chip, most words) is found within a few dozen of them, whatever the size of the
     * catalogue. Left to itself, the planner would walk the same index without a bound, taking
     * its filters as independent: a word of coins sought among stamps would read the whole
     * index before finding there is none. When the bounded walk comes short of a page, the
     * filters run first (full-text and place indexes) and their matches are sorted.
     */
    async listingPage(
      place: GalleryPlace,
      filter: ListingFilter,
      plan: SortPlan,
      after: Cursor | undefined,
      limit: number,
      tx: Executor = db,
    ) {
      const keys = keysOf(plan);
      let current = await treeOf(tx);
      // A category or tag added since the tree was loaded.
      const named = (ids: Map<string, number>, slugs: string[] | undefined) =>
        (slugs ?? []).every((slug) => ids.has(slug));
      if (!named(current.categoryIds, filter.categories) || !named(current.tagIds, filter.tags)) {
        current = await treeOf(tx, { fresh: true });
      }
      const where = conditions(place, filter, current);
      const direction = plan.descending ? sql`DESC` : sql`ASC`;
      let keyset: SQL | undefined;
      if (after) {
        const boundary = sql.join(
          [
            ...keys.map((key, index) => sql`${after.values[index] ?? ''}::${sql.raw(key.type)}`),
            sql`${after.id}::int`,
          ],
          sql`, `,
        );
        const row = sql.join([...keys.map((key) => key.expression), sql`${items.id}`], sql`, `);
        keyset = plan.descending ? sql`(${row}) < (${boundary})` : sql`(${row}) > (${boundary})`;
      }
      const keyText = sql<string[]>`ARRAY[${sql.join(
        keys.map((key) => sql`${key.expression}::text`),
        sql`, `,
      )}]`;
      const columns = {
        ...itemTileColumns,
        nicheId: items.nicheId,
        sectionId: items.sectionId,
        galleryId: items.galleryId,
        captionId: items.captionId,
        sortKeys: keyText,
      };
      // The next listings of the index (its partial condition, the cursor), named `items` so the
      // filters read them as the table. The outer query orders by the keys the subquery outputs,
      // so the planner keeps the index order and stops at a page. Written as SQL (`*` rather
      // than forty columns built one by one) since it is rebuilt on every request.
      const keyNames = keys.map((_, index) => sql.identifier(`sort_key_${index}`));
      const walkWhere = and(
        sql`${items.published}`,
        sql`${items.searchable}`,
        ...walkConditions(plan, place, filter),
        keyset,
      );
      const candidates = new Subquery(
        sql`SELECT *, ${sql.join(
          keys.map((key, index) => sql`${key.expression} AS ${keyNames[index]}`),
          sql`, `,
        )} FROM ${items} WHERE ${walkWhere} ORDER BY ${sql.join(
          [...keys.map((key) => sql`${key.expression} ${direction}`), sql`${items.id} ${direction}`],
          sql`, `,
        )} LIMIT ${walkBudget}`,
        ITEM_COLUMNS,
        'items',
      );
      // Short of a page: the end of the gallery, or matches too sparse for the walk. The keys
      // are altered (`+ 0`) so that no index matches the order and the filters lead the plan.
      const filtersFirst = () =>
        tx
          .select(columns)
          .from(items)
          .where(and(...where, keyset))
          .orderBy(
            ...keys.map((key) => sql`${unindexed(key)} ${direction}`),
            sql`(${items.id} + 0) ${direction}`,
          )
          .limit(limit);
      // The subquery has the columns of `items` under its name, so the rows are the table's.
      let pageRows = (await tx
        .select(columns)
        .from(candidates)
        .where(and(...where))
        .orderBy(...keyNames.map((name) => sql`${name} ${direction}`), sql`${items.id} ${direction}`)
        .limit(limit)) as unknown as Awaited<ReturnType<typeof filtersFirst>>;
      if (pageRows.length < limit) pageRows = await filtersFirst();
      const known = (row: (typeof pageRows)[number]) =>
        current.slugs.section.has(row.sectionId) &&
        (row.galleryId === null || current.slugs.gallery.has(row.galleryId)) &&
        (row.captionId === null || current.slugs.caption.has(row.captionId));
      // A place added since the tree was loaded.
      if (!pageRows.every(known)) current = await treeOf(tx, { fresh: true });
      const rows = pageRows.map(({ nicheId, sectionId, galleryId, captionId, ...row }) => ({
        ...row,
        nicheSlug: slugOf(current.slugs.niche, nicheId),
        sectionSlug: slugOf(current.slugs.section, sectionId),
        gallerySlug: galleryId === null ? null : slugOf(current.slugs.gallery, galleryId),
        captionSlug: captionId === null ? null : slugOf(current.slugs.caption, captionId),
      }));
      // A first page with room to spare holds every match: its length is the exact total.
      const total =
        after === undefined && rows.length < limit ? rows.length : await totalOf(place, filter, where, tx);
      return { rows, total };
    },

    /** Main categories of a section (or of all sections of the niche), each with its subcategories. */
    async categoriesOf(place: GalleryPlace, tx: Executor = db) {
      const current = await treeOf(tx);
      const inPlace = (sectionId: number | null) =>
        sectionId !== null &&
        (place.section
          ? sectionId === place.section.id
          : [...current.sections.values()].some(
              (section) => section.id === sectionId && section.nicheId === place.niche.id,
            ));
      return current.categories
        .filter((category) => inPlace(category.sectionId))
        .map(({ id, slug, name, parentId }) => ({ id, slug, name, parentId }));
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
          contactName: items.contactName,
          contactDetails: items.contactDetails,
          published: items.published,
          countryName: countries.name,
          // who listed it: the organisation it was listed for, else the member
          organisationName: organisations.name,
          userDisplayName: users.displayName,
        })
        .from(items)
        .innerJoin(niches, eq(niches.id, items.nicheId))
        .innerJoin(sections, eq(sections.id, items.sectionId))
        .leftJoin(galleries, eq(galleries.id, items.galleryId))
        .leftJoin(captions, eq(captions.id, items.captionId))
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

    /** The gallery header stored for a scope (`niche`, `niche/section`, ...), if any. */
    async features(scope: string, tx: Executor = db) {
      const [row] = await tx.select().from(galleryFeatures).where(eq(galleryFeatures.scope, scope));
      return row?.data;
    },

    /**
     * The label a section gives its tags field, if any. Read afresh rather than from the cached
     * tree, so a changed label shows at once, as the header it used to live in did.
     */
    async tagLabel(sectionId: number, tx: Executor = db): Promise<string | null> {
      const [row] = await tx
        .select({ tagLabel: sections.tagLabel })
        .from(sections)
        .where(eq(sections.id, sectionId));
      return row?.tagLabel ?? null;
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
      assertPlaceSlugs([values.slug]);
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

    /**
     * Tags used by published listings of the place, by slug. Each tag asks whether one such
     * listing exists, so a common tag stops at its first listing rather than every listing of
     * the place being read.
     */
    async availableTags(place: GalleryPlace, tx: Executor = db) {
      const where: SQL[] = [eq(items.nicheId, place.niche.id), sql`${items.published}`];
      if (place.section) where.push(eq(items.sectionId, place.section.id));
      return tx
        .select({ slug: tags.slug, label: tags.label })
        .from(tags)
        .where(
          sql`EXISTS (SELECT 1 FROM ${itemTags} JOIN ${items} ON ${items.id} = ${itemTags.itemId} WHERE ${itemTags.tagId} = ${tags.id} AND ${and(...where)})`,
        )
        .orderBy(asc(tags.slug));
    },
  };
}
