import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@trove/core';
import { refreshSearches, removeSearch } from './savedSearchCache';
import { emailNotificationsQueryKey } from './savedSearchQueryKeys';
import { useSavedSearchApi } from './useSavedSearchApi';

/** Deletes a saved search (`DELETE /api/searches/{id}/`); its email notifications go with it. */
export function useDeleteSearch() {
  const api = useSavedSearchApi();
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, number>({
    mutationFn: (id) => api.remove(id),
    onSuccess: (_, id) => {
      removeSearch(queryClient, id);
      void refreshSearches(queryClient);
      void queryClient.invalidateQueries({ queryKey: emailNotificationsQueryKey() });
    },
  });
}
