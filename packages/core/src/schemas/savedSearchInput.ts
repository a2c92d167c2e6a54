import * as z from 'zod/mini';
import { savedSearchMessages as m } from '../search/savedSearch';
import { savedSearchNameField } from '../search/savedSearchForm';
import { calendarDateSchema } from './calendarDate';
import { DATABASE_INT_MAX } from './databaseInt';
import { listLimitMessage, TEXT_LIMITS, textLimitMessage } from './textLimits';

// A saved search as the server checks what a client sends. Apart from savedSearch.ts and exported
// from @trove/core/server: schemas built at load time stay in every bundle that loads their
// module, and the gallery widget has no use for these (about 0.5 kB).

const missing = (input: unknown) => input === undefined || input === null;

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

/**
 * `POST` and `PUT /api/searches/{id}/`: what a client sends, as the server validates it (the
 * server also checks `schedule` against the schedules it offers).
 */
export const savedSearchInputSchema = z.object({
  name: savedSearchNameField,
  params: z.strictObject(savedSearchParamsInputSchema.shape, {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') {
        return `Not a search param: ${issue.keys.map((key) => `"${key.slice(0, 64)}"`).join(', ')}.`;
      }
      return missing(issue.input) ? m.required : 'Expected an object of search params.';
    },
  }),
  schedule: z.nullable(z.string()),
  is_default: z.optional(z.boolean()),
});
