import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Country, searchCountries, TYPEAHEAD_DEBOUNCE_MS, typeaheadQuery } from '@trove/core/gallery';
import { useGalleryApi } from '../../gallery/useGalleryApi';
import { countrySuggestionsQueryKey } from './filtersQueryKeys';
import type { TypeaheadResult } from './useCategorySuggestions';
import { useDebouncedValue } from './useDebouncedValue';

const NONE: readonly never[] = [];

/**
 * The country typeahead (3 characters, 250 ms, §9): all countries for items, present-day ones for
 * events and directories; New Zealand and the priority countries first; a failed call gives none.
 */
export function useCountrySuggestions(text: string, scope: 'all' | 'presentday'): TypeaheadResult<Country> {
  const api = useGalleryApi();
  const query = typeaheadQuery(useDebouncedValue(text, TYPEAHEAD_DEBOUNCE_MS));
  const result = useQuery({
    queryKey: countrySuggestionsQueryKey(query ?? '', scope),
    queryFn: () => searchCountries(api, query ?? '', scope),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
  if (typeaheadQuery(text) === null) return { suggestions: NONE, status: 'idle' };
  const settled = query === typeaheadQuery(text) && !result.isPlaceholderData && !result.isFetching;
  return { suggestions: result.data ?? NONE, status: settled ? 'done' : 'loading' };
}
