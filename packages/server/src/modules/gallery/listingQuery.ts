import type { GallerySort } from '@trove/core/gallery';
import { and, eq, getTableColumns, inArray, type Placeholder, type SQL, Subquery, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/database';
import { type SortKey, type SortKeySet, sortKeySets } from '../../db/itemSortKeys';
import {
  captions,
  categories,
  countries,
  galleries,
  itemCategories,
  itemImages,
  items,
  itemTags,
  niches,
  sections,
} from '../../db/schema';
import {
  type CatalogueTree,
  type CatalogueTreeCache,
  type GalleryPlace,
  idsOf,
  slugOf,
} from './catalogueTree';
import type { Cursor } from './cursor';
import { type Bindings, createBindings, createQueryShapes } from './queryShapes';
import type { ItemSearch } from './search';

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
  /** Only these listings (the member's watchlist). */
  itemIds?: readonly number[] | undefined;
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

/** The SQL types of a sort's keys, in order: what a cursor's values must read as. */
export const sortKeyTypes = (plan: SortPlan) => SORT_KEYS[plan.keySet].map((key) => key.type);

/** `amount` in the default currency by `rates`, rounded so that a cursor's text reads back exactly. */
function converted(amount: SQL, currency: SQL, rates: Readonly<Record<string, number>>): SQL {
  const cases = Object.entries(rates).map(([code, rate]) => sql`WHEN ${code} THEN ${rate}::numeric`);
  return sql`round(${amount} * (CASE ${currency} ${sql.join(cases, sql` `)} ELSE 1 END), 4)`;
}

/**
 * Whether the plan's keys are converted prices: the price sorts convert each price to the default
 * currency when there are rates other than 1, and then no index serves the order.
 */
function convertsPrices(plan: SortPlan): boolean {
  const { rates } = plan;
  return (
    plan.keySet.includes('price') && rates !== undefined && Object.values(rates).some((rate) => rate !== 1)
  );
}

/**
 * The keys of a plan: the price sorts convert each price to the default currency when there are
 * rates other than 1 (no index serves that order); every other sort, and the best match, keep
 * their indexed keys.
 */
function keysOf(plan: SortPlan): [SortKey, ...SortKey[]] {
  const { rates } = plan;
  if (!rates || !convertsPrices(plan)) return SORT_KEYS[plan.keySet];
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
export const itemTileColumns = {
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
  city: items.city,
  userId: items.userId,
  imageKey: sql<
    string | null
  >`(SELECT ${itemImages.key} FROM ${itemImages} WHERE ${itemImages.itemId} = ${listingId} ORDER BY ${itemImages.primary} DESC, ${itemImages.ordering}, ${itemImages.id} LIMIT 1)`,
  category: sql<
    string | null
  >`(SELECT c.name FROM ${itemCategories} ic JOIN ${categories} c ON c.id = ic.category_id WHERE ic.item_id = ${listingId} ORDER BY c.parent_id NULLS FIRST, c.id LIMIT 1)`,
};

/** The slugs of a listing's place, from the tables `listingsWithPlace` joins. */
const placeSlugColumns = {
  nicheSlug: niches.slug,
  sectionSlug: sections.slug,
  gallerySlug: galleries.slug,
  captionSlug: captions.slug,
};

/**
 * Listings with the slugs of their place (niche, section, and gallery and caption when they
 * have them): `columns` of `items` or of tables the caller joins next, then `.where(...)`. The
 * one way to read a listing with its place, for the detail and for links to listings elsewhere
 * (notifications), so their URLs are built from the same rows.
 */
export function listingsWithPlace<Columns extends SelectedFields>(tx: Executor, columns: Columns) {
  return tx
    .select({ ...columns, ...placeSlugColumns })
    .from(items)
    .innerJoin(niches, eq(niches.id, items.nicheId))
    .innerJoin(sections, eq(sections.id, items.sectionId))
    .leftJoin(galleries, eq(galleries.id, items.galleryId))
    .leftJoin(captions, eq(captions.id, items.captionId))
    .$dynamic();
}

/** The listings of `ids` as they are now, with what a link to each needs (`listingUrl`): name, type, slug, place. */
export async function listingLinks(tx: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return listingsWithPlace(tx, {
    id: items.id,
    name: items.name,
    itemType: items.itemType,
    slug: items.slug,
  }).where(inArray(items.id, [...ids]));
}

/**
 * Filters the walk along a sort's index may apply itself, because an index of that sort holds
 * exactly the listings they keep (see `bestSortIndexes` in the schema): the walk then reads only
 * listings it keeps. Any other filter applies to the listings the walk reads, so its budget
 * bounds the work however few of them match.
 */
function walkConditions(
  plan: SortPlan,
  place: GalleryPlace,
  filter: ListingFilter,
  bindings: Bindings,
): SQL[] {
  if (plan.keySet !== 'best') return [];
  const chips = [filter.forSale, filter.sold, filter.showAndTell].filter(Boolean).length;
  if (chips === 1 && filter.sold) {
    bindings.note('walk sold');
    return [sql`${items.sold}`];
  }
  if (chips === 1 && filter.showAndTell) {
    bindings.note('walk show and tell');
    return [sql`${items.showAndTell}`];
  }
  return place.section ? [eq(items.sectionId, bindings.bind('walkSection', place.section.id))] : [];
}

/** A sort key the planner cannot take from an index: the same value, another expression. */
const unindexed = (key: SortKey) =>
  key.type === 'timestamptz' ? sql`(${key.expression} + interval '0 seconds')` : sql`(${key.expression} + 0)`;

/**
 * Totals up to this many listings are exact, on every request. Beyond it, counting would read
 * every match (a million for a niche's first page), so the total is estimated from a sample of
 * the table's pages: a visitor sees "12.3k items" where an exact figure would cost a scan.
 */
export const EXACT_TOTAL_LIMIT = 1000;

/** A page's conditions, their values bound, and the shape of their text (queryShapes.ts). */
interface Filtered {
  where: SQL[];
  bindings: Bindings;
  shape: string;
}

/** Estimated totals remembered at once; the oldest goes first. */
const ESTIMATE_CACHE_SIZE = 1000;

export interface ListingQueryOptions {
  /** The clock of the estimates, in milliseconds. Default `Date.now`. */
  now?: () => number;
  /** How long an estimated total is reused for the same place and filter. Default 60 s. */
  estimateTtlMs?: number;
  /** How many listings of a sort's index a page is sought among before the filters lead. Default 4000. */
  walkBudget?: number;
  /** How many pages of the listings table a total's estimate reads. Default 1000 (about 8 MB). */
  samplePages?: number;
}

/** The gallery's query planner: a keyset page of listings and its total. */
export function createListingQuery(
  db: Database,
  search: ItemSearch,
  { treeOf }: Pick<CatalogueTreeCache, 'treeOf'>,
  {
    now = Date.now,
    estimateTtlMs = 60_000,
    walkBudget = 4000,
    // A fixed amount of work whatever the size of the catalogue; the whole table while it is
    // smaller, so a small catalogue's totals are exact.
    samplePages = 1000,
  }: ListingQueryOptions = {},
) {
  /** Estimated totals by place and filter, oldest first. */
  const estimates = new Map<string, { total: number; at: number }>();
  const shapes = createQueryShapes(db);

  /**
   * How many listings match. A sample of the table estimates it (the whole table while it is
   * small, which is then an exact count). An estimate far above EXACT_TOTAL_LIMIT is the total;
   * otherwise a count that stops one past the limit decides: exact up to the limit, else the
   * estimate, at least the limit plus one. Totals above the limit are reused for
   * `estimateTtlMs`, so paging through a large result samples once; smaller ones never are.
   */
  async function totalOf(
    place: GalleryPlace,
    filter: ListingFilter,
    { where, bindings, shape }: Filtered,
    tx: Executor,
  ) {
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
    const percentValue = bindings.bind('percent', percent);
    const [sampled] = await shapes
      .query(tx, `sample ${shape}`, (tx) =>
        tx
          .select({
            matching: sql<number>`(count(*) FILTER (WHERE ${and(...where)}))::int`,
            all: sql<number>`count(*)::int`,
          })
          .from(sql`${items} TABLESAMPLE SYSTEM (${percentValue}::real) REPEATABLE (0)`),
      )
      .execute(bindings.values);
    const matching = sampled?.matching ?? 0;
    const all = sampled?.all ?? 0;
    const exact = percent >= 100;
    const estimate = exact || all === 0 ? matching : Math.round((matching / all) * heapRows);
    let total = estimate;
    // A sample of a thousand pages would have to draw ten times its share of a thousand
    // matches to reach ten times the limit: far beyond chance, as a page holds a few dozen
    // listings at most. So the count is left out there; nearer the limit it decides.
    if (!exact && estimate < EXACT_TOTAL_LIMIT * 10) {
      const [counted] = await shapes
        .query(tx, `count ${shape}`, (tx) => {
          const firstMatches = tx
            .select({ one: sql<number>`1`.as('one') })
            .from(items)
            .where(and(...where))
            .limit(EXACT_TOTAL_LIMIT + 1)
            .as('first_matches');
          return tx.select({ count: sql<number>`count(*)::int` }).from(firstMatches);
        })
        .execute(bindings.values);
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

  /**
   * The conditions of a page's listings, their values bound as placeholders (`bindings`) so that
   * the text depends only on which filters are given, and how many slugs of a list.
   */
  function conditions(
    place: GalleryPlace,
    filter: ListingFilter,
    current: CatalogueTree,
    bindings: Bindings,
  ): SQL[] {
    const { bind, note } = bindings;
    const where: SQL[] = [
      sql`${items.published}`,
      sql`${items.searchable}`,
      eq(items.nicheId, bind('niche', place.niche.id)),
    ];
    if (place.section) where.push(eq(items.sectionId, bind('section', place.section.id)));
    if (place.gallery) where.push(eq(items.galleryId, bind('gallery', place.gallery.id)));
    if (place.caption) where.push(eq(items.captionId, bind('caption', place.caption.id)));
    if (filter.q) where.push(search.matches(bind('q', filter.q)));
    const listingDate = sql`coalesce(${items.dateStart}, ${items.created})`;
    if (filter.minDate) where.push(sql`${listingDate} >= ${bind('minDate', filter.minDate)}::date`);
    if (filter.maxDate) where.push(sql`${listingDate} < (${bind('maxDate', filter.maxDate)}::date + 1)`);
    const price = sql`coalesce(${items.price}, ${items.realisationPrice})`;
    if (filter.minPrice) where.push(sql`${price} >= ${bind('minPrice', filter.minPrice)}::numeric`);
    if (filter.maxPrice) where.push(sql`${price} <= ${bind('maxPrice', filter.maxPrice)}::numeric`);
    if (filter.countryCode) {
      where.push(eq(items.countryCode, bind('countryCode', filter.countryCode.toUpperCase())));
    }
    if (filter.country) {
      const country = bind('country', filter.country);
      where.push(
        sql`${items.countryCode} IN (SELECT ${countries.code} FROM ${countries} WHERE lower(${countries.name}) = lower(${country}) OR ${countries.code} = upper(${country}))`,
      );
    }
    if (filter.city) where.push(sql`lower(${items.city}) = lower(${bind('city', filter.city)})`);
    /** `ids` as placeholders `${name}0`, `${name}1`, ...: none is the condition `false`. */
    const bindAll = (name: string, ids: readonly number[]): Placeholder[] | undefined => {
      if (ids.length === 0) note(`no ${name}`);
      return ids.length === 0 ? undefined : ids.map((id, index) => bind(`${name}${index}`, id));
    };
    if (filter.itemIds !== undefined) {
      const ids = bindAll('item', filter.itemIds);
      where.push(ids ? inArray(items.id, ids) : sql`false`);
    }
    if (filter.userId !== undefined) where.push(eq(items.userId, bind('user', filter.userId)));
    if (filter.organisationId !== undefined) {
      // The organisation as the site knows it: its directory listing (an organisation pane's
      // "See our listings" links `?organisation={its id}`, as organisations were listings in the
      // original API). Its listings are those listed for the organisation that listing stands for.
      // Qualified by hand, as `listingId`: inside the subquery a bare column is the directory's.
      where.push(
        sql`${sql.identifier('items')}.${sql.identifier('organisation_id')} = (SELECT d.organisation_id FROM ${items} d WHERE d.id = ${bind('organisation', filter.organisationId)}::int AND d.item_type = 'ORGANISATION')`,
      );
    }
    if (filter.categories && filter.categories.length > 0) {
      const ids = bindAll('category', idsOf(current.categoryIds, filter.categories));
      where.push(
        ids
          ? sql`EXISTS (SELECT 1 FROM ${itemCategories} WHERE ${itemCategories.itemId} = ${listingId} AND ${inArray(itemCategories.categoryId, ids)})`
          : sql`false`,
      );
    }
    if (filter.tags && filter.tags.length > 0) {
      const ids = bindAll('tag', idsOf(current.tagIds, filter.tags));
      where.push(
        ids
          ? sql`EXISTS (SELECT 1 FROM ${itemTags} WHERE ${itemTags.itemId} = ${listingId} AND ${inArray(itemTags.tagId, ids)})`
          : sql`false`,
      );
    }
    if (filter.displayType) {
      where.push(
        sql`${items.sectionId} IN (SELECT ${sections.id} FROM ${sections} WHERE ${sections.displayType} = ${bind('displayType', filter.displayType)})`,
      );
    }
    const flags: SQL[] = [];
    if (filter.sold) flags.push(sql`${items.sold}`);
    if (filter.forSale) flags.push(sql`${items.forSale}`);
    if (filter.showAndTell) flags.push(sql`${items.showAndTell}`);
    if (flags.length > 0) {
      note(`flags ${[filter.sold, filter.forSale, filter.showAndTell].map(Boolean).join(' ')}`);
      where.push(sql`(${sql.join(flags, sql` OR `)})`);
    }
    return where;
  }

  return {
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
      const bindings = createBindings();
      const where = conditions(place, filter, current, bindings);
      // The totals' queries take the filters only; the page's, also the walk and the cursor.
      const filtered: Filtered = { where, bindings, shape: bindings.shape() };
      const walkFilters = walkConditions(plan, place, filter, bindings);
      const boundary = after && [
        ...keys.map((_, index) => bindings.bind(`after${index}`, after.values[index] ?? '')),
        bindings.bind('afterId', after.id),
      ];
      // Converted prices are written into the text (rates change seldom): they are of its shape.
      const shape = JSON.stringify([
        plan.keySet,
        plan.descending,
        convertsPrices(plan) ? plan.rates : null,
        limit,
        bindings.shape(),
      ]);
      const direction = plan.descending ? sql`DESC` : sql`ASC`;
      let keyset: SQL | undefined;
      if (boundary) {
        const values = sql.join(
          [
            ...keys.map((key, index) => sql`${boundary[index]}::${sql.raw(key.type)}`),
            sql`${boundary[keys.length]}::int`,
          ],
          sql`, `,
        );
        const row = sql.join([...keys.map((key) => key.expression), sql`${items.id}`], sql`, `);
        keyset = plan.descending ? sql`(${row}) < (${values})` : sql`(${row}) > (${values})`;
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
      // Short of a page: the end of the gallery, or matches too sparse for the walk. The keys
      // are altered (`+ 0`) so that no index matches the order and the filters lead the plan.
      const filtersFirst = () =>
        shapes
          .query(tx, `filters first ${shape}`, (tx) =>
            tx
              .select(columns)
              .from(items)
              .where(and(...where, keyset))
              .orderBy(
                ...keys.map((key) => sql`${unindexed(key)} ${direction}`),
                sql`(${items.id} + 0) ${direction}`,
              )
              .limit(limit),
          )
          .execute(bindings.values);
      // The next listings of the index (its partial condition, the cursor), named `items` so the
      // filters read them as the table. The outer query orders by the keys the subquery outputs,
      // so the planner keeps the index order and stops at a page. Written as SQL (`*` rather
      // than forty columns built one by one).
      const walk = () =>
        shapes
          .query(tx, `walk ${shape}`, (tx) => {
            const keyNames = keys.map((_, index) => sql.identifier(`sort_key_${index}`));
            const walkWhere = and(sql`${items.published}`, sql`${items.searchable}`, ...walkFilters, keyset);
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
            // The subquery has the columns of `items` under its name, so the rows are the table's.
            return tx
              .select(columns)
              .from(candidates)
              .where(and(...where))
              .orderBy(...keyNames.map((name) => sql`${name} ${direction}`), sql`${items.id} ${direction}`)
              .limit(limit);
          })
          .execute(bindings.values) as unknown as ReturnType<typeof filtersFirst>;
      // Converted prices have no index to walk: the walk would compute and sort every listing's
      // key to keep its first few thousand (seconds at a million listings), so the filters lead.
      let pageRows = convertsPrices(plan) ? await filtersFirst() : await walk();
      if (pageRows.length < limit && !convertsPrices(plan)) pageRows = await filtersFirst();
      const known = (row: (typeof pageRows)[number]) =>
        current.slugs.section.has(row.sectionId) &&
        (row.galleryId === null || current.slugs.gallery.has(row.galleryId)) &&
        (row.captionId === null || current.slugs.caption.has(row.captionId));
      // A place added since the tree was loaded.
      if (!pageRows.every(known)) current = await treeOf(tx, { fresh: true });
      // The rows are this request's own: the slugs are added to them rather than to copies.
      const rows = pageRows.map((row) =>
        Object.assign(row, {
          nicheSlug: slugOf(current.slugs.niche, row.nicheId),
          sectionSlug: slugOf(current.slugs.section, row.sectionId),
          gallerySlug: row.galleryId === null ? null : slugOf(current.slugs.gallery, row.galleryId),
          captionSlug: row.captionId === null ? null : slugOf(current.slugs.caption, row.captionId),
        }),
      );
      // A first page with room to spare holds every match: its length is the exact total.
      const total =
        after === undefined && rows.length < limit ? rows.length : await totalOf(place, filter, filtered, tx);
      return { rows, total };
    },
  };
}
