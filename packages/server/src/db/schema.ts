import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The site's settings, one row per top-level key of core's `SiteSettings`. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
