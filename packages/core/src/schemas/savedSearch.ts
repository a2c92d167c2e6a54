import * as z from 'zod/mini';
import { pageSchema } from './page';

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
