import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@trove/core';
import type { SavedSearch, SavedSearchInput } from '@trove/core/gallery';
import { refreshSearches, replaceSearch } from './savedSearchCache';
import { useSavedSearchApi } from './useSavedSearchApi';

export interface UpdateSearchVariables {
  id: number;
  input: SavedSearchInput;
}

/** Renames a saved search, changes its schedule or makes it the default (`PUT /api/searches/{id}/`). */
export function useUpdateSearch() {
  const api = useSavedSearchApi();
  const queryClient = useQueryClient();
  return useMutation<SavedSearch, ApiError, UpdateSearchVariables>({
    mutationFn: ({ id, input }) => api.update(id, input),
    onSuccess: (updated) => {
      replaceSearch(queryClient, updated);
      void refreshSearches(queryClient);
    },
  });
}
