import type { QueryClient } from '@tanstack/react-query';
import { SAVED_SEARCH_HIGHLIGHT_MS, type SavedSearch } from '@trove/core/gallery';
import { savedSearchesQueryKey } from './savedSearchQueryKeys';

// The cached list of saved searches, as the mutations leave it. `isNew` is the client's own flag: a
// refetch keeps it on the searches that still carry it, and only the highlight timer takes it off.

const withoutNew = ({ isNew: _isNew, ...search }: SavedSearch): SavedSearch => search;

/** A fresh list from the server, with the highlight of searches still new in `cached`. */
export function keepHighlights(fresh: SavedSearch[], cached: SavedSearch[] | undefined): SavedSearch[] {
  const highlighted = new Set(cached?.filter((search) => search.isNew).map((search) => search.id));
  return highlighted.size === 0
    ? fresh
    : fresh.map((search) => (highlighted.has(search.id) ? { ...search, isNew: true } : search));
}

/**
 * Adds a just-saved search to the list, highlighted (`isNew`) for `SAVED_SEARCH_HIGHLIGHT_MS`.
 * Without a cached list it starts one, so a panel that mounts within the highlight still shows it.
 */
export function addNewSearch(queryClient: QueryClient, created: SavedSearch): void {
  queryClient.setQueryData<SavedSearch[]>(savedSearchesQueryKey, (list = []) => [
    ...list.filter((search) => search.id !== created.id),
    { ...created, isNew: true },
  ]);
  setTimeout(() => {
    queryClient.setQueryData<SavedSearch[]>(savedSearchesQueryKey, (list) =>
      list?.map((search) => (search.id === created.id && search.isNew ? withoutNew(search) : search)),
    );
  }, SAVED_SEARCH_HIGHLIGHT_MS);
}

/** Puts an updated search in place of the cached one. */
export function replaceSearch(queryClient: QueryClient, updated: SavedSearch): void {
  queryClient.setQueryData<SavedSearch[]>(savedSearchesQueryKey, (list) =>
    list?.map((search) =>
      search.id !== updated.id ? search : search.isNew ? { ...updated, isNew: true } : updated,
    ),
  );
}

export function removeSearch(queryClient: QueryClient, id: number): void {
  queryClient.setQueryData<SavedSearch[]>(savedSearchesQueryKey, (list) =>
    list?.filter((search) => search.id !== id),
  );
}

/** Refetches the list: the server may have changed others too (one default at a time). */
export function refreshSearches(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey });
}
