import { type GalleryParams, searchListing } from '@trove/core/gallery';
import { SearchBoxListingsView, type SearchBoxListingsViewProps } from './ui/SearchBoxListingsView';
import { useListingSuggestions } from './useListingSuggestions';
import type { SearchBoxState } from './useSearchBox';

export interface SearchBoxListingsProps
  extends Omit<
      SearchBoxListingsViewProps,
      'listings' | 'listingStatus' | 'onChooseListing' | keyof SearchBoxState
    >,
    SearchBoxState {
  params: GalleryParams;
  onParamsChange?: ((params: GalleryParams) => void) | undefined;
}

/**
 * The search box's state (`useSearchBox`) shown with listing suggestions over the API: the first
 * listings of the search the text would make. A chosen listing opens (core's `searchListing`) and clears
 * the box, as a chosen category does. `SearchBox` with `listingSuggestions`, or the view
 * `DeferredSearchBox` loads with `loadSearchBoxListingsView`.
 */
export function SearchBoxListings({ params, onParamsChange, ...view }: SearchBoxListingsProps) {
  const listings = useListingSuggestions(params, view.inputValue);
  return (
    <SearchBoxListingsView
      {...view}
      listings={listings.suggestions}
      listingStatus={listings.status}
      onChooseListing={(item) => {
        view.onInputChange('');
        onParamsChange?.(searchListing(params, item));
      }}
    />
  );
}
