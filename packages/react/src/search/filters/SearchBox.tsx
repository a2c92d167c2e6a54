import type { GalleryParams } from '@trove/core/gallery';
import { SearchBoxListings } from './SearchBoxListings';
import { SearchBoxView, type SearchBoxViewProps } from './ui/SearchBoxView';
import { useSearchBox } from './useSearchBox';

export interface SearchBoxProps
  extends Omit<
    SearchBoxViewProps,
    | 'inputValue'
    | 'onInputChange'
    | 'suggestions'
    | 'status'
    | 'onSubmit'
    | 'onChooseCategory'
    | 'focusOnMount'
    | 'sections'
  > {
  /** The gallery shown; the box starts with its keywords (`q`). */
  params: GalleryParams;
  /**
   * A search: the typed keywords, a chosen category, or a chosen listing to open. The site updates
   * its URL and passes the params back.
   */
  onParamsChange?: (params: GalleryParams) => void;
  /** The list suggests matching listings too, below the categories (`SearchBoxListings`). */
  listingSuggestions?: boolean;
}

/**
 * The navbar's search box over the API: category suggestions from `GET /api/categories/` after 3
 * characters and 250 ms (and with `listingSuggestions`, the first matching listings); Enter searches
 * the keywords, a chosen category searches that category, a chosen listing opens. `DeferredSearchBox`
 * is the same box whose combobox loads on demand, out of a page's first script.
 */
export function SearchBox({ params, onParamsChange, listingSuggestions, ...view }: SearchBoxProps) {
  const box = useSearchBox(params, onParamsChange);
  return listingSuggestions ? (
    <SearchBoxListings {...view} {...box} params={params} onParamsChange={onParamsChange} />
  ) : (
    <SearchBoxView {...view} {...box} />
  );
}
