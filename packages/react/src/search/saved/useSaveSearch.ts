import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@trove/core';
import type { SavedSearch, SavedSearchInput } from '@trove/core/gallery';
import { addNewSearch, refreshSearches } from './savedSearchCache';
import { useSavedSearchApi } from './useSavedSearchApi';

/** Saves a search (`POST /api/searches/`); it joins the list highlighted (`isNew`) for 2000 ms. */
export function useSaveSearch() {
  const api = useSavedSearchApi();
  const queryClient = useQueryClient();
  return useMutation<SavedSearch, ApiError, SavedSearchInput>({
    mutationFn: (input) => api.create(input),
    onSuccess: (created) => {
      addNewSearch(queryClient, created);
      void refreshSearches(queryClient);
    },
  });
}
