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
   * Soonest first (`date_start`, the events' sort): the listings to come or under way by start,
   * then those that have ended, the latest first (core's `isPastEvent`: ended, or started when
   * there is no end), then those without a date. Which have ended depends on the time of the
   * request, so no index holds this order: the page concatenates walks of the date indexes.
   */
  upcomingFirst?: boolean;
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
  date_start: { keySet: 'date_start_ascending', descending: false, upcomingFirst: true },
  '-date_start': { keySet: 'date_start', descending: true },
};

const SORT_KEYS = sortKeySets(items);
const ITEM_COLUMNS = getTableColumns(items);

/** The SQL types of a sort's keys, in order: what a cursor's values must read as. */
export const sortKeyTypes = (plan: SortPlan): SortKey['type'][] =>
  plan.upcomingFirst ? ['int', 'timestamptz', 'int'] : SORT_KEYS[plan.keySet].map((key) => key.type);

/** 1970-01-01, about which an ended listing's start is mirrored so that one ascending key orders them latest first. */
const EPOCH = sql`'1970-01-01T00:00:00Z'::timestamptz`;

/**
 * The keys of soonest first (`upcomingFirst`) at `now`, all ascending: the group (0 to come or
 * under way, 1 ended, 2 no date), the start (mirrored about 1970 for the ended ones, so the latest
 * comes first), the id (negated for the ended ones, which the date index walks backwards).
 */
function upcomingFirstKeys(now: SQL): [SortKey, ...SortKey[]] {
  const ended = sql`(${items.dateStart} < ${now} AND coalesce(${items.dateEnd}, ${items.dateStart}) < ${now})`;
  return [
    {
      expression: sql`(CASE WHEN ${items.dateStart} IS NULL THEN 2 WHEN ${ended} THEN 1 ELSE 0 END)`,
      type: 'int',
    },
    {
      expression: sql`(CASE WHEN ${items.dateStart} IS NULL THEN 'infinity'::timestamptz WHEN ${ended} THEN ${EPOCH} - (${items.dateStart} - ${EPOCH}) ELSE ${items.dateStart} END)`,
      type: 'timestamptz',
    },
    { expression: sql`(CASE WHEN ${ended} THEN -${items.id} ELSE ${items.id} END)`, type: 'int' },
  ];
}

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
function keysOf(plan: SortPlan, now: SQL): [SortKey, ...SortKey[]] {
  if (plan.upcomingFirst) return upcomingFirstKeys(now);
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

/** The amount and currency of a converted price sort, as its per-currency index holds them. */
function moneyColumns(keySet: SortKeySet) {
  return keySet === 'price' || keySet === 'price_ascending'
    ? { amount: items.price, currency: items.currency }
    : { amount: items.realisationPrice, currency: items.realisationCurrency };
}

/**
 * Whether the converted price sort may merge the listings of each currency taken in their own
 * price order (`items_sort_*_by_currency_idx`): at a rate of 0.01 or more, a cent more in a
 * currency is at least 0.0001 more once converted, so each currency's order of amounts is its
 * order of converted amounts (rounded to 4 places) with no ties made by the rounding.
 */
function mergesByCurrency(plan: SortPlan): boolean {
  return convertsPrices(plan) && Object.values(plan.rates ?? {}).every((rate) => rate >= 0.01);
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

/** What a tile shows of its item's lot. Amounts in minor units of `currency`. */
export interface TileLot {
  number: number | null;
  currency: string;
  startMinor: number;
  /** The leading bid; null before the first. */
  priceMinor: number | null;
  opens: Date;
  /** Moved by soft close. */
  closes: Date;
  /** Settled by the closing job. */
  closed: boolean;
}

/**
 * What other modules add to each row of a gallery page: SQL on the listing's id (`listingId`),
 * read in the page's own query. PostgreSQL evaluates such columns for the page's rows only, after
 * its sort and limit, so a page costs one round trip to the database, not one per module.
 */
export interface TileExtraColumns {
  /** The listing's lot, settled or not (the auctions module); null for a listing that is no lot. */
  lot: SQL<TileLot | null>;
  /** Whether it has an approved comment (the community module). */
  hasComments: SQL<boolean>;
  /** Its shares to Facebook (the community module). */
  facebookShareCount: SQL<number>;
}

/** Without the other modules: no lot, no comments, no shares. */
const NO_TILE_EXTRAS: TileExtraColumns = {
  lot: sql<TileLot | null>`NULL`,
  hasComments: sql<boolean>`false`,
  facebookShareCount: sql<number>`0`,
};

export interface ListingQueryOptions {
  /** The columns other modules add to a page's rows, on the listing's id. Default: none (no lot, comment or share). */
  tileExtras?: (listingId: SQL) => TileExtraColumns;
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
    tileExtras,
  }: ListingQueryOptions = {},
) {
  const extraColumns = tileExtras ? tileExtras(listingId) : NO_TILE_EXTRAS;
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
      // Soonest first tells what has ended by the time of the request.
      const at = plan.upcomingFirst ? bindings.bind('now', new Date(now()).toISOString()) : undefined;
      const boundary = after && [
        ...sortKeyTypes(plan).map((_, index) => bindings.bind(`after${index}`, after.values[index] ?? '')),
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
      // The parts of the queries' text: built when a shape's text is (createQueryShapes), not on
      // every request, whose values are all in `bindings` by now.
      const textParts = () => {
        const keys = keysOf(plan, sql`${at}::timestamptz`);
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
        // As JSON, which the driver parses natively (a text[] it parses character by character).
        const keyText = sql<string[]>`json_build_array(${sql.join(
          keys.map((key) => sql`${key.expression}::text`),
          sql`, `,
        )})`;
        // What a tile shows; the detail's own fields (sale date, website) are left to the detail.
        const { realisationDate: _date, externalUrl: _url, ...tileColumns } = itemTileColumns;
        const columns = {
          ...tileColumns,
          nicheId: items.nicheId,
          sectionId: items.sectionId,
          galleryId: items.galleryId,
          captionId: items.captionId,
          sortKeys: keyText,
          ...extraColumns,
          // Filled from the catalogue tree below. Selected (as nulls) so that each row is made with
          // them by Drizzle: properties added to a built row of forty cost more than the row itself.
          nicheSlug: sql<string>`NULL`,
          sectionSlug: sql<string>`NULL`,
          gallerySlug: sql<string | null>`NULL`,
          captionSlug: sql<string | null>`NULL`,
        };
        return { keys, direction, keyset, columns };
      };
      // Short of a page: the end of the gallery, or matches too sparse for the walk. The keys
      // are altered (`+ 0`) so that no index matches the order and the filters lead the plan.
      const filtersFirst = () =>
        shapes
          .query(tx, `filters first ${shape}`, (tx) => {
            const { keys, direction, keyset, columns } = textParts();
            return tx
              .select(columns)
              .from(items)
              .where(and(...where, keyset))
              .orderBy(
                ...keys.map((key) => sql`${unindexed(key)} ${direction}`),
                sql`(${items.id} + 0) ${direction}`,
              )
              .limit(limit);
          })
          .execute(bindings.values);
      // The next listings of the index (its partial condition, the cursor), named `items` so the
      // filters read them as the table. The outer query orders by the keys the subquery outputs,
      // so the planner keeps the index order and stops at a page. Written as SQL (`*` rather
      // than forty columns built one by one).
      const walk = () =>
        shapes
          .query(tx, `walk ${shape}`, (tx) => {
            const { keys, direction, keyset, columns } = textParts();
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
      // A converted price sort: no index holds the converted amounts, but each currency's amounts
      // are in its own order in the per-currency index. The next listings of each currency (a
      // bounded walk each, as `walk`) and those without an amount (last whichever the direction,
      // from the sort's own index) are merged by their converted key. A walk that used up its
      // budget short of a page also answers the listing it stopped at (a sentinel): what comes
      // after it in the merge may miss matches of that currency, so the page must end before it.
      const merged = () =>
        shapes
          .query(tx, `merged ${shape}`, (tx) => {
            const { keys, direction, keyset, columns } = textParts();
            const [key] = keys;
            const { amount, currency } = moneyColumns(plan.keySet);
            const rates = plan.rates ?? {};
            const listed = sql`${items.published} AND ${items.searchable}`;
            const code = sql`coalesce(${currency}, '')`;
            const codes = sql.identifier('codes');
            const codeOfStream = sql`${codes}.${sql.identifier('code')}`;
            const rateOfStream = sql`(CASE ${codeOfStream} ${sql.join(
              Object.entries(rates).map(([name, rate]) => sql`WHEN ${name} THEN ${rate}::numeric`),
              sql` `,
            )} ELSE 1 END)`;
            // The amounts a stream may start from: those whose converted value can be past the cursor.
            const from =
              boundary &&
              (plan.descending
                ? sql`${amount} <= (${boundary[0]}::numeric + 0.0001) / ${rateOfStream}`
                : sql`${amount} >= (${boundary[0]}::numeric - 0.0001) / ${rateOfStream}`);
            const streamOrder = sql.join(
              [code, amount, items.id].map((column) => sql`${column} ${direction}`),
              sql`, `,
            );
            const streamWhere = and(
              sql`${listed} AND ${amount} IS NOT NULL`,
              sql`${code} = ${codeOfStream}`,
              // Descending, an amount of 0 converts to 0, the key of the listings without one:
              // those come from the last stream, in their order.
              plan.descending ? sql`${amount} <> 0` : undefined,
              from,
            );
            // The last stream: listings whose key is that of no amount, from the sort's own index.
            const tailKey = SORT_KEYS[plan.keySet][0].expression;
            const tailWhere = and(
              sql`${listed}`,
              sql`${tailKey} = ${plan.descending ? sql`0` : sql`'Infinity'`}::numeric`,
              boundary &&
                (plan.descending
                  ? sql`(${tailKey}, ${items.id}) < (${boundary[0]}::numeric, ${boundary[1]}::int)`
                  : sql`(${tailKey}, ${items.id}) > (${boundary[0]}::numeric, ${boundary[1]}::int)`),
            );
            const tailOrder = sql`${tailKey} ${direction}, ${items.id} ${direction}`;
            const stream = (streamWhereSql: SQL | undefined, order: SQL) =>
              sql`(SELECT ${items.id}, ${sql.identifier('merge_key')}, false AS sentinel FROM (SELECT *, ${key.expression} AS merge_key FROM ${items} WHERE ${streamWhereSql} ORDER BY ${order} LIMIT ${walkBudget}) ${items} WHERE ${and(...where, keyset)} LIMIT ${limit})
                UNION ALL (SELECT ${items.id}, ${key.expression}, true FROM ${items} WHERE ${streamWhereSql} ORDER BY ${order} OFFSET ${walkBudget - 1} LIMIT 1)
                LIMIT ${limit}`;
            // The listings without an amount come after every other (before the negative amounts,
            // descending): their stream runs only when the currencies' come short of a page.
            const beforeTail = plan.descending ? sql`merge_key > 0` : sql`merge_key < 'Infinity'::numeric`;
            // The currencies of the index, one probe each (a loose index scan), so that a listing in
            // a currency of no rate is merged too, at the rate of 1.
            const mergedIds = sql`(WITH RECURSIVE ${codes} (code) AS (
                SELECT min(${code}) FROM ${items}
                UNION ALL
                SELECT (SELECT min(${code}) FROM ${items} WHERE ${code} > ${codeOfStream}) FROM ${codes} WHERE ${codeOfStream} IS NOT NULL
              ), currencies AS MATERIALIZED (
                SELECT currency_stream.* FROM ${codes} CROSS JOIN LATERAL (${stream(streamWhere, streamOrder)}) currency_stream WHERE ${codeOfStream} IS NOT NULL
              )
              SELECT streams.* FROM (
                SELECT * FROM currencies
                UNION ALL
                SELECT tail.* FROM (${stream(tailWhere, tailOrder)}) tail WHERE (SELECT count(*) FROM currencies WHERE ${beforeTail}) < ${limit}
              ) streams ORDER BY merge_key ${direction}, id ${direction} LIMIT ${limit}) merged`;
            return tx
              .select({ row: columns, sentinel: sql<boolean>`merged.sentinel` })
              .from(items)
              .innerJoin(mergedIds, sql`merged.id = ${items.id}`)
              .orderBy(sql`merged.merge_key ${direction}`, sql`merged.id ${direction}`);
          })
          .execute(bindings.values);
      // Soonest first: the listings under way (the period index), then those to come (the start
      // index from now on), those that have ended (the start index backwards from now) and those
      // without a date, each a walk of its own like `merged`'s, in the order of the keys: a group
      // is read only while those before it come short of a page, and a cursor starts each walk
      // where it left off. The page's rows are then read and ordered by the keys.
      const upcoming = () =>
        shapes
          .query(tx, `upcoming ${shape}`, (tx) => {
            const { keys, keyset, columns } = textParts();
            const listed = sql`${items.published} AND ${items.searchable}`;
            const time = sql`${at}::timestamptz`;
            const start = items.dateStart;
            const ascendingKey = SORT_KEYS.date_start_ascending[0].expression;
            const descendingKey = SORT_KEYS.date_start[0].expression;
            // The cursor's group, start (mirrored back for an ended listing) and id.
            const cursor = boundary && {
              group: sql`${boundary[0]}::int`,
              start: sql`${boundary[1]}::timestamptz`,
              id: sql`${boundary[keys.length]}::int`,
            };
            // Where a group's walk starts: after the cursor when it is in that group, else at its beginning.
            const within = (index: number, bound: SQL, otherwise: SQL) =>
              cursor
                ? sql`CASE WHEN ${cursor.group} = ${sql.raw(String(index))} THEN ${bound} ELSE ${otherwise} END`
                : otherwise;
            const filtersAnd = (...conditions: SQL[]) => and(...where, keyset, ...conditions);
            /** A bounded walk along `order`, its listings filtered, and its sentinel when it stops short. */
            const walkOf = (walkWhere: SQL | undefined, order: SQL, keep: SQL | undefined) =>
              sql`(SELECT ${items.id}, false AS sentinel FROM (SELECT * FROM ${items} WHERE ${walkWhere} ORDER BY ${order} LIMIT ${walkBudget}) ${items} WHERE ${keep} LIMIT ${limit})
                UNION ALL (SELECT ${items.id}, true FROM ${items} WHERE ${walkWhere} ORDER BY ${order} OFFSET ${walkBudget - 1} LIMIT 1)
                LIMIT ${limit}`;
            // All the listings under way, from the period index alone (`OFFSET 0` keeps the
            // planner from joining a place's index to it): few at any time, then filtered.
            const underWay = sql`SELECT ${items.id}, false AS sentinel FROM (SELECT * FROM ${items} WHERE ${and(
              sql`${listed}`,
              sql`${start} IS NOT NULL`,
              sql`tstzrange(${start}, greatest(coalesce(${items.dateEnd}, ${start}), ${start}), '[]') @> ${time}`,
              sql`${start} < ${time}`,
              sql`coalesce(${items.dateEnd}, ${start}) >= ${time}`,
            )} OFFSET 0) ${items} WHERE ${filtersAnd()} ORDER BY ${start}, ${items.id} LIMIT ${limit}`;
            const toCome = walkOf(
              and(
                sql`${listed}`,
                sql`${ascendingKey} >= ${time}`,
                cursor &&
                  sql`(${ascendingKey}, ${items.id}) > (${within(0, cursor.start, sql`'-infinity'::timestamptz`)}, ${within(0, cursor.id, sql`0`)})`,
              ),
              sql`${ascendingKey}, ${items.id}`,
              filtersAnd(sql`${start} IS NOT NULL`),
            );
            const ended = walkOf(
              and(
                sql`${listed}`,
                sql`${descendingKey} < ${time}`,
                cursor &&
                  sql`(${descendingKey}, ${items.id}) < (${within(1, sql`${EPOCH} - (${cursor.start} - ${EPOCH})`, sql`'infinity'::timestamptz`)}, ${within(1, cursor.id, sql`0`)})`,
              ),
              sql`${descendingKey} DESC, ${items.id} DESC`,
              filtersAnd(sql`${start} IS NOT NULL`, sql`coalesce(${items.dateEnd}, ${start}) < ${time}`),
            );
            const undated = walkOf(
              and(
                sql`${listed}`,
                sql`${ascendingKey} = 'infinity'::timestamptz`,
                cursor && sql`${items.id} > ${within(2, cursor.id, sql`0`)}`,
              ),
              sql`${ascendingKey}, ${items.id}`,
              filtersAnd(sql`${start} IS NULL`),
            );
            // A group past the cursor's is read from its beginning, one before it not at all.
            const from = (index: number) =>
              cursor ? sql` AND ${cursor.group} <= ${sql.raw(String(index))}` : sql``;
            const pageIds = sql`(WITH under_way AS MATERIALIZED (${underWay}),
                to_come AS MATERIALIZED (SELECT * FROM (${toCome}) walk WHERE (SELECT count(*) FROM under_way) < ${limit}${from(0)}),
                ended AS MATERIALIZED (SELECT * FROM (${ended}) walk WHERE (SELECT count(*) FROM under_way) + (SELECT count(*) FROM to_come) < ${limit}${from(1)}),
                undated AS MATERIALIZED (SELECT * FROM (${undated}) walk WHERE (SELECT count(*) FROM under_way) + (SELECT count(*) FROM to_come) + (SELECT count(*) FROM ended) < ${limit})
              SELECT * FROM under_way UNION ALL SELECT * FROM to_come UNION ALL SELECT * FROM ended UNION ALL SELECT * FROM undated) page`;
            return tx
              .select({ row: columns, sentinel: sql<boolean>`page.sentinel` })
              .from(items)
              .innerJoin(pageIds, sql`page.id = ${items.id}`)
              .orderBy(...keys.map((key) => key.expression), items.id)
              .limit(limit);
          })
          .execute(bindings.values);
      /**
       * The rows of concatenated or merged walks; undefined when one of them stopped short (its
       * sentinel among the rows): the page would end before it, short, so the filters lead.
       */
      const unlessCut = async <Row>(streamed: Promise<{ row: Row; sentinel: boolean }[]>) => {
        const rows = await streamed;
        // Each listing is a row of its own beside its sentinel flag, so none is copied to drop it.
        return rows.some(({ sentinel }) => sentinel) ? undefined : rows.map(({ row }) => row);
      };
      let pageRows: Awaited<ReturnType<typeof filtersFirst>>;
      if (plan.upcomingFirst) {
        pageRows = (await unlessCut(upcoming())) ?? (await filtersFirst());
      } else if (mergesByCurrency(plan)) {
        pageRows = (await unlessCut(merged())) ?? (await filtersFirst());
      } else if (convertsPrices(plan)) {
        // Rates too small to merge by: the filters lead, and their matches are sorted.
        pageRows = await filtersFirst();
      } else {
        pageRows = await walk();
        if (pageRows.length < limit) pageRows = await filtersFirst();
      }
      const known = (row: (typeof pageRows)[number]) =>
        current.slugs.section.has(row.sectionId) &&
        (row.galleryId === null || current.slugs.gallery.has(row.galleryId)) &&
        (row.captionId === null || current.slugs.caption.has(row.captionId));
      // A place added since the tree was loaded.
      if (!pageRows.every(known)) current = await treeOf(tx, { fresh: true });
      // The rows are this request's own: the slugs are set on them rather than on copies.
      const rows = pageRows;
      for (const row of rows) {
        row.nicheSlug = slugOf(current.slugs.niche, row.nicheId);
        row.sectionSlug = slugOf(current.slugs.section, row.sectionId);
        row.gallerySlug = row.galleryId === null ? null : slugOf(current.slugs.gallery, row.galleryId);
        row.captionSlug = row.captionId === null ? null : slugOf(current.slugs.caption, row.captionId);
      }
      // A first page with room to spare holds every match: its length is the exact total.
      const total =
        after === undefined && rows.length < limit ? rows.length : await totalOf(place, filter, filtered, tx);
      return { rows, total };
    },
  };
}
