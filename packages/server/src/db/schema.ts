import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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
  (table) => [index('auth_tokens_user_id_idx').on(table.userId)],
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

/** Failed sign-ins, counted per email and per address so that every server instance throttles alike. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: id(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    at: timestamptz('at').notNull(),
  },
  (table) => [
    index('login_failures_email_at_idx').on(table.email, table.at),
    index('login_failures_ip_at_idx').on(table.ip, table.at),
    index('login_failures_at_idx').on(table.at),
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
