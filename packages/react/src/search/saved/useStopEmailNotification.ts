import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@trove/core';
import { emailNotificationsQueryKey } from './savedSearchQueryKeys';
import { useSavedSearchApi } from './useSavedSearchApi';

/** Stops an email notification (`DELETE /api/marketing/{id}/`); the notification pages are refetched. */
export function useStopEmailNotification() {
  const api = useSavedSearchApi();
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, number>({
    mutationFn: (id) => api.stopNotification(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailNotificationsQueryKey() }),
  });
}
