import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { type Category, TYPEAHEAD_DEBOUNCE_MS, typeaheadQuery } from '@trove/core/gallery';
import { useGalleryApi } from '../../gallery/useGalleryApi';
import { categorySuggestionsQueryKey } from './filtersQueryKeys';
import { useDebouncedValue } from './useDebouncedValue';

/** What a typeahead shows: nothing yet, an answer being fetched, or the answer (possibly empty). */
export type TypeaheadStatus = 'idle' | 'loading' | 'done';

export interface TypeaheadResult<T> {
  suggestions: readonly T[];
  status: TypeaheadStatus;
}

const NONE: readonly never[] = [];

/**
 * A typeahead's answer for `text` (§9): asked once the text has 3 characters and has not changed
 * for 250 ms, cached under `queryKey(q)`; shorter text shows no suggestions, and neither does a
 * failed call: the navbar's listings, the advanced search's countries (and, spelled out, the
 * navbar's categories: `useCategorySuggestions`).
 */
export function useTypeahead<T>(
  text: string,
  queryKey: (q: string) => QueryKey,
  fetch: (q: string) => Promise<readonly T[]>,
): TypeaheadResult<T> {
  const query = typeaheadQuery(useDebouncedValue(text, TYPEAHEAD_DEBOUNCE_MS));
  const result = useQuery({
    queryKey: queryKey(query ?? ''),
    queryFn: () => fetch(query ?? ''),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
  if (typeaheadQuery(text) === null) return { suggestions: NONE, status: 'idle' };
  const settled = query === typeaheadQuery(text) && !result.isPlaceholderData && !result.isFetching;
  return { suggestions: result.data ?? NONE, status: settled ? 'done' : 'loading' };
}

/**
 * The category typeahead: asks `GET /api/categories/?q=` once the text has 3 characters and has
 * not changed for 250 ms (§9); shorter text shows no suggestions. A failed call shows none either.
 * `useTypeahead`'s steps, spelled out: the hook is in `<trove-search>`, whose budget the generic
 * hook's two callbacks would take 18 B of (gzip, measured).
 */
export function useCategorySuggestions(text: string): TypeaheadResult<Category> {
  const api = useGalleryApi();
  const query = typeaheadQuery(useDebouncedValue(text, TYPEAHEAD_DEBOUNCE_MS));
  const result = useQuery({
    queryKey: categorySuggestionsQueryKey(query ?? ''),
    queryFn: () => api.categories(query ?? ''),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
  if (typeaheadQuery(text) === null) return { suggestions: NONE, status: 'idle' };
  const settled = query === typeaheadQuery(text) && !result.isPlaceholderData && !result.isFetching;
  return { suggestions: result.data ?? NONE, status: settled ? 'done' : 'loading' };
}
