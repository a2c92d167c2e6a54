import type { GallerySort } from '../schemas/gallery';

/** Listing types, and the digit a gallery URL's rawId starts with for each. */
export const ITEM_TYPES = ['ITEM', 'EVENT', 'ORGANISATION'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** Gallery page size, initial and next. */
export const GALLERY_PAGE_SIZE = 11;
export const DEFAULT_NICHE = 'collectables';

/** The item a gallery URL opens, from its rawId: a type digit (0 item, 1 event, 2 organisation), the id, an optional slug. */
export interface OpenItem {
  itemType: ItemType;
  id: number;
  slug?: string | undefined;
}

/** Everything a gallery URL says: the place in the niche tree, the open item, and the search. */
export interface GalleryParams {
  niche: string;
  section?: string | undefined;
  gallery?: string | undefined;
  caption?: string | undefined;
  item?: OpenItem | undefined;
  q?: string | undefined;
  category: string[];
  tags: string[];
  display_type?: string | undefined;
  /** No sort is best match, the default (`BEST_MATCH_SORT`). */
  sort?: GallerySort | undefined;
  min_date?: string | undefined;
  max_date?: string | undefined;
  min_price?: number | undefined;
  max_price?: number | undefined;
  country?: string | undefined;
  country_code?: string | undefined;
  city?: string | undefined;
  uid?: string | undefined;
  organisation?: string | undefined;
  /** A saved search's key (`watchlist` for the member's watchlist). */
  key?: string | undefined;
  schedule?: string | undefined;
  for_sale: boolean;
  sold: boolean;
  show_and_tell: boolean;
  /** Open the register-search prompt on entry. */
  prompt: boolean;
}

export const defaultGalleryParams: GalleryParams = {
  niche: DEFAULT_NICHE,
  category: [],
  tags: [],
  for_sale: false,
  sold: false,
  show_and_tell: false,
  prompt: false,
};
