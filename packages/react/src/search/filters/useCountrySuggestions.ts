import { type Country, searchCountries } from '@trove/core/gallery';
import { useGalleryApi } from '../../gallery/useGalleryApi';
import { countrySuggestionsQueryKey } from './filtersQueryKeys';
import { type TypeaheadResult, useTypeahead } from './useCategorySuggestions';

/**
 * The country typeahead (3 characters, 250 ms, §9): all countries for items, present-day ones for
 * events and directories; New Zealand and the priority countries first; a failed call gives none.
 */
export function useCountrySuggestions(text: string, scope: 'all' | 'presentday'): TypeaheadResult<Country> {
  const api = useGalleryApi();
  return useTypeahead(
    text,
    (q) => countrySuggestionsQueryKey(q, scope),
    (q) => searchCountries(api, q, scope),
  );
}
