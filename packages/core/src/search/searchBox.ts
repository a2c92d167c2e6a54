import type { GalleryItem } from '../schemas/gallery';
import { TYPEAHEAD_MIN_LENGTH } from './advancedSearch';
import type { GalleryParams } from './galleryParams';
import { openItemParams } from './galleryRoute';

/** How many matching listings the navbar's typeahead suggests, below its categories. */
export const LISTING_SUGGESTIONS = 5;

/**
 * What a typeahead asks the server for: the trimmed text once it has `TYPEAHEAD_MIN_LENGTH`
 * characters (3, §9), else nothing.
 */
export function typeaheadQuery(text: string, minLength: number = TYPEAHEAD_MIN_LENGTH): string | null {
  const query = text.trim();
  return Array.from(query).length >= minLength ? query : null;
}

/** The navbar's search of typed keywords (`q`); an empty box clears the keywords. The open item closes. */
export function searchKeywords(params: GalleryParams, text: string): GalleryParams {
  return { ...params, q: text.trim() || undefined, item: undefined, prompt: false };
}

/** The navbar's search of a suggested category: that category alone, in place of the keywords. */
export function searchCategory(params: GalleryParams, slug: string): GalleryParams {
  return { ...params, q: undefined, category: [slug], item: undefined, prompt: false };
}

/**
 * The navbar's choice of a suggested listing: its pane opens in its own gallery, as its tile's link
 * does (`openItemParams`), the chosen listing in place of the keywords (as a chosen category is).
 */
export function searchListing(params: GalleryParams, item: GalleryItem): GalleryParams {
  return { ...openItemParams(params, item), q: undefined, prompt: false };
}
