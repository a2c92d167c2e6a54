import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@trove/core';
import { isWatchlist, type SavedSearch } from '@trove/core/gallery';
import { useAuthToken } from '../../auth/useAuthToken';
import { keepHighlights } from './savedSearchCache';
import { savedSearchesQueryKey } from './savedSearchQueryKeys';
import { useSavedSearchApi } from './useSavedSearchApi';

// A stable function, so the selected list keeps its identity while the cache does.
const hideWatchlist = (searches: SavedSearch[]) => searches.filter((search) => !isWatchlist(search));

/**
 * The signed-in member's saved searches, oldest first, without the watchlist; fetched only while
 * there is a token. A just-saved search carries `isNew` for 2000 ms.
 */
export function useSavedSearches() {
  const api = useSavedSearchApi();
  const token = useAuthToken();
  const queryClient = useQueryClient();
  return useQuery<SavedSearch[], ApiError, SavedSearch[]>({
    queryKey: savedSearchesQueryKey,
    queryFn: async () => {
      const fresh = await api.list();
      // read the cache once the answer is in: a highlight that ended meanwhile stays ended
      return keepHighlights(fresh, queryClient.getQueryData(savedSearchesQueryKey));
    },
    enabled: token !== null,
    select: hideWatchlist,
  });
}
