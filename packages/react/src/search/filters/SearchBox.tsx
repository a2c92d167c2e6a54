import type { GalleryParams } from '@trove/core/gallery';
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
  > {
  /** The gallery shown; the box starts with its keywords (`q`). */
  params: GalleryParams;
  /** A search: the typed keywords, or a chosen category. The site updates its URL and passes the params back. */
  onParamsChange?: (params: GalleryParams) => void;
}

/**
 * The navbar's search box over the API: category suggestions from `GET /api/categories/` after 3
 * characters and 250 ms; Enter searches the keywords, a chosen suggestion searches its category.
 * `DeferredSearchBox` is the same box whose combobox loads on demand, out of a page's first script.
 */
export function SearchBox({ params, onParamsChange, ...view }: SearchBoxProps) {
  return <SearchBoxView {...view} {...useSearchBox(params, onParamsChange)} />;
}
