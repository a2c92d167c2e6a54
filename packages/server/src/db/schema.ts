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
  (table) => [index('saved_searches_user_id_idx').on(table.userId, table.id)],
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
    status: text('status').$type<'awaiting_payment'>().notNull().default('awaiting_payment'),
    created: timestamptz('created').notNull(),
  },
  (table) => [index('auction_purchases_user_id_idx').on(table.userId, table.created)],
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
