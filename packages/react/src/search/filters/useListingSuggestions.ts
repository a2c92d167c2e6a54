import { type GalleryItem, type GalleryParams, searchKeywords } from '@trove/core/gallery';
import { useGalleryApi } from '../../gallery/useGalleryApi';
import { listingSuggestionsQueryKey } from './filtersQueryKeys';
import { type TypeaheadResult, useTypeahead } from './useCategorySuggestions';

/** How many matching listings the navbar's typeahead suggests, below its categories. */
export const LISTING_SUGGESTIONS = 5;

/**
 * The listing typeahead (3 characters, 250 ms, as the categories'): the first listings that a
 * search of the text would show, from the gallery's own call (`GET /api/gallery/…?q=`), in the
 * same place and with the same filters, best match first.
 */
export function useListingSuggestions(params: GalleryParams, text: string): TypeaheadResult<GalleryItem> {
  const api = useGalleryApi();
  return useTypeahead(
    text,
    (q) => listingSuggestionsQueryKey(searchKeywords(params, q)),
    async (q) => (await api.list(searchKeywords(params, q))).results.slice(0, LISTING_SUGGESTIONS),
  );
}

/**
 * The navbar's choice of a suggested listing: its pane opens in its own gallery, as its tile's link
 * does (`galleryItemHref`), the chosen listing in place of the keywords (as a chosen category is).
 */
export function openListing(params: GalleryParams, item: GalleryItem): GalleryParams {
  return {
    ...params,
    q: undefined,
    section: item.section_slug,
    gallery: item.gallery_slug ?? undefined,
    caption: item.caption_slug ?? undefined,
    item: { itemType: item.item_type, id: item.id, slug: item.name_slug },
    prompt: false,
  };
}
