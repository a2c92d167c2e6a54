import { TYPEAHEAD_MIN_LENGTH } from './advancedSearch';
import type { GalleryParams } from './galleryParams';

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
