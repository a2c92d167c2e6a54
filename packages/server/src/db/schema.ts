import type { IncrementBand } from '@trove/core/auction';
import { relations, type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { type SortColumns, type SortKeySet, sortKeySets } from './itemSortKeys';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** The site's settings, one row per top-level key of core's `SiteSettings`. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Members. `password` is an argon2id hash, null for an unclaimed (imported) or social-only member. */
export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    password: text('password'),
    displayName: text('display_name').notNull().default(''),
    title: text('title'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    birthYear: integer('birth_year'),
    phone: text('phone'),
    gender: text('gender'),
    photo: text('photo'),
    collects: text('collects'),
    receiveEmails: boolean('receive_emails').notNull().default(false),
    postalAddressLine1: text('postal_address_line1'),
    postalAddressLine2: text('postal_address_line2'),
    postalAddressCity: text('postal_address_city'),
    postalAddressCountry: text('postal_address_country'),
    physicalAddressLine1: text('physical_address_line1'),
    physicalAddressLine2: text('physical_address_line2'),
    physicalAddressCity: text('physical_address_city'),
    physicalAddressCountry: text('physical_address_country'),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    emailActivated: boolean('email_activated').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    lastLogin: timestamptz('last_login'),
    dateJoined: timestamptz('date_joined').notNull().defaultNow(),
  },
  (table) => [
    // One account per address whatever its case: Alice@Example.com and alice@example.com are one person.
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
  ],
);

/** A member's children, kept by month of birth (the first of the month). */
export const dependants = pgTable(
  'dependants',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    birthday: date('birthday', { mode: 'string' }).notNull(),
  },
  (table) => [index('dependants_user_id_idx').on(table.userId)],
);

/** Permission groups: I for individual members, B for businesses. `permissions` are core's codenames. */
export const groups = pgTable(
  'groups',
  {
    id: id(),
    name: text('name').notNull().unique(),
    type: text('type').$type<'I' | 'B'>().notNull(),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    /** Listings a member of the group may make per billing cycle (canList); null: unlimited. */
    maxListingsPerMonth: integer('max_listings_per_month'),
  },
  (table) => [check('groups_type_check', sql`${table.type} IN ('I', 'B')`)],
);

export const userGroups = pgTable(
  'user_groups',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.groupId] })],
);

export const organisations = pgTable('organisations', {
  id: id(),
  name: text('name').notNull(),
  groupId: integer('group_id')
    .notNull()
    .references(() => groups.id),
  /** The organisation's own bid increment table, copied onto each of its lots; null: the engine's default. */
  bidIncrements: jsonb('bid_increments').$type<IncrementBand[]>(),
});

export const organisationUsers = pgTable(
  'organisation_users',
  {
    id: id(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isAdmin: boolean('is_admin').notNull().default(false),
    isOwner: boolean('is_owner').notNull().default(false),
  },
  (table) => [
    uniqueIndex('organisation_users_organisation_user_key').on(table.organisationId, table.userId),
    index('organisation_users_user_id_idx').on(table.userId),
  ],
);

/** API tokens, kept only as the SHA-256 of the 256-bit random key the client holds. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created: timestamptz('created').notNull(),
    lastUsed: timestamptz('last_used').notNull(),
  },
  (table) => [
    index('auth_tokens_user_id_idx').on(table.userId),
    // For the job that prunes tokens past their idle or absolute age.
    index('auth_tokens_last_used_idx').on(table.lastUsed),
    index('auth_tokens_created_idx').on(table.created),
  ],
);

/** Invitations to register (into an organisation, when set); the link's token is kept only as its SHA-256. */
export const invites = pgTable('invites', {
  id: id(),
  organisationId: integer('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  isAdmin: boolean('is_admin').notNull().default(false),
  message: text('message').notNull().default(''),
  tokenHash: text('token_hash').notNull(),
  invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
  created: timestamptz('created').notNull(),
  acceptedAt: timestamptz('accepted_at'),
});

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    dateCreated: timestamptz('date_created').notNull(),
    dateAcknowledged: timestamptz('date_acknowledged'),
  },
  (table) => [index('notifications_user_id_date_created_idx').on(table.userId, table.dateCreated.desc())],
);

/** Every message the default mailer "sent": development and tests read links from here. */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    kind: text('kind').notNull(),
    created: timestamptz('created').notNull(),
  },
  (table) => [index('outbox_to_created_idx').on(sql`lower(${table.to})`, table.created.desc())],
);

/**
 * The events of the sliding-window limits (auth/slidingWindowLimit.ts): failed sign-ins and
 * password changes, mail asked for a typed address. One row per event and key, kept for the
 * window of its scope, so every server instance counts alike.
 */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    // 64 bits: a flood of attempts inserts and deletes rows without end.
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** What is limited (`login`, `password_reset`, …): each scope has its own window. */
    scope: text('scope').notNull(),
    /** Who is counted, like `ip:10.0.0.1` or `account:member@example.com|10.0.0.1`. */
    key: text('key').notNull(),
    at: timestamptz('at').notNull(),
  },
  (table) => [
    index('rate_limit_events_scope_key_at_idx').on(table.scope, table.key, table.at),
    index('rate_limit_events_at_idx').on(table.at),
  ],
);

/** External sites an admin can share an item to. */
export const sites = pgTable('sites', {
  id: id(),
  name: text('name').notNull().unique(),
  domain: text('domain').notNull(),
});

/** Kinds of links an organisation can list (website, socials). */
export const linkTypes = pgTable('link_types', {
  id: id(),
  name: text('name').notNull().unique(),
});

/** A postal address of an event or organisation, as the item detail shows it. */
export interface ItemAddressRow {
  description: string | null;
  line1: string | null;
  line2: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
}

/** A PostgreSQL full-text document. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

type ItemType = 'ITEM' | 'EVENT' | 'ORGANISATION';
export type ListingStatus = 'pending' | 'active' | 'scheduled' | 'expired' | 'archived';
const itemTypeCheck = (name: string, column: unknown) =>
  check(name, sql`${column} IN ('ITEM', 'EVENT', 'ORGANISATION')`);

/** The top of the catalogue tree: niche, section, gallery, caption. */
export const niches = pgTable(
  'niches',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    itemType: text('item_type').$type<ItemType>().notNull().default('ITEM'),
    ordering: integer('ordering').notNull().default(0),
  },
  (table) => [itemTypeCheck('niches_item_type_check', table.itemType)],
);

export const sections = pgTable(
  'sections',
  {
    id: id(),
    nicheId: integer('niche_id')
      .notNull()
      .references(() => niches.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    itemType: text('item_type').$type<ItemType>().notNull().default('ITEM'),
    displayType: text('display_type'),
    /** The label of the section's tags field (§7 Tags); null for the default, 'Tags'. */
    tagLabel: text('tag_label'),
    ordering: integer('ordering').notNull().default(0),
  },
  (table) => [
    uniqueIndex('sections_niche_slug_key').on(table.nicheId, table.slug),
    itemTypeCheck('sections_item_type_check', table.itemType),
  ],
);

export const galleries = pgTable(
  'galleries',
  {
    id: id(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    ordering: integer('ordering').notNull().default(0),
  },
  (table) => [uniqueIndex('galleries_section_slug_key').on(table.sectionId, table.slug)],
);

export const captions = pgTable(
  'captions',
  {
    id: id(),
    galleryId: integer('gallery_id')
      .notNull()
      .references(() => galleries.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    ordering: integer('ordering').notNull().default(0),
    /**
     * The item form's fields this caption hides (§3 caption option hide list: core's
     * HIDEABLE_FIELDS, e.g. price or realisation_date); the writable tree says them and a save
     * here is checked without them.
     */
    hide: text('hide').array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [uniqueIndex('captions_gallery_slug_key').on(table.galleryId, table.slug)],
);

/** Main categories (no parent) of a section, and their subcategories. */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id').references(() => sections.id, { onDelete: 'set null' }),
    ordering: integer('ordering').notNull().default(0),
  },
  (table) => [
    index('categories_parent_id_idx').on(table.parentId),
    index('categories_section_id_idx').on(table.sectionId),
    index('categories_name_lower_idx').on(sql`lower(${table.name})`),
  ],
);

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  presentDay: boolean('present_day').notNull().default(true),
});

export const tags = pgTable('tags', {
  id: id(),
  slug: text('slug').notNull().unique(),
  label: text('label').notNull(),
});

/** The best-match sort's indexes by section, and for the Sold and Items of Interest chips. */
function bestSortIndexes(
  table: SortColumns &
    Record<'id' | 'sectionId' | 'published' | 'searchable' | 'sold' | 'showAndTell', AnyPgColumn>,
) {
  const [{ expression: first }, ...others] = sortKeySets(table).best;
  const rest = others.map((key) => key.expression);
  const listed = sql`${table.published} AND ${table.searchable}`;
  return [
    index('items_sort_best_section_idx')
      .on(table.sectionId, first, ...rest, table.id)
      .where(listed),
    index('items_sort_best_sold_idx')
      .on(first, ...rest, table.id)
      .where(sql`${listed} AND ${table.sold}`),
    index('items_sort_best_show_and_tell_idx')
      .on(first, ...rest, table.id)
      .where(sql`${listed} AND ${table.showAndTell}`),
  ];
}

/**
 * The converted price sorts' indexes: each currency's amounts in their order, which is the order
 * of their converted amounts, so the gallery merges the currencies by converted amount (`merged` in
 * listingQuery.ts) where no one index can hold amounts converted at today's rates. Not partial, so
 * that the planner has the statistics of the currency expression (it ignores a partial index's;
 * the migration gathers them): with them it walks one currency's amounts in order and stops at a
 * page, rather than sorting them.
 */
function currencySortIndexes(
  table: Record<'id' | 'price' | 'currency' | 'realisationPrice' | 'realisationCurrency', AnyPgColumn>,
) {
  return [
    index('items_sort_price_by_currency_idx').on(sql`coalesce(${table.currency}, '')`, table.price, table.id),
    index('items_sort_realisation_price_by_currency_idx').on(
      sql`coalesce(${table.realisationCurrency}, '')`,
      table.realisationPrice,
      table.id,
    ),
  ];
}

/** Published listings: items (for sale, sold, of interest), events and organisation directory entries. */
export const items = pgTable(
  'items',
  {
    id: id(),
    itemType: text('item_type').$type<ItemType>().notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    price: numeric('price', { precision: 12, scale: 2 }),
    currency: text('currency'),
    forSale: boolean('for_sale').notNull().default(false),
    sold: boolean('sold').notNull().default(false),
    realisationPrice: numeric('realisation_price', { precision: 12, scale: 2 }),
    realisationCurrency: text('realisation_currency'),
    realisationDate: date('realisation_date', { mode: 'string' }),
    showAndTell: boolean('show_and_tell').notNull().default(false),
    manufactureYearFrom: integer('manufacture_year_from'),
    manufactureYearTo: integer('manufacture_year_to'),
    countryCode: text('country_code').references(() => countries.code, { onDelete: 'set null' }),
    city: text('city'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    organisationId: integer('organisation_id').references(() => organisations.id, { onDelete: 'set null' }),
    nicheId: integer('niche_id')
      .notNull()
      .references(() => niches.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    galleryId: integer('gallery_id').references(() => galleries.id, { onDelete: 'set null' }),
    captionId: integer('caption_id').references(() => captions.id, { onDelete: 'set null' }),
    created: timestamptz('created').notNull(),
    boost: integer('boost').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    lotNumber: integer('lot_number'),
    canOpen: boolean('can_open').notNull().default(true),
    restricted: boolean('restricted').notNull().default(false),
    sku: text('sku'),
    externalUrl: text('external_url'),
    dateStart: timestamptz('date_start'),
    dateEnd: timestamptz('date_end'),
    addresses: jsonb('addresses').$type<ItemAddressRow[]>().notNull().default([]),
    /**
     * Whom to ask and how (free text, a line each): public for events; for organisations only
     * members with `view_organisation_contact_details` are told.
     */
    contactName: text('contact_name'),
    contactDetails: text('contact_details'),
    published: boolean('published').notNull().default(true),
    searchable: boolean('searchable').notNull().default(true),
    /**
     * The listing's status (§3 Listing statuses). The gallery reads `published` and
     * `searchable`, which the items module keeps in step: only an active listing is both.
     */
    status: text('status').$type<ListingStatus>().notNull().default('active'),
    /** A scheduled listing goes active at this time (can_schedule_item_listing). */
    publishAfter: timestamptz('publish_after'),
    /** The end of the listing period: the job moves an active listing past it to expired. */
    expiresAt: timestamptz('expires_at'),
    /** When the listing last went active (created, published or re-listed). */
    dateListed: timestamptz('date_listed'),
    /** Name weighted above description; maintained by PostgreSQL. */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('english', coalesce(${items.name}, '')), 'A') || setweight(to_tsvector('english', coalesce(${items.description}, '')), 'B')`,
      ),
  },
  (table) => [
    itemTypeCheck('items_item_type_check', table.itemType),
    check(
      'items_status_check',
      sql`${table.status} IN ('pending', 'active', 'scheduled', 'expired', 'archived')`,
    ),
    // The status job's claims: scheduled listings by start, active ones by the end of their period.
    index('items_scheduled_publish_after_idx')
      .on(table.publishAfter)
      .where(sql`${table.status} = 'scheduled'`),
    index('items_active_expires_at_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'active' AND ${table.expiresAt} IS NOT NULL`),
    index('items_search_idx').using('gin', table.search),
    index('items_section_id_idx').on(table.sectionId),
    index('items_gallery_id_idx').on(table.galleryId),
    index('items_caption_id_idx').on(table.captionId),
    index('items_user_id_idx').on(table.userId),
    index('items_organisation_id_idx').on(table.organisationId),
    // One index per sort key (expressions as in itemSortKeys.ts), each ending with the id, so
    // that a keyset page is an index range scan whatever the sort.
    ...Object.entries(sortKeySets(table)).map(([name, keys]) =>
      index(`items_sort_${name as SortKeySet}_idx`)
        .on(keys[0].expression, ...keys.slice(1).map((key) => key.expression), table.id)
        .where(sql`${table.published} AND ${table.searchable}`),
    ),
    // The default sort (best match) puts listings without a price after every priced one: a
    // section of them (the directory), or the Sold and Items of Interest chips, would otherwise
    // start a page a few hundred thousand entries into the index.
    ...bestSortIndexes(table),
    ...currencySortIndexes(table),
    // The listings under way at a time (`@>` the time), which soonest first shows before those
    // to come (the gallery's `upcoming` in listingQuery.ts): few, and found without reading the
    // many that have ended or have yet to start.
    index('items_period_idx')
      .using(
        'gist',
        sql`tstzrange(${table.dateStart}, greatest(coalesce(${table.dateEnd}, ${table.dateStart}), ${table.dateStart}), '[]')`,
      )
      .where(sql`${table.published} AND ${table.searchable} AND ${table.dateStart} IS NOT NULL`),
  ],
);

export const itemTags = pgTable(
  'item_tags',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.tagId] }),
    index('item_tags_tag_id_idx').on(table.tagId),
  ],
);

export const itemCategories = pgTable(
  'item_categories',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.categoryId] }),
    index('item_categories_category_id_idx').on(table.categoryId),
  ],
);

export const itemImages = pgTable(
  'item_images',
  {
    id: id(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    /** The media file's name without extension: `/media/{key}.jpg`, `/thumbnails/{key}-262x262`. */
    key: text('key').notNull(),
    mediaType: text('media_type').notNull().default('image'),
    primary: boolean('primary').notNull().default(false),
    /** The address the member's upload record gave (§3 Image upload record); null for seeded images. */
    url: text('url'),
    caption: text('caption'),
    /** The photo is for sale (add_photo_for_sale). */
    forSale: boolean('for_sale').notNull().default(false),
    ordering: integer('ordering').notNull().default(0),
  },
  (table) => [index('item_images_item_id_idx').on(table.itemId, table.ordering)],
);

/** Gallery headers: `scope` is `niche`, `niche/section` or `niche/section/gallery`. */
export const galleryFeatures = pgTable('gallery_features', {
  scope: text('scope').primaryKey(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
});

/** Saved searches and the watchlist (the search named `watchlist`, whose `items` hold item ids). */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    schedule: text('schedule'),
    isDefault: boolean('is_default').notNull().default(false),
    created: timestamptz('created').notNull(),
  },
  (table) => [
    index('saved_searches_user_id_idx').on(table.userId, table.id),
    // The closing job's watchers: only the watchlists, by the item ids they hold.
    index('saved_searches_watchlist_items_idx')
      .using('gin', sql`(${table.params} -> 'items')`)
      .where(sql`lower(${table.name}) = 'watchlist'`),
  ],
);

/** Email notifications: a saved search mailed on a schedule. */
export const marketingSubscriptions = pgTable(
  'marketing_subscriptions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    searchId: integer('search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    schedule: text('schedule').notNull(),
    created: timestamptz('created').notNull(),
  },
  (table) => [index('marketing_subscriptions_user_id_idx').on(table.userId, table.id)],
);

/** Minor units (cents) as a JavaScript number: exact up to 2^53, far above any price. */
const minor = (name: string) => bigint(name, { mode: 'number' });

/**
 * An item put up for auction. Amounts are minor units (cents) in `currency`. Besides its rules the
 * lot keeps only the engine's `LotState`: the price, the leader and the leader's hidden maximum,
 * the close (moved by soft close) and whether the closing job has settled it.
 */
export const lots = pgTable(
  'lots',
  {
    id: id(),
    itemId: integer('item_id')
      .notNull()
      .unique()
      .references(() => items.id, { onDelete: 'cascade' }),
    /** The organisation running the sale, when the lot is part of one. */
    organisationId: integer('organisation_id').references(() => organisations.id, { onDelete: 'set null' }),
    number: integer('number'),
    currency: text('currency').notNull(),
    estimateMinor: minor('estimate_minor'),
    startMinor: minor('start_minor').notNull(),
    /** Null: no reserve. */
    reserveMinor: minor('reserve_minor'),
    /** Percent, such as 15 for 15%. */
    buyersPremium: numeric('buyers_premium', { precision: 5, scale: 2 }).notNull().default('0'),
    opens: timestamptz('opens').notNull(),
    /** The close, moved by soft close. */
    closes: timestamptz('closes').notNull(),
    /** The close the lot was listed with. */
    originalCloses: timestamptz('original_closes').notNull(),
    /** The soft-close window; the engine's DEFAULT_CLOSING_WINDOW_MS (2 minutes) unless the sale sets one. */
    closingWindowMs: integer('closing_window_ms').notNull().default(120_000),
    /** The latest soft close may move the close to; null: no cap. */
    latestClose: timestamptz('latest_close'),
    /** The increment table; null: the engine's DEFAULT_INCREMENTS. */
    increments: jsonb('increments').$type<IncrementBand[]>(),
    priceMinor: minor('price_minor'),
    leaderId: integer('leader_id').references(() => users.id),
    leaderMaxMinor: minor('leader_max_minor'),
    bidCount: integer('bid_count').notNull().default(0),
    closed: boolean('closed').notNull().default(false),
    closedAt: timestamptz('closed_at'),
    /** The leader at the close when the reserve was met or there was none. */
    winnerId: integer('winner_id').references(() => users.id),
    closingSoonSent: boolean('closing_soon_sent').notNull().default(false),
    created: timestamptz('created').notNull(),
  },
  (table) => [
    // The closing job's claim: open lots by close.
    index('lots_open_closes_idx').on(table.closes).where(sql`NOT ${table.closed}`),
    index('lots_organisation_id_idx').on(table.organisationId),
  ],
);

/** Every row of a lot's bid history, proxy answers included; ids grow in the order bids were taken. */
export const bids = pgTable(
  'bids',
  {
    id: id(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amountMinor: minor('amount_minor').notNull(),
    created: timestamptz('created').notNull(),
  },
  (table) => [
    index('bids_lot_id_id_idx').on(table.lotId, table.id),
    // The member's lots: the lots they bid on.
    index('bids_user_id_lot_id_idx').on(table.userId, table.lotId),
  ],
);

/**
 * Bids placed with an `Idempotency-Key`: a retry with the same key answers from `response`
 * (`{ lot, bid, next_bid }`: the newest history row and the next bid, minor units) instead of bidding again.
 */
export const bidRequests = pgTable(
  'bid_requests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    response: jsonb('response').$type<{ lot: number; bid: number; next_bid: number }>().notNull(),
    created: timestamptz('created').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('bid_requests_created_idx').on(table.created),
  ],
);

/** A lot won at its close, waiting for the winner to pay (the cart presents it). */
export const auctionPurchases = pgTable(
  'auction_purchases',
  {
    id: id(),
    lotId: integer('lot_id')
      .notNull()
      .unique()
      .references(() => lots.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amountMinor: minor('amount_minor').notNull(),
    premiumMinor: minor('premium_minor').notNull(),
    currency: text('currency').notNull(),
    /** `paid` once the checkout that settles it has been charged. */
    status: text('status').$type<'awaiting_payment' | 'paid'>().notNull().default('awaiting_payment'),
    created: timestamptz('created').notNull(),
  },
  (table) => [index('auction_purchases_user_id_idx').on(table.userId, table.created)],
);

/** Money in the shop: a decimal with 2 places, read as a string ("12.50"). */
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/**
 * What a listing for sale offers the cart (oscar's product): one per item. The price and currency
 * are the item's (read at add and re-read at checkout); the stock is the product's own.
 */
export const products = pgTable(
  'products',
  {
    id: id(),
    itemId: integer('item_id')
      .notNull()
      .unique()
      .references(() => items.id, { onDelete: 'cascade' }),
    numInStock: integer('num_in_stock').notNull().default(1),
    /** Sold on another site: add-product answers 202 with this URL. */
    externalUrl: text('external_url'),
    /** False for events and items collected in person. */
    isShippingRequired: boolean('is_shipping_required').notNull().default(true),
    /** The seller ships it for free (spec §9 free-shipping). */
    freeShipping: boolean('free_shipping').notNull().default(false),
    created: timestamptz('created').notNull().defaultNow(),
  },
  (table) => [check('products_num_in_stock_check', sql`${table.numInStock} >= 0`)],
);

export type BasketStatus = 'Open' | 'Frozen' | 'Submitted';

/** A member's basket; one `Open` basket per member at a time. */
export const baskets = pgTable(
  'baskets',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<BasketStatus>().notNull().default('Open'),
    created: timestamptz('created').notNull().defaultNow(),
    dateSubmitted: timestamptz('date_submitted'),
  },
  (table) => [
    check('baskets_status_check', sql`${table.status} IN ('Open', 'Frozen', 'Submitted')`),
    uniqueIndex('baskets_user_id_open_idx').on(table.userId).where(sql`${table.status} = 'Open'`),
    index('baskets_user_id_idx').on(table.userId),
  ],
);

/**
 * A basket's line. The price is a snapshot for display (checkout re-prices from the item), except
 * an auction win's (`lot_id` set, `can_delete` false): hammer price plus buyer's premium.
 */
export const basketLines = pgTable(
  'basket_lines',
  {
    id: id(),
    basketId: integer('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    priceCurrency: text('price_currency').notNull(),
    priceExclTax: money('price_excl_tax').notNull(),
    priceInclTax: money('price_incl_tax').notNull(),
    canDelete: boolean('can_delete').notNull().default(true),
    lotId: integer('lot_id').references(() => lots.id, { onDelete: 'cascade' }),
    created: timestamptz('created').notNull().defaultNow(),
  },
  (table) => [
    check('basket_lines_quantity_check', sql`${table.quantity} >= 1`),
    uniqueIndex('basket_lines_basket_id_product_id_idx').on(table.basketId, table.productId),
    uniqueIndex('basket_lines_basket_id_lot_id_idx').on(table.basketId, table.lotId),
    index('basket_lines_product_id_idx').on(table.productId),
    index('basket_lines_lot_id_idx').on(table.lotId),
  ],
);

/** A member's saved address (spec §3 Address); `country_code` is ISO 3166-1 alpha-2. */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    line1: text('line1').notNull().default(''),
    line2: text('line2').notNull().default(''),
    line3: text('line3').notNull().default(''),
    line4: text('line4').notNull().default(''),
    city: text('city').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    state: text('state').notNull().default(''),
    countryCode: text('country_code').notNull(),
    notes: text('notes').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    isDefaultForBilling: boolean('is_default_for_billing').notNull().default(false),
    isDefaultForShipping: boolean('is_default_for_shipping').notNull().default(false),
    created: timestamptz('created').notNull().defaultNow(),
  },
  (table) => [index('user_addresses_user_id_idx').on(table.userId, table.id)],
);

/** An address copied into an order (as core's order address, `country` the ISO 3166-1 alpha-2 code). */
export interface OrderAddressRow {
  title: string;
  first_name: string;
  last_name: string;
  line1: string;
  line2: string;
  line3: string;
  line4: string;
  city: string;
  postcode: string;
  state: string;
  country: string;
  notes?: string;
  phone_number?: string;
}

export type OrderStatusValue = 'Being Processed' | 'Pending' | 'Cancelled' | 'Processed';
/** The charge: `pending` until the gateway answered (the reconciliation job settles stale ones). */
export type PaymentState = 'pending' | 'paid' | 'failed' | 'cancelled';

/**
 * An order. `number` is String(100000 + id), kept by PostgreSQL; it is the gateway's idempotency
 * key. `idempotency_key` is the checkout request's Idempotency-Key (unique per member).
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    number: text('number')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`(100000 + ${orders.id})::text`),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    basketId: integer('basket_id').references(() => baskets.id, { onDelete: 'set null' }),
    status: text('status').$type<OrderStatusValue>().notNull().default('Pending'),
    paymentState: text('payment_state').$type<PaymentState>().notNull().default('pending'),
    /** The source type's code (`braintree`, `bank-transfer`). */
    sourceCode: text('source_code').notNull(),
    currency: text('currency').notNull(),
    /** The lines' total, before shipping. */
    basketTotalExclTax: money('basket_total_excl_tax').notNull(),
    basketTotalInclTax: money('basket_total_incl_tax').notNull(),
    /** Lines plus shipping. */
    totalExclTax: money('total_excl_tax').notNull(),
    totalInclTax: money('total_incl_tax').notNull(),
    shippingMethod: text('shipping_method').notNull(),
    shippingCode: text('shipping_code').notNull(),
    shippingExclTax: money('shipping_excl_tax').notNull(),
    shippingInclTax: money('shipping_incl_tax').notNull(),
    shippingAddress: jsonb('shipping_address').$type<OrderAddressRow>(),
    billingAddress: jsonb('billing_address').$type<OrderAddressRow>(),
    idempotencyKey: text('idempotency_key'),
    gatewayTransactionId: text('gateway_transaction_id'),
    datePlaced: timestamptz('date_placed').notNull(),
  },
  (table) => [
    uniqueIndex('orders_number_idx').on(table.number),
    uniqueIndex('orders_basket_id_idx').on(table.basketId),
    uniqueIndex('orders_user_id_idempotency_key_idx').on(table.userId, table.idempotencyKey),
    check(
      'orders_status_check',
      sql`${table.status} IN ('Being Processed', 'Pending', 'Cancelled', 'Processed')`,
    ),
    // A member's orders, newest first.
    index('orders_user_id_date_placed_idx').on(table.userId, table.datePlaced.desc(), table.id.desc()),
    // The reconciliation job: charges not yet settled.
    index('orders_pending_idx').on(table.datePlaced).where(sql`${table.paymentState} = 'pending'`),
  ],
);

/** An order's line: what was bought, copied so that it survives the listing. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    itemId: integer('item_id').references(() => items.id, { onDelete: 'set null' }),
    lotId: integer('lot_id').references(() => lots.id, { onDelete: 'set null' }),
    /** The listing's member at the time of the order (the seller's email goes there). */
    sellerId: integer('seller_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    quantity: integer('quantity').notNull(),
    priceCurrency: text('price_currency').notNull(),
    /** One unit. */
    unitPriceExclTax: money('unit_price_excl_tax').notNull(),
    unitPriceInclTax: money('unit_price_incl_tax').notNull(),
    /** quantity x unit. */
    linePriceExclTax: money('line_price_excl_tax').notNull(),
    linePriceInclTax: money('line_price_incl_tax').notNull(),
  },
  (table) => [
    check('order_lines_quantity_check', sql`${table.quantity} >= 1`),
    index('order_lines_order_id_idx').on(table.orderId, table.id),
    index('order_lines_product_id_idx').on(table.productId),
    index('order_lines_item_id_idx').on(table.itemId),
    index('order_lines_seller_id_idx').on(table.sellerId),
  ],
);

/** A member's like of a listing (item, event or organisation entry); `items.like_count` counts them. */
export const likes = pgTable(
  'likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    created: timestamptz('created').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.itemId] }),
    index('likes_item_id_idx').on(table.itemId),
  ],
);

/** A member following an organisation or another member (exactly one of the two). */
export const follows = pgTable(
  'follows',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: integer('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    followedUserId: integer('followed_user_id').references(() => users.id, { onDelete: 'cascade' }),
    created: timestamptz('created').notNull(),
  },
  (table) => [
    check(
      'follows_one_target_check',
      sql`num_nonnulls(${table.organisationId}, ${table.followedUserId}) = 1`,
    ),
    uniqueIndex('follows_user_organisation_key')
      .on(table.userId, table.organisationId)
      .where(sql`${table.organisationId} IS NOT NULL`),
    uniqueIndex('follows_user_followed_user_key')
      .on(table.userId, table.followedUserId)
      .where(sql`${table.followedUserId} IS NOT NULL`),
    index('follows_organisation_id_idx').on(table.organisationId),
    index('follows_followed_user_id_idx').on(table.followedUserId),
  ],
);

/**
 * A comment on a listing. `approved` false: held for moderation (its author's group has
 * `require_approval`) until a moderator's link approves it; `notified` once the moderators were mailed.
 */
export const comments = pgTable(
  'comments',
  {
    id: id(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    approved: boolean('approved').notNull(),
    notified: boolean('notified').notNull().default(true),
    created: timestamptz('created').notNull(),
    approvedAt: timestamptz('approved_at'),
  },
  (table) => [
    index('comments_item_id_idx').on(table.itemId, table.id.desc()).where(sql`${table.approved}`),
    index('comments_unnotified_idx').on(table.id).where(sql`NOT ${table.notified}`),
  ],
);

/** A listing held for moderation (unpublished until approved through the moderators' link). */
export const itemModerations = pgTable(
  'item_moderations',
  {
    id: id(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    notified: boolean('notified').notNull().default(false),
    created: timestamptz('created').notNull(),
    approvedAt: timestamptz('approved_at'),
  },
  (table) => [index('item_moderations_item_id_idx').on(table.itemId)],
);

/** Shares of a listing per network (facebook, twitter, linkedin, pinterest, email). */
export const shareCounts = pgTable(
  'share_counts',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    network: text('network').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.itemId, table.network] })],
);

/** The reasons a listing can be reported for, in sections (shown grouped by consecutive section). */
export const watchdogReasons = pgTable('watchdog_reasons', {
  id: id(),
  text: text('text').notNull(),
  section: text('section').notNull(),
  ordering: integer('ordering').notNull().default(0),
});

/** A member's report of a listing (an item, an event or an organisation entry). */
export const watchdogReports = pgTable(
  'watchdog_reports',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    text: text('text').notNull().default(''),
    reasons: integer('reasons').array().notNull().default(sql`'{}'::int[]`),
    created: timestamptz('created').notNull(),
  },
  (table) => [index('watchdog_reports_created_idx').on(table.created.desc(), table.id.desc())],
);

export const usersRelations = relations(users, ({ many }) => ({
  dependants: many(dependants),
  groups: many(userGroups),
  organisations: many(organisationUsers),
}));

export const dependantsRelations = relations(dependants, ({ one }) => ({
  user: one(users, { fields: [dependants.userId], references: [users.id] }),
}));

export const userGroupsRelations = relations(userGroups, ({ one }) => ({
  user: one(users, { fields: [userGroups.userId], references: [users.id] }),
  group: one(groups, { fields: [userGroups.groupId], references: [groups.id] }),
}));

export const organisationsRelations = relations(organisations, ({ one, many }) => ({
  group: one(groups, { fields: [organisations.groupId], references: [groups.id] }),
  users: many(organisationUsers),
}));

export const organisationUsersRelations = relations(organisationUsers, ({ one }) => ({
  organisation: one(organisations, {
    fields: [organisationUsers.organisationId],
    references: [organisations.id],
  }),
  user: one(users, { fields: [organisationUsers.userId], references: [users.id] }),
}));

export const authTokensRelations = relations(authTokens, ({ one }) => ({
  user: one(users, { fields: [authTokens.userId], references: [users.id] }),
}));

/**
 * The listing fee of a place of the catalogue (§7 Price): the most specific row (caption, then
 * gallery, section, niche) applies. A member's first `num_free_per_billing_cycle` listings of a
 * billing cycle are free; the rest pay `amount`.
 */
export const listingPrices = pgTable(
  'listing_prices',
  {
    id: id(),
    name: text('name').notNull(),
    nicheId: integer('niche_id')
      .notNull()
      .references(() => niches.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id').references(() => sections.id, { onDelete: 'cascade' }),
    galleryId: integer('gallery_id').references(() => galleries.id, { onDelete: 'cascade' }),
    captionId: integer('caption_id').references(() => captions.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    numFreePerBillingCycle: integer('num_free_per_billing_cycle').notNull().default(0),
  },
  (table) => [
    index('listing_prices_place_idx').on(table.nicheId, table.sectionId, table.galleryId, table.captionId),
  ],
);

/**
 * A listing made or re-listed (§7 Stats, Price; seed 001 Transaction summary): free within the
 * billing cycle's allowance, else paid through the gateway (`gateway_transaction_id`).
 */
export const listingTransactions = pgTable(
  'listing_transactions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').references(() => items.id, { onDelete: 'set null' }),
    kind: text('kind').$type<'listing' | 'relist'>().notNull(),
    description: text('description').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    free: boolean('free').notNull(),
    gatewayTransactionId: text('gateway_transaction_id'),
    created: timestamptz('created').notNull(),
  },
  (table) => [
    check('listing_transactions_kind_check', sql`${table.kind} IN ('listing', 'relist')`),
    index('listing_transactions_user_id_created_idx').on(table.userId, table.created),
  ],
);

/** An item an admin shared to one of the configured sites (§7 Sites, share). */
export const itemSiteShares = pgTable(
  'item_site_shares',
  {
    id: id(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    created: timestamptz('created').notNull(),
  },
  (table) => [index('item_site_shares_item_id_idx').on(table.itemId)],
);

export * from './paymentsSchema';
