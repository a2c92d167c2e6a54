import * as z from 'zod/mini';
import { calendarDateSchema } from './calendarDate';
import { gallerySortSchema } from './gallery';

// The gallery's query as the server checks it. Apart from gallery.ts and exported from
// @trove/core/server: a schema built at load time stays in every bundle that loads its module,
// and clients build this query (galleryApiQuery), they never parse it.

const flagSchema = z.optional(z.string());
const dateSchema = calendarDateSchema('Enter a date as YYYY-MM-DD.');
const priceSchema = z.string().check(z.regex(/^\d+(\.\d+)?$/, 'Enter a number.'));

/**
 * The gallery list's query string (§3 Search params): flags are '1' when on, `category` and
 * `tags` may repeat or be comma-separated, `last_hit` is the opaque cursor of `next_params`.
 */
export const galleryQuerySchema = z.object({
  q: z.optional(z.string()),
  min_date: z.optional(dateSchema),
  max_date: z.optional(dateSchema),
  min_price: z.optional(priceSchema),
  max_price: z.optional(priceSchema),
  country: z.optional(z.string()),
  country_code: z.optional(z.string()),
  city: z.optional(z.string()),
  uid: z.optional(z.string()),
  category: z.optional(z.union([z.string(), z.array(z.string())])),
  organisation: z.optional(z.string()),
  tags: z.optional(z.union([z.string(), z.array(z.string())])),
  display_type: z.optional(z.string()),
  sold: flagSchema,
  for_sale: flagSchema,
  show_and_tell: flagSchema,
  sort: z.optional(gallerySortSchema),
  last_hit: z.optional(z.string()),
  key: z.optional(z.string()),
  schedule: z.optional(z.string()),
  page: z.optional(z.string()),
  size: z.optional(z.string()),
});
export type GalleryQuery = z.infer<typeof galleryQuerySchema>;
