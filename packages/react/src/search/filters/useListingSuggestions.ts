import {
  type GalleryItem,
  type GalleryParams,
  LISTING_SUGGESTIONS,
  searchKeywords,
} from '@trove/core/gallery';
import { useGalleryApi } from '../../gallery/useGalleryApi';
import { listingSuggestionsQueryKey } from './filtersQueryKeys';
import { type TypeaheadResult, useTypeahead } from './useCategorySuggestions';

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
