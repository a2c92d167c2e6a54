import * as z from 'zod/mini';
import { ITEM_TYPES } from '../search/galleryParams';

/** The three kinds of listing. */
export const itemTypeSchema = z.enum(ITEM_TYPES);

/** Email notifications page size (§9). */
export const EMAIL_NOTIFICATIONS_PAGE_SIZE = 50;

/**
 * The sort options of the gallery API, verbatim (§9). Best match, `-price,-realisation_price,-created_date`,
 * is also what no `sort` means.
 */
export const GALLERY_SORTS = [
  '-price,-realisation_price,-created_date',
  'price',
  '-price',
  'realisation_price',
  '-realisation_price',
  'created_date',
  '-created_date',
  '-realisation_date',
  '-read_count',
  '-like_count',
  'lot_number',
  '-lot_number',
  'date_start',
  '-date_start',
] as const;
export const gallerySortSchema = z.enum(GALLERY_SORTS);
export type GallerySort = z.infer<typeof gallerySortSchema>;
export const BEST_MATCH_SORT: GallerySort = '-price,-realisation_price,-created_date';
/** The events section always sorts by this (§2). */
export const EVENTS_SORT: GallerySort = 'date_start';

/** Thumbnail URLs of a tile, one per size. */
export const thumbnailUrlsSchema = z.object({
  image_thumbnail: z.nullable(z.string()),
  image_thumbnail_small: z.nullable(z.string()),
  image_thumbnail_lg: z.nullable(z.string()),
});

/** Gallery item (tile), §3. */
export const galleryItemSchema = z.object({
  id: z.int(),
  url_id: z.string(),
  name: z.string(),
  name_slug: z.string(),
  title: z.string(),
  sub_title: z.nullable(z.string()),
  sub_sub_title: z.nullable(z.string()),
  category: z.nullable(z.string()),
  caption_slug: z.nullable(z.string()),
  section_slug: z.string(),
  gallery_slug: z.nullable(z.string()),
  niche_slug: z.string(),
  url_item_type: z.string(),
  item_type: itemTypeSchema,
  can_open: z.boolean(),
  internal_url: z.string(),
  internal_url_target: z.nullable(z.string()),
  like_count: z.int(),
  view_count: z.int(),
  sku: z.nullable(z.string()),
  price: z.nullable(z.string()),
  currency: z.nullable(z.string()),
  image_thumbnail: z.nullable(z.string()),
  image_thumbnail_small: z.nullable(z.string()),
  image_thumbnail_lg: z.nullable(z.string()),
  image_type: z.nullable(z.string()),
  video_thumbnail_url: z.nullable(z.string()),
  facebook_share_count: z.int(),
  images_for_sale: z.boolean(),
  for_sale_by_auction: z.boolean(),
  lot_number: z.nullable(z.int()),
  allow_comments: z.boolean(),
  has_comments: z.boolean(),
  gallery_logo: z.nullable(z.string()),
  description: z.string(),
  formatted_descriptions: z.object({ description: z.string() }),
  created_date: z.string(),
  user_public_uid: z.nullable(z.string()),
  boost: z.int(),
  absolute_url: z.string(),
  for_sale: z.boolean(),
  sold: z.boolean(),
  show_and_tell: z.boolean(),
  realisation_price: z.nullable(z.string()),
  realisation_currency: z.nullable(z.string()),
  date_start: z.nullable(z.string()),
  date_end: z.nullable(z.string()),
  // Beyond §3, what a tile says of its lot and of its event (issue 14). A lot's fields are null
  // on a listing that is no lot; its amounts are decimals in `auction_currency`, as `price` is.
  /** The lot's start price: the price shown until it has a bid. */
  start_price: z.nullable(z.string()),
  /** The lot's leading bid; null before the first. */
  current_bid: z.nullable(z.string()),
  auction_currency: z.nullable(z.string()),
  /** When the lot opens and closes (the close moves with soft close). */
  auction_opens: z.nullable(z.string()),
  auction_closes: z.nullable(z.string()),
  /** The listing's city: where an event is held. */
  city: z.nullable(z.string()),
});
export type GalleryItem = z.infer<typeof galleryItemSchema>;

/** A category of the gallery's panel, with its subcategories as an ordered map. */
export interface GalleryCategory {
  name: string;
  slug: string;
  subcategories: { _order: string[]; [slug: string]: unknown };
}

const subcategorySchema = z.object({ name: z.string(), slug: z.string() });

/**
 * An ordered map: `_order` lists the keys, each key holds a node. Marked free of side effects, as
 * zod's own schema makers are, so that a bundle using none of the schemas built with it drops them.
 */
/* @__NO_SIDE_EFFECTS__ */
function orderedMapSchema<T extends z.ZodMiniType>(node: T) {
  return z.catchall(z.object({ _order: z.array(z.string()) }), node);
}

export const galleryCategorySchema = z.object({
  name: z.string(),
  slug: z.string(),
  subcategories: orderedMapSchema(subcategorySchema),
});

/** The cursor of the next page: send `last_hit` and `sort` back as query parameters. */
export const nextParamsSchema = z.object({ last_hit: z.string(), sort: gallerySortSchema });
export type NextParams = z.infer<typeof nextParamsSchema>;

/** Gallery response, §3: `next_params` is null on the last page; `count` is the page's size. */
export const galleryResponseSchema = z.object({
  results: z.array(galleryItemSchema),
  total: z.int(),
  count: z.int(),
  next_params: z.nullable(nextParamsSchema),
  description: z.array(z.string()),
  categories: orderedMapSchema(galleryCategorySchema),
  item: z.nullable(
    z.object({
      niche: z.string(),
      section: z.nullable(z.string()),
      gallery: z.nullable(z.string()),
      caption: z.nullable(z.string()),
      name: z.string(),
      item_type: itemTypeSchema,
      display_type: z.nullable(z.string()),
    }),
  ),
});
export type GalleryResponse = z.infer<typeof galleryResponseSchema>;

export const itemAddressSchema = z.object({
  geoaddress: z.nullable(z.string()),
  display: z.string(),
  description: z.nullable(z.string()),
  line1: z.nullable(z.string()),
  line2: z.nullable(z.string()),
  city: z.nullable(z.string()),
  state: z.nullable(z.string()),
  country: z.nullable(z.string()),
});
export type ItemAddress = z.infer<typeof itemAddressSchema>;

/** Item (detail), §3. */
export const itemDetailSchema = z.object({
  id: z.int(),
  item_type: itemTypeSchema,
  name: z.string(),
  title: z.string(),
  url_id: z.string(),
  absolute_url: z.string(),
  image_url: z.nullable(z.string()),
  image_type: z.nullable(z.string()),
  images: z.array(z.object({ url: z.string(), media_type: z.string() })),
  products: z.array(z.object({ url: z.string() })),
  sku: z.nullable(z.string()),
  price: z.nullable(z.string()),
  currency: z.nullable(z.string()),
  for_sale: z.boolean(),
  sold: z.boolean(),
  show_and_tell: z.boolean(),
  realisation_price: z.nullable(z.string()),
  realisation_currency: z.nullable(z.string()),
  realisation_date: z.nullable(z.string()),
  date_start: z.nullable(z.string()),
  date_end: z.nullable(z.string()),
  website: z.nullable(z.string()),
  parent_url: z.nullable(z.string()),
  parent_url_text: z.nullable(z.string()),
  extra_data: z.array(z.object({ name: z.string(), value: z.string() })),
  formatted_descriptions: z.object({ description: z.string(), auction_details: z.nullable(z.string()) }),
  description: z.string(),
  tags: z.array(z.object({ slug: z.string(), label: z.string() })),
  like_count: z.int(),
  read_count: z.int(),
  share_counters: z.record(z.string(), z.int()),
  archived: z.boolean(),
  allow_comments: z.boolean(),
  comments: z.array(z.unknown()),
  created_date: z.string(),
  niche_slug: z.string(),
  section_slug: z.string(),
  gallery_slug: z.nullable(z.string()),
  caption_slug: z.nullable(z.string()),
  category: z.nullable(z.string()),
  search_keys: z.array(z.string()),
  groups: z.array(z.unknown()),
  addresses: z.array(itemAddressSchema),
  social_media_links: z.array(z.object({ title: z.string(), url: z.string() })),
  contact_name: z.nullable(z.string()),
  contact_details: z.nullable(z.string()),
  detail_logo: z.nullable(z.string()),
  associations: z.array(z.object({ logo: z.nullable(z.string()) })),
  clubs: z.array(z.object({ logo: z.nullable(z.string()) })),
  user: z.nullable(z.object({ public_uid: z.string(), display_name: z.string() })),
  can_open: z.boolean(),
  manufacture_date_from: z.nullable(z.int()),
  manufacture_date_to: z.nullable(z.int()),
  country: z.nullable(z.string()),
  city: z.nullable(z.string()),
  /** Issue 15 (the server's listingCommunitySchema): whether the viewer likes it, its organisation's id and followers, its comment count. */
  liked: z.optional(z.boolean()),
  organisation_id: z.optional(z.nullable(z.int())),
  follower_count: z.optional(z.int()),
  comment_count: z.optional(z.int()),
  /** The id of the item's auction lot (`GET /api/auctions/lots/{id}/`); null when it is not sold by auction. */
  lot: z.optional(z.nullable(z.int())),
});
export type ItemDetail = z.infer<typeof itemDetailSchema>;

// Each node names its fields rather than spreading a shared shape: a spread may run getters, so a
// bundler keeps every schema built with one, used or not (the widgets parse no niche tree).
export const captionNodeSchema = z.object({ name: z.string(), slug: z.string(), description: z.string() });
export const galleryNodeSchema = z.object({
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  captions: orderedMapSchema(captionNodeSchema),
});
export const sectionNodeSchema = z.object({
  name: z.string(),
  slug: z.string(),
  item_type: itemTypeSchema,
  display_type: z.nullable(z.string()),
  description: z.string(),
  galleries: orderedMapSchema(galleryNodeSchema),
});
export const nicheNodeSchema = z.object({
  name: z.string(),
  slug: z.string(),
  item_type: itemTypeSchema,
  sections: orderedMapSchema(sectionNodeSchema),
});
/** Niche tree, §3: niches hold sections, which hold galleries, which hold captions, each an ordered map. */
export const nicheTreeSchema = orderedMapSchema(nicheNodeSchema);
export type NicheTree = z.infer<typeof nicheTreeSchema>;

/** A niche written by an admin. */
export const nicheInputSchema = z.object({
  slug: /* @__PURE__ */ z
    .string()
    .check(z.regex(/^[a-z0-9-]{1,64}$/, 'Use lowercase letters, digits and hyphens.')),
  name: /* @__PURE__ */ z.string().check(z.minLength(1), z.maxLength(255)),
  item_type: itemTypeSchema,
});
export type NicheInput = z.infer<typeof nicheInputSchema>;

export const LINK_BLOCK_LAYOUTS = ['sm', 'lg', 'hz'] as const;

/** Gallery header (§7 Gallery header): banners, link blocks, alternate logo, hide-advanced-search flag. */
export const galleryFeaturesSchema = z.object({
  banners: z.array(z.object({ image: z.string(), url: z.nullable(z.string()), alt: z.string() })),
  link_blocks: z.array(
    z.object({
      layout: z.enum(LINK_BLOCK_LAYOUTS),
      title: z.string(),
      links: z.array(z.object({ text: z.string(), url: z.string(), image: z.nullable(z.string()) })),
    }),
  ),
  alternate_logo: z.nullable(z.string()),
  hide_advanced_search: z.boolean(),
});
export type GalleryFeatures = z.infer<typeof galleryFeaturesSchema>;

export const categorySchema = z.object({
  id: z.int(),
  name: z.string(),
  slug: z.string(),
  parent: z.nullable(z.string()),
});
export type Category = z.infer<typeof categorySchema>;

export const countrySchema = z.object({ code: z.string(), name: z.string(), present_day: z.boolean() });
export type Country = z.infer<typeof countrySchema>;

/** Tags answer (§7 Tags): `tag_label` defaults to 'Tags'. */
export const availableTagsSchema = z.object({
  available_tags: z.array(z.object({ slug: z.string(), label: z.string() })),
  tag_label: z.string(),
});
export type AvailableTags = z.infer<typeof availableTagsSchema>;
