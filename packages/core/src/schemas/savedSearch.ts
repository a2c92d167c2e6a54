import * as z from 'zod/mini';
import { calendarDateSchema } from './calendarDate';
import { DATABASE_INT_MAX } from './databaseInt';
import { pageSchema } from './page';
import { listLimitMessage, TEXT_LIMITS, textLimitMessage } from './textLimits';

/**
 * A saved search's params, as stored (§3 Saved search): the gallery's search params with the type
 * flags as booleans, and `items`, the item ids a watchlist holds. Unknown keys are kept.
 */
export const savedSearchParamsSchema = z.looseObject({
  q: z.optional(z.string()),
  niche: z.optional(z.string()),
  section: z.optional(z.string()),
  gallery: z.optional(z.string()),
  caption: z.optional(z.string()),
  category: z.optional(z.array(z.string())),
  tags: z.optional(z.array(z.string())),
  display_type: z.optional(z.string()),
  sort: z.optional(z.string()),
  min_date: z.optional(z.string()),
  max_date: z.optional(z.string()),
  min_price: z.optional(z.number()),
  max_price: z.optional(z.number()),
  country: z.optional(z.string()),
  country_code: z.optional(z.string()),
  city: z.optional(z.string()),
  uid: z.optional(z.string()),
  organisation: z.optional(z.string()),
  for_sale: z.optional(z.boolean()),
  sold: z.optional(z.boolean()),
  show_and_tell: z.optional(z.boolean()),
  items: z.optional(z.array(z.int())),
});
export type SavedSearchParams = z.infer<typeof savedSearchParamsSchema>;

/** At most this many categories or tags in a saved search, and item ids in the watchlist. */
export const SAVED_SEARCH_LIST_LIMITS = { category: 50, tags: 50, items: 1_000 } as const;

const oneText = z.string().check(z.maxLength(TEXT_LIMITS.text, textLimitMessage(TEXT_LIMITS.text)));
const text = z.optional(oneText);
const texts = (max: number) => z.optional(z.array(oneText).check(z.maxLength(max, listLimitMessage(max))));
const bounded = (min: number) =>
  z
    .int()
    .check(
      z.gte(min),
      z.lte(DATABASE_INT_MAX, `Ensure this value is less than or equal to ${DATABASE_INT_MAX}.`),
    );
const pageNumber = z.string().check(z.regex(/^[1-9]\d{0,8}$/, 'A valid integer is required.'));
const date = z.optional(calendarDateSchema('Enter a date as YYYY-MM-DD.'));
const price = z.optional(z.number().check(z.gte(0.01), z.lte(1_000_000_000)));

/**
 * A saved search's params as a client may send them: only the search params of §3 and the
 * watchlist's `items`, text within 255 characters, lists and numbers within what the database
 * holds. (Stored searches are read with the looser {@link savedSearchParamsSchema}.)
 */
export const savedSearchParamsInputSchema = z.strictObject({
  q: text,
  niche: text,
  section: text,
  gallery: text,
  caption: text,
  category: texts(SAVED_SEARCH_LIST_LIMITS.category),
  tags: texts(SAVED_SEARCH_LIST_LIMITS.tags),
  display_type: text,
  sort: text,
  min_date: date,
  max_date: date,
  min_price: price,
  max_price: price,
  country: text,
  country_code: text,
  city: text,
  uid: text,
  organisation: text,
  for_sale: z.optional(z.boolean()),
  sold: z.optional(z.boolean()),
  show_and_tell: z.optional(z.boolean()),
  schedule: z.optional(z.nullable(oneText)),
  prompt: z.optional(z.boolean()),
  // Numbers, or as the gallery's query string has them.
  page: z.optional(z.union([bounded(1), pageNumber])),
  size: z.optional(z.union([bounded(1), pageNumber])),
  items: z.optional(
    z
      .array(bounded(1))
      .check(z.maxLength(SAVED_SEARCH_LIST_LIMITS.items, listLimitMessage(SAVED_SEARCH_LIST_LIMITS.items))),
  ),
});

/** A member's saved search (§3). `schedule` null is Never; `isNew` is the client's own highlight flag. */
export const savedSearchSchema = z.object({
  id: z.int(),
  name: z.string(),
  params: savedSearchParamsSchema,
  schedule: z.nullable(z.string()),
  is_default: z.boolean(),
  organisation: z.nullable(z.int()),
  uid: z.nullable(z.string()),
});
export type SavedSearch = z.infer<typeof savedSearchSchema> & { isNew?: boolean };

/** What a client sends to save or update a search. */
export interface SavedSearchInput {
  name: string;
  params: SavedSearchParams;
  schedule: string | null;
  is_default?: boolean;
}

/** A notification schedule offered by the server (`/api/marketing-schedules/`); Never is `null`, not listed. */
export const scheduleSchema = z.object({ value: z.string(), label: z.string() });
export type Schedule = z.infer<typeof scheduleSchema>;

/** An email notification: a saved search mailed on a schedule (`/api/marketing/`, 50 a page). */
export const emailNotificationSchema = z.object({
  id: z.int(),
  search: z.int(),
  search_name: z.string(),
  schedule: z.string(),
  created: z.string(),
});
export type EmailNotification = z.infer<typeof emailNotificationSchema>;
export const emailNotificationPageSchema = pageSchema(emailNotificationSchema);
