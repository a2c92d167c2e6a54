import { BANNER_SIZES, isPlaceSlug } from '@trove/core/gallery';
import { asc, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/database';
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
  organisationUsers,
  sections,
  tags,
  users,
} from '../db/schema';
import {
  DEMO_COUNTRIES,
  DEMO_SEED,
  DEMO_TAGS,
  demoTree,
  type GeneratedListing,
  generateListings,
} from './generator';
import { DEMO_BANNERS, type DemoBanner, type ImageKind, type ImagePool } from './imagePool';

/** Where the listings of a section go, by the generator's positions. */
interface SectionIds {
  nicheId: number;
  sectionId: number;
  galleryIds: number[];
  captionIds: number[][];
}

export interface CatalogueContext {
  sections: Map<string, SectionIds>;
  tagIds: Map<string, number>;
  categoryIds: Map<string, number>;
  /** Owners of the listings, picked by the listing's `ownerIndex`; empty leaves them ownerless. */
  ownerIds: number[];
  /** The image pool's keys by kind; none of a listing's kind gives it no image. */
  imageKeys: ImagePool;
}

/**
 * Refuses a niche, section, gallery or caption slug that a gallery URL could not open (one that
 * reads as a rawId, core's isPlaceSlug): the place would be read as an item id.
 */
export function assertPlaceSlugs(slugs: readonly string[]): void {
  const refused = slugs.filter((slug) => !isPlaceSlug(slug));
  if (refused.length > 0) {
    throw new Error(`Not a place slug (letters, digits, - and _, never like a rawId): ${refused.join(', ')}`);
  }
}

/** True when the catalogue has no niche yet, so seeding may fill it. */
export async function catalogueIsEmpty(tx: Executor): Promise<boolean> {
  const rows = await tx.select({ id: niches.id }).from(niches).limit(1);
  return rows.length === 0;
}

/** Inserts the demo tree, countries, tags, categories and gallery headers; answers their ids. */
export async function insertCatalogueTree(
  tx: Executor,
  { imageKeys = {} }: { imageKeys?: ImagePool } = {},
): Promise<Omit<CatalogueContext, 'ownerIds' | 'imageKeys'>> {
  await tx
    .insert(countries)
    .values([...DEMO_COUNTRIES])
    .onConflictDoNothing();
  await tx
    .insert(tags)
    .values([...DEMO_TAGS])
    .onConflictDoNothing();
  const sectionIds = new Map<string, SectionIds>();
  const tree = demoTree();
  assertPlaceSlugs(
    tree.flatMap((niche) => [
      niche.slug,
      ...niche.sections.flatMap((section) => [
        section.slug,
        ...section.galleries.flatMap((gallery) => [gallery.slug, ...gallery.captions.map((c) => c.slug)]),
      ]),
    ]),
  );
  for (const [nicheOrder, niche] of tree.entries()) {
    const [nicheRow] = await tx
      .insert(niches)
      .values({ slug: niche.slug, name: niche.name, itemType: niche.itemType, ordering: nicheOrder })
      .returning({ id: niches.id });
    if (!nicheRow) throw new Error('Inserting a niche returned no row');
    for (const [sectionOrder, section] of niche.sections.entries()) {
      const [sectionRow] = await tx
        .insert(sections)
        .values({
          nicheId: nicheRow.id,
          slug: section.slug,
          name: section.name,
          description: section.description,
          itemType: section.itemType,
          displayType: section.displayType,
          ordering: sectionOrder,
        })
        .returning({ id: sections.id });
      if (!sectionRow) throw new Error('Inserting a section returned no row');
      const galleryRows = await tx
        .insert(galleries)
        .values(
          section.galleries.map((gallery, ordering) => ({
            sectionId: sectionRow.id,
            slug: gallery.slug,
            name: gallery.name,
            description: gallery.description,
            ordering,
          })),
        )
        .returning({ id: galleries.id, slug: galleries.slug });
      const galleryIds = section.galleries.map(
        (gallery) => galleryRows.find((row) => row.slug === gallery.slug)?.id ?? 0,
      );
      const captionIds: number[][] = [];
      for (const [index, gallery] of section.galleries.entries()) {
        if (gallery.captions.length === 0) {
          captionIds.push([]);
          continue;
        }
        const rows = await tx
          .insert(captions)
          .values(
            gallery.captions.map((caption, ordering) => ({
              galleryId: galleryIds[index] ?? 0,
              slug: caption.slug,
              name: caption.name,
              description: caption.description,
              ordering,
            })),
          )
          .returning({ id: captions.id, slug: captions.slug });
        captionIds.push(
          gallery.captions.map((caption) => rows.find((row) => row.slug === caption.slug)?.id ?? 0),
        );
      }
      for (const [ordering, category] of section.categories.entries()) {
        const [main] = await tx
          .insert(categories)
          .values({ slug: category.slug, name: category.name, sectionId: sectionRow.id, ordering })
          .onConflictDoNothing()
          .returning({ id: categories.id });
        if (!main) continue;
        await tx
          .insert(categories)
          .values(
            category.subcategories.map((subcategory, subOrdering) => ({
              slug: subcategory.slug,
              name: subcategory.name,
              parentId: main.id,
              sectionId: sectionRow.id,
              ordering: subOrdering,
            })),
          )
          .onConflictDoNothing();
      }
      sectionIds.set(section.slug, {
        nicheId: nicheRow.id,
        sectionId: sectionRow.id,
        galleryIds,
        captionIds,
      });
    }
  }
  // header images are served as thumbnails: banners (4:1 pictures) at a 4:1 banner size, shown
  // whole (the carousel offers the other banner sizes), link images and logos at 116x116; each
  // shows what it links to (image i of a kind is gallery i % 3's subject)
  const key = (kind: ImageKind, index: number) => imageKeys[kind]?.[index] ?? imageKeys[kind]?.[0];
  const icon = (kind: ImageKind, index: number) => {
    const found = key(kind, index);
    return found ? `/thumbnails/${found}-116x116` : null;
  };
  const banners = (name: DemoBanner, url: string | null) => {
    const found = imageKeys.banners?.[name];
    return found
      ? // at 1200x300: the carousel offers the other sizes beside it
        [{ image: `/thumbnails/${found}-${BANNER_SIZES[2]}`, url, alt: DEMO_BANNERS[name].title }]
      : [];
  };
  await tx
    .insert(galleryFeatures)
    .values([
      {
        scope: 'collectables',
        data: {
          banners: banners('coins-of-the-month', '/collectables/coins'),
          link_blocks: [
            {
              layout: 'hz',
              title: 'Popular',
              links: [
                { text: 'Coins', url: '/collectables/coins', image: icon('coin', 0) },
                { text: 'Stamps', url: '/collectables/stamps', image: icon('stamp', 1) },
              ],
            },
          ],
          alternate_logo: null,
          hide_advanced_search: false,
        },
      },
      {
        scope: 'collectables/coins',
        data: {
          banners: banners('coins', null),
          link_blocks: [
            {
              layout: 'lg',
              title: 'Galleries',
              links: [
                { text: 'New Zealand', url: '/collectables/coins/new-zealand', image: icon('coin', 3) },
              ],
            },
          ],
          alternate_logo: icon('logo', 1),
          hide_advanced_search: false,
        },
      },
      {
        scope: 'collectables/events',
        data: {
          banners: [],
          link_blocks: [
            {
              layout: 'sm',
              title: 'Events',
              links: [{ text: 'Fairs', url: '/collectables/events/fairs', image: null }],
            },
          ],
          alternate_logo: null,
          hide_advanced_search: true,
        },
      },
    ])
    .onConflictDoNothing();

  const tagRows = await tx.select({ id: tags.id, slug: tags.slug }).from(tags);
  const categoryRows = await tx.select({ id: categories.id, slug: categories.slug }).from(categories);
  return {
    sections: sectionIds,
    tagIds: new Map(tagRows.map((row) => [row.slug, row.id])),
    categoryIds: new Map(categoryRows.map((row) => [row.slug, row.id])),
  };
}

/** One column of a bulk insert: its name in the table, the SQL type of its values, and the values. */
type ColumnValues = [column: AnyPgColumn, type: string, values: unknown[]];

/**
 * One `INSERT ... SELECT FROM unnest(...)` of many rows: a parameter per column (an array)
 * rather than per value, so a batch of thousands of rows is one small statement to parse and
 * bind, on PostgreSQL and PGlite alike. Values travel as text arrays and are cast per row, so
 * both drivers serialise them the same way.
 */
async function insertColumns(tx: Executor, table: PgTable, columns: ColumnValues[]): Promise<void> {
  const names = sql.join(
    columns.map(([column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const arrays = sql.join(
    columns.map(([, , values]) => sql`${sql.param(values.map(asText))}::text[]`),
    sql`, `,
  );
  const casts = sql.join(
    columns.map(([, type], index) => sql`${sql.identifier(`c${index}`)}::${sql.raw(type)}`),
    sql`, `,
  );
  const aliases = sql.join(
    columns.map((_, index) => sql.identifier(`c${index}`)),
    sql`, `,
  );
  await tx.execute(
    sql`INSERT INTO ${table} (${names}) SELECT ${casts} FROM unnest(${arrays}) AS rows(${aliases})`,
  );
}

const asText = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/**
 * Inserts listings in batches (one statement per table per batch) with ids taken after the
 * current highest, then moves the id sequence past them. Answers how many were inserted.
 * Listings arrive one at a time from an iterable, so a million never sit in memory together.
 */
export async function insertListings(
  tx: Executor,
  listings: Iterable<GeneratedListing>,
  context: CatalogueContext,
  { batchSize = 5000 }: { batchSize?: number } = {},
): Promise<number> {
  const [max] = await tx.select({ id: sql<number>`coalesce(max(${items.id}), 0)::int` }).from(items);
  let nextId = (max?.id ?? 0) + 1;
  let inserted = 0;
  let batch: GeneratedListing[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const firstId = nextId;
    nextId += batch.length;
    await insertItemRows(tx, batch, firstId, context);
    const tagRows = { itemIds: [] as number[], tagIds: [] as number[] };
    const categoryRows = { itemIds: [] as number[], categoryIds: [] as number[] };
    const imageRows = {
      itemIds: [] as number[],
      keys: [] as string[],
      primary: [] as boolean[],
      ordering: [] as number[],
    };
    for (const [index, listing] of batch.entries()) {
      const itemId = firstId + index;
      for (const slug of listing.tagSlugs) {
        const tagId = context.tagIds.get(slug);
        if (tagId === undefined) continue;
        tagRows.itemIds.push(itemId);
        tagRows.tagIds.push(tagId);
      }
      for (const slug of listing.categorySlugs) {
        const categoryId = context.categoryIds.get(slug);
        if (categoryId === undefined) continue;
        categoryRows.itemIds.push(itemId);
        categoryRows.categoryIds.push(categoryId);
      }
      const keys = context.imageKeys[listing.imageKind] ?? [];
      if (keys.length === 0) continue;
      for (const [ordering, position] of listing.images.entries()) {
        imageRows.itemIds.push(itemId);
        imageRows.keys.push(keys[position % keys.length] ?? '');
        imageRows.primary.push(ordering === 0);
        imageRows.ordering.push(ordering);
      }
    }
    if (tagRows.itemIds.length > 0) {
      await insertColumns(tx, itemTags, [
        [itemTags.itemId, 'int', tagRows.itemIds],
        [itemTags.tagId, 'int', tagRows.tagIds],
      ]);
    }
    if (categoryRows.itemIds.length > 0) {
      await insertColumns(tx, itemCategories, [
        [itemCategories.itemId, 'int', categoryRows.itemIds],
        [itemCategories.categoryId, 'int', categoryRows.categoryIds],
      ]);
    }
    if (imageRows.itemIds.length > 0) {
      await insertColumns(tx, itemImages, [
        [itemImages.itemId, 'int', imageRows.itemIds],
        [itemImages.key, 'text', imageRows.keys],
        [itemImages.primary, 'boolean', imageRows.primary],
        [itemImages.ordering, 'int', imageRows.ordering],
      ]);
    }
    inserted += batch.length;
    batch = [];
  };
  for (const listing of listings) {
    batch.push(listing);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  await tx.execute(
    sql`SELECT setval(pg_get_serial_sequence('items', 'id'), ${nextId - 1}::bigint, ${nextId > 1})`,
  );
  return inserted;
}

async function insertItemRows(
  tx: Executor,
  batch: GeneratedListing[],
  firstId: number,
  context: CatalogueContext,
): Promise<void> {
  const rows = batch.map((listing, index) => toRow(listing, firstId + index, context));
  const column = <Key extends keyof ItemRow>(key: Key, type: string): ColumnValues => [
    items[key],
    type,
    rows.map((row) => row[key]),
  ];
  await insertColumns(tx, items, [
    column('id', 'int'),
    column('itemType', 'text'),
    column('name', 'text'),
    column('slug', 'text'),
    column('description', 'text'),
    column('price', 'numeric'),
    column('currency', 'text'),
    column('forSale', 'boolean'),
    column('sold', 'boolean'),
    column('realisationPrice', 'numeric'),
    column('realisationCurrency', 'text'),
    column('realisationDate', 'date'),
    column('showAndTell', 'boolean'),
    column('manufactureYearFrom', 'int'),
    column('manufactureYearTo', 'int'),
    column('countryCode', 'text'),
    column('city', 'text'),
    column('userId', 'int'),
    column('nicheId', 'int'),
    column('sectionId', 'int'),
    column('galleryId', 'int'),
    column('captionId', 'int'),
    column('created', 'timestamptz'),
    column('boost', 'int'),
    column('viewCount', 'int'),
    column('likeCount', 'int'),
    column('lotNumber', 'int'),
    column('canOpen', 'boolean'),
    column('restricted', 'boolean'),
    column('sku', 'text'),
    column('externalUrl', 'text'),
    column('dateStart', 'timestamptz'),
    column('dateEnd', 'timestamptz'),
    column('addresses', 'jsonb'),
    column('contactName', 'text'),
    column('contactDetails', 'text'),
  ]);
}

// Every column the generator sets; the others (publication flags and the listing status) keep
// their defaults, and the organisation is set after, from the demo accounts' organisations
// (linkOrganisations).
type ItemRow = Required<
  Omit<
    typeof items.$inferInsert,
    | 'search'
    | 'published'
    | 'searchable'
    | 'organisationId'
    | 'status'
    | 'publishAfter'
    | 'expiresAt'
    | 'dateListed'
  >
>;

function toRow(listing: GeneratedListing, id: number, context: CatalogueContext): ItemRow {
  const section = context.sections.get(listing.sectionSlug);
  if (!section) throw new Error(`No section ${listing.sectionSlug} in the catalogue`);
  const galleryId = section.galleryIds[listing.galleryIndex] ?? null;
  const captionId =
    listing.captionIndex === null
      ? null
      : (section.captionIds[listing.galleryIndex]?.[listing.captionIndex] ?? null);
  const ownerId =
    context.ownerIds.length === 0
      ? null
      : (context.ownerIds[listing.ownerIndex % context.ownerIds.length] ?? null);
  return {
    id,
    itemType: listing.itemType,
    name: listing.name,
    slug: listing.slug,
    description: listing.description,
    price: listing.price,
    currency: listing.currency,
    forSale: listing.forSale,
    sold: listing.sold,
    realisationPrice: listing.realisationPrice,
    realisationCurrency: listing.realisationCurrency,
    realisationDate: listing.realisationDate,
    showAndTell: listing.showAndTell,
    manufactureYearFrom: listing.manufactureYearFrom,
    manufactureYearTo: listing.manufactureYearTo,
    countryCode: listing.countryCode,
    city: listing.city,
    userId: ownerId,
    nicheId: section.nicheId,
    sectionId: section.sectionId,
    galleryId,
    captionId,
    created: listing.created,
    boost: listing.boost,
    viewCount: listing.viewCount,
    likeCount: listing.likeCount,
    lotNumber: listing.lotNumber,
    canOpen: listing.canOpen,
    restricted: listing.restricted,
    sku: listing.sku,
    externalUrl: listing.externalUrl,
    dateStart: listing.dateStart,
    dateEnd: listing.dateEnd,
    addresses: listing.addresses,
    contactName: listing.contactName,
    contactDetails: listing.contactDetails,
  };
}

export interface SeedCatalogueOptions {
  /** Default DEMO_SEED. */
  seed?: number;
  /** How many listings. */
  size: number;
  /** The image pool's keys by kind (already stored); none gives listings no image. */
  imageKeys?: ImagePool;
  /** The seeding time: the listings' and events' dates are spread around its day. Default: now. */
  now?: Date;
}

/** Fills an empty catalogue with the demo; does nothing when a niche exists. Answers whether it seeded. */
export async function seedCatalogue(
  tx: Executor,
  { seed = DEMO_SEED, size, imageKeys = {}, now = new Date() }: SeedCatalogueOptions,
): Promise<boolean> {
  if (!(await catalogueIsEmpty(tx))) return false;
  const tree = await insertCatalogueTree(tx, { imageKeys });
  const owners = await tx.select({ id: users.id }).from(users).orderBy(asc(users.id));
  await insertListings(tx, generateListings({ seed, size, today: now }), {
    ...tree,
    ownerIds: owners.map((owner) => owner.id),
    imageKeys,
  });
  await linkOrganisations(tx);
  return true;
}

/**
 * Gives the demo's organisations (those of the demo accounts, if any) their listings: each
 * directory entry is listed by one organisation's owner for it, in turn, and every other listing
 * of an owner is listed for the owner's organisation. So an organisation pane's "See our
 * listings" (`?organisation={directory listing}`) finds them.
 */
async function linkOrganisations(tx: Executor): Promise<void> {
  await tx.execute(sql`
    WITH owners AS (
      SELECT organisation_id, user_id,
        (row_number() OVER (ORDER BY organisation_id, user_id)) - 1 AS n, count(*) OVER () AS total
      FROM ${organisationUsers} WHERE is_owner
    )
    UPDATE ${items} SET user_id = owners.user_id, organisation_id = owners.organisation_id
    FROM owners WHERE ${items.itemType} = 'ORGANISATION' AND ${items.id} % owners.total = owners.n`);
  await tx.execute(sql`
    UPDATE ${items} SET organisation_id = ou.organisation_id
    FROM ${organisationUsers} ou
    WHERE ou.user_id = ${items.userId} AND ou.is_owner AND ${items.organisationId} IS NULL`);
}
