import * as z from 'zod/mini';
import { calendarDateSchema, isCalendarDate } from '../schemas/calendarDate';
import { DATABASE_INT_MAX } from '../schemas/databaseInt';
import { pageSchema } from '../schemas/page';
import { TEXT_LIMITS } from '../schemas/textLimits';
import type { TransactionSummary } from '../schemas/user';
import { ITEM_TYPES } from '../search/galleryParams';
import { LISTING_MESSAGES as m } from './messages';
import { isVideoUrl } from './video';

// The wire shapes of issue 16's listing calls (seed 000 §3, §7; seed 001 §3), as the server answers
// them and the clients send them. The server validates with these same schemas (through
// @trove/core/listing); the listing client parses its answers with them.

export type { TransactionSummary };

// Built here rather than imported: the modules that hold the user's and the gallery's schemas build
// them all at load, which would put the account forms and the gallery's shapes in this entry.
const itemTypeSchema = z.enum(ITEM_TYPES);

/**
 * `GET /api/transactions/summary/` (seed 001 §3): the member's listing allowance;
 * `max_listings_per_month` null means unlimited. The user's `transaction_summary` in the same shape.
 */
export const transactionSummarySchema: z.ZodMiniType<TransactionSummary> = z.object({
  max_listings_per_month: z.nullable(z.int()),
  total_transaction_count: z.int(),
});

/** Spec §9: images per item (help text: four images or fewer). */
export const ITEM_IMAGE_LIMIT = 4;
/** Spec §9: the dashboard's listing page size. */
export const LISTINGS_PAGE_SIZE = 50;
/** Spec §9: the dashboard's pagination shows at most 6 pages. */
export const LISTINGS_PAGINATION_PAGES = 6;
/** Spec §9: an upload policy allows up to 524,288,000 bytes. */
export const UPLOAD_MAX_BYTES = 524_288_000;
/** Spec §9: an uploaded file is cached for 315,360,000 seconds (10 years). */
export const UPLOAD_CACHE_MAX_AGE = 315_360_000;
/** Spec §7 Upload: uploads are public-read. */
export const UPLOAD_ACL = 'public-read';
/** Spec §5 Boost form: 0 to 100. */
export const BOOST_MIN = 0;
export const BOOST_MAX = 100;
/** Spec §5: price and realisation price minimum. */
export const MIN_PRICE = '0.01';
/** Spec §5: a realisation price has at most 30 characters. */
export const REALISATION_PRICE_MAX_LENGTH = 30;

/** Spec §3 Listing statuses. */
export const LISTING_STATUSES = ['pending', 'active', 'scheduled', 'expired', 'archived'] as const;
export const listingStatusSchema = z.enum(LISTING_STATUSES);
export type ListingStatus = z.infer<typeof listingStatusSchema>;

/** Spec §3: the fields a caption option's hide list may name. */
export const HIDEABLE_FIELDS = [
  'external_url',
  'video_url',
  'price',
  'currency',
  'realisation_price',
  'realisation_currency',
  'realisation_date',
  'category',
] as const;
export type HideableField = (typeof HIDEABLE_FIELDS)[number];

/** Seed 001 §3 Image or media: media types. */
export const MEDIA_TYPES = ['image', 'youtube', 'vimeo', 'video'] as const;
export const mediaTypeSchema = z.enum(MEDIA_TYPES);
export type MediaType = z.infer<typeof mediaTypeSchema>;

/** Spec §3: `item_layout` and `price_option` are `standard` (the only values shown). */
export const ITEM_LAYOUTS = ['standard'] as const;
export const PRICE_OPTIONS = ['standard'] as const;

const id = z
  .int()
  .check(
    z.gte(1),
    z.lte(DATABASE_INT_MAX, `Ensure this value is less than or equal to ${DATABASE_INT_MAX}.`),
  );
const text = (max: number = TEXT_LIMITS.text) =>
  z.string().check(z.maxLength(max, `This is limited to ${max.toLocaleString('en-US')} characters`));
const optionalText = (max?: number) => z.optional(z.nullable(text(max)));
const slug = z.string(m.required).check(z.minLength(1, m.required), z.maxLength(64), z.regex(/^[a-z0-9-]+$/));
const httpUrl = z
  .string()
  .check(
    z.maxLength(TEXT_LIMITS.website, m.urlTooLong),
    z.regex(/^https?:\/\/[^\s/?#]+\.[^\s]*$/i, m.invalidUrl),
  );
/** A price as the API writes money: up to 10 whole digits and 2 decimals, at least 0.01. */
const priceChecks = [
  z.regex(/^\d{1,10}(?:\.\d{1,2})?$/, m.priceInvalid),
  z.refine<string>((value) => Number(value) >= 0.01, m.priceMinimum),
] as const;
const price = z.string(m.priceInvalid).check(...priceChecks);
const currency = z.string().check(z.regex(/^[A-Z]{3}$/, 'Enter a 3-letter currency code.'));
/** `YYYY-MM-DDThh:mm[:ss[.fff]]` with `Z` or an offset (zod's `z.iso.datetime` would add its own regexes to the entry). */
const ISO_DATE_TIME =
  /^\d{4}-\d{2}-\d{2}T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;
const year = z.int().check(z.gte(-9999), z.lte(9999));

/**
 * A media entry of a listing (§3 Image upload record; seed 001 §3 Image or media). An image's
 * `url` is its storage URL; a video's (`youtube`, `vimeo`) is the video's id.
 */
export const externalImageSchema = z.object({
  url: text(TEXT_LIMITS.website),
  caption: optionalText(),
  dealer_viewable: z.optional(z.boolean()),
  public_viewable: z.optional(z.boolean()),
  media_type: mediaTypeSchema,
  primary: z.optional(z.boolean()),
  aspect_ratio: z.optional(z.nullable(z.number().check(z.positive()))),
  /** Set with add_photo_for_sale only. */
  is_for_sale: z.optional(z.boolean()),
});
export type ExternalImage = z.infer<typeof externalImageSchema>;

/** The card payment of a save or re-list: the card form's nonce (card data never reaches the server). */
export const listingPaymentSchema = z.object({ nonce: text() });
export type ListingPayment = z.infer<typeof listingPaymentSchema>;

/**
 * `POST /api/items/` and `PUT /api/items/{id}/` (§3 Item form). The place is four slugs of the
 * writable niche tree. The form's rules that need its context (hide list, permissions, title or
 * category) are {@link itemFormErrors}'s, which the server runs on this body too.
 */
export const itemInputSchema = z.object({
  niche: slug,
  section: slug,
  gallery: slug,
  caption: slug,
  item_layout: z.optional(z.enum(ITEM_LAYOUTS)),
  price_option: z.optional(z.enum(PRICE_OPTIONS)),
  forsale: z.optional(z.boolean()),
  name: z.optional(text()),
  category: z.optional(z.nullable(z.object({ name: text() }))),
  country_name: optionalText(),
  tags: z.optional(z.array(text()).check(z.maxLength(50))),
  manufacture_date_from: z.optional(z.nullable(year)),
  manufacture_date_to: z.optional(z.nullable(year)),
  description: z.optional(text(TEXT_LIMITS.freeText)),
  external_url: z.optional(z.nullable(httpUrl)),
  price: z.optional(z.nullable(price)),
  currency: z.optional(z.nullable(currency)),
  sku: optionalText(),
  num_in_stock: z.optional(
    z.nullable(
      z.int(m.stockInvalid).check(z.gte(0, m.stockInvalid), z.lte(DATABASE_INT_MAX, m.stockInvalid)),
    ),
  ),
  realisation_price: z.optional(
    z.nullable(
      z
        .string(m.priceInvalid)
        .check(z.maxLength(REALISATION_PRICE_MAX_LENGTH, m.realisationPriceTooLong), ...priceChecks),
    ),
  ),
  realisation_currency: z.optional(z.nullable(currency)),
  realisation_date: z.optional(z.nullable(calendarDateSchema(m.dateInvalid))),
  /** ISO 8601 date and time; needs can_schedule_item_listing. */
  publish_after: z.optional(
    z.nullable(
      z.string(m.dateInvalid).check(
        z.regex(ISO_DATE_TIME, m.dateInvalid),
        z.refine<string>((value) => isCalendarDate(value.slice(0, 10)), m.dateInvalid),
      ),
    ),
  ),
  video_url: z.optional(
    z.nullable(
      z
        .string()
        .check(z.maxLength(TEXT_LIMITS.website, m.urlTooLong), z.refine(isVideoUrl, m.invalidVideoUrl)),
    ),
  ),
  external_images: z.array(externalImageSchema).check(z.maxLength(ITEM_IMAGE_LIMIT + 1)),
  products: z.optional(z.array(z.object({ url: text(TEXT_LIMITS.website) })).check(z.maxLength(20))),
  payment: z.optional(z.nullable(listingPaymentSchema)),
  searchable: z.optional(z.boolean()),
  listed: z.optional(z.boolean()),
  /** bulk_add_item: list for this organisation. */
  organisation: z.optional(z.nullable(id)),
});
export type ItemInput = z.infer<typeof itemInputSchema>;

/** `GET /api/items/{id}/` and the answer of a save: the listing as its form edits it. */
export const itemSchema = z.object({
  id: z.int(),
  item_type: itemTypeSchema,
  niche: z.string(),
  section: z.string(),
  gallery: z.string(),
  caption: z.string(),
  item_layout: z.enum(ITEM_LAYOUTS),
  price_option: z.enum(PRICE_OPTIONS),
  forsale: z.boolean(),
  name: z.string(),
  category: z.nullable(z.object({ name: z.string() })),
  country_name: z.nullable(z.string()),
  tags: z.array(z.string()),
  manufacture_date_from: z.nullable(z.int()),
  manufacture_date_to: z.nullable(z.int()),
  description: z.string(),
  external_url: z.nullable(z.string()),
  price: z.nullable(z.string()),
  currency: z.nullable(z.string()),
  sku: z.nullable(z.string()),
  num_in_stock: z.nullable(z.int()),
  realisation_price: z.nullable(z.string()),
  realisation_currency: z.nullable(z.string()),
  realisation_date: z.nullable(z.string()),
  publish_after: z.nullable(z.string()),
  video_url: z.nullable(z.string()),
  external_images: z.array(externalImageSchema),
  products: z.array(z.object({ url: z.string() })),
  status: listingStatusSchema,
  searchable: z.boolean(),
  listed: z.boolean(),
  organisation: z.nullable(z.int()),
  boost: z.int(),
  /** The owner's user id. */
  user: z.nullable(z.int()),
  /** The gallery route of the listing. */
  absolute_url: z.string(),
  created_date: z.string(),
  /** When the listing period ends (expired after it); null when it does not. */
  expires: z.nullable(z.string()),
});
export type Item = z.infer<typeof itemSchema>;

/** A save's outcome: 200 Item added (or updated), 202 Item submitted for moderation. */
export type ItemSaved = { held: boolean; item: Item };

/** `POST /api/items/{id}/archive/`: archive (true) or publish (false); §4 archive toggle. */
export const archiveInputSchema = z.object({ archive: z.boolean() });
export type ArchiveInput = z.infer<typeof archiveInputSchema>;

/** What an archive, publish or re-list changed. */
export const listingStateSchema = z.object({
  id: z.int(),
  status: listingStatusSchema,
  searchable: z.boolean(),
});
export type ListingState = z.infer<typeof listingStateSchema>;

/** `POST /api/items/{id}/relist/`: the payment when the fee is not covered by free listings. */
export const relistInputSchema = z.object({ payment: z.optional(z.nullable(listingPaymentSchema)) });
export type RelistInput = z.infer<typeof relistInputSchema>;

/** `POST /api/items/{id}/promote/` (§5 Boost form: number, required, 0 to 100, step 1). */
export const promoteInputSchema = z.object({
  boost: z.int(m.boostRange).check(z.gte(BOOST_MIN, m.boostRange), z.lte(BOOST_MAX, m.boostRange)),
});
export type PromoteInput = z.infer<typeof promoteInputSchema>;
export const promoteResultSchema = z.object({ id: z.int(), boost: z.int() });
export type PromoteResult = z.infer<typeof promoteResultSchema>;

/** `POST /api/items/{id}/share/` (admins): to one configured site. */
export const shareInputSchema = z.object({ site: id });
export type ShareInput = z.infer<typeof shareInputSchema>;
/** The share: the site's name and the listing's id there ('Shared to {site} <{id}>'). */
export const shareResultSchema = z.object({ site: z.string(), id: z.string() });
export type ShareResult = z.infer<typeof shareResultSchema>;

/** The dashboard table's sort keys (not shown in the spec: the table's columns, either way). */
export const LISTING_SORTS = [
  'name',
  '-name',
  'date_listed',
  '-date_listed',
  'likes_count',
  '-likes_count',
  'views_count',
  '-views_count',
  'status',
  '-status',
] as const;
export const listingSortSchema = z.enum(LISTING_SORTS);
export type ListingSort = z.infer<typeof listingSortSchema>;
/** Newest first when no sort is given. */
export const DEFAULT_LISTING_SORT: ListingSort = '-date_listed';

/** `GET /api/listings/{items|events}/`: the member's (or with `user_org`, the organisation's) listings. */
export const listingQuerySchema = z.object({
  user_org: z.optional(z.enum(['true', 'false'])),
  page: z.optional(z.string()),
  q: z.optional(text()),
  sort: z.optional(listingSortSchema),
});
export type ListingQuery = z.infer<typeof listingQuerySchema>;

/** A dashboard row (§3 Listing row fields). */
export const listingRowSchema = z.object({
  id: z.int(),
  item_type: itemTypeSchema,
  name: z.string(),
  status: listingStatusSchema,
  likes_count: z.int(),
  views_count: z.int(),
  date_listed: z.string(),
  highlight: z.boolean(),
  searchable: z.boolean(),
  listed: z.boolean(),
  /** The gallery route of the listing. */
  absolute_url: z.string(),
  /** Its primary image, or null. */
  image: z.nullable(z.string()),
  boost: z.int(),
});
export type ListingRow = z.infer<typeof listingRowSchema>;
export const listingPageSchema = pageSchema(listingRowSchema);
export type ListingPage = z.infer<typeof listingPageSchema>;

/** An event's row adds its start, its city and its creation date (§3). */
export const eventListingRowSchema = z.extend(listingRowSchema, {
  date_start: z.nullable(z.string()),
  where: z.object({ city: z.nullable(z.string()) }),
  created_date: z.string(),
});
export type EventListingRow = z.infer<typeof eventListingRowSchema>;
export const eventListingPageSchema = pageSchema(eventListingRowSchema);

/** `GET /api/analytics/dashboard/`: the stats strip. */
export const dashboardStatsSchema = z.object({
  item_count: z.int(),
  view_count: z.int(),
  likes_received: z.int(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** `GET /api/payments/price/`: the place to price, as slugs. */
export const listingPriceQuerySchema = z.object({
  niche: slug,
  section: slug,
  gallery: slug,
  caption: slug,
});
export type ListingPriceQuery = z.infer<typeof listingPriceQuerySchema>;

/** §3 Listing price result: `amount` as a decimal string; 0 while free listings remain. */
export const listingPriceSchema = z.object({
  amount: z.string(),
  name: z.string(),
  num_free_per_billing_cycle: z.int(),
  free_transaction_count: z.int(),
  category_name: z.nullable(z.string()),
});
export type ListingPrice = z.infer<typeof listingPriceSchema>;

/** `GET /api/niches/writable/?item_type=ITEM`. */
export const writableNichesQuerySchema = z.object({ item_type: itemTypeSchema });

function orderedMap<T extends z.ZodMiniType>(node: T) {
  return z.catchall(z.object({ _order: z.array(z.string()) }), node);
}
const namedNode = { name: z.string(), slug: z.string() };

/** A caption of the writable tree: its hide list names the item form's fields it hides (§3). */
export const writableCaptionSchema = z.object({
  ...namedNode,
  hide: z.optional(z.array(z.enum(HIDEABLE_FIELDS))),
});
export type WritableCaption = z.infer<typeof writableCaptionSchema>;
export const writableGallerySchema = z.object({ ...namedNode, captions: orderedMap(writableCaptionSchema) });
export type WritableGallery = z.infer<typeof writableGallerySchema>;
export const writableSectionSchema = z.object({
  ...namedNode,
  item_type: itemTypeSchema,
  display_type: z.nullable(z.string()),
  galleries: orderedMap(writableGallerySchema),
});
export type WritableSection = z.infer<typeof writableSectionSchema>;
export const writableNicheSchema = z.object({
  ...namedNode,
  item_type: itemTypeSchema,
  sections: orderedMap(writableSectionSchema),
});
export type WritableNiche = z.infer<typeof writableNicheSchema>;
/** The niche tree the member may list into (§7 Niches writable), ordered maps as the readable one. */
export const writableNicheTreeSchema = orderedMap(writableNicheSchema);
export type WritableNicheTree = z.infer<typeof writableNicheTreeSchema>;

/** `POST /api/uploads/policy/`: what the browser means to upload. */
export const uploadPolicyInputSchema = z.object({
  filename: z.string().check(z.minLength(1), z.maxLength(TEXT_LIMITS.text)),
  content_type: z.string().check(z.regex(/^image\/[a-z0-9.+-]+$/i, m.notAnImage)),
  size: z.int().check(z.gte(1), z.lte(UPLOAD_MAX_BYTES, m.fileTooLarge)),
});
export type UploadPolicyInput = z.infer<typeof uploadPolicyInputSchema>;

/**
 * A signed POST policy (§7 Upload): post every one of `fields` (key, access id, acl, policy,
 * signature, Content-Type, Cache-Control, Expires, filename; names as the storage wants them),
 * then the file, to `url`, with no auth header. The uploaded file is at `url` plus the encoded key.
 */
export const uploadPolicySchema = z.object({
  url: z.string(),
  key: z.string(),
  fields: z.record(z.string(), z.string()),
});
export type UploadPolicy = z.infer<typeof uploadPolicySchema>;

/** A video service's oEmbed lookup (§7 Video lookup): `responsive=true` and the video's page. */
export const videoLookupQuerySchema = z.object({
  url: z.string().check(z.maxLength(TEXT_LIMITS.website), z.refine(isVideoUrl, m.invalidVideoUrl)),
  responsive: z.optional(z.literal('true')),
});
export type VideoLookupQuery = z.infer<typeof videoLookupQuerySchema>;

/** What the form reads of an oEmbed answer; services add more. */
export const videoDetailsSchema = z.looseObject({
  type: z.optional(z.string()),
  title: z.optional(z.string()),
  thumbnail_url: z.optional(z.string()),
  html: z.optional(z.string()),
  width: z.optional(z.nullable(z.number())),
  height: z.optional(z.nullable(z.number())),
  video_id: z.optional(z.union([z.string(), z.number()])),
});
export type VideoDetails = z.infer<typeof videoDetailsSchema>;
