import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@trove/core';
import type { EmailNotification } from '@trove/core/gallery';
import { emailNotificationsQueryKey } from './savedSearchQueryKeys';
import { useSavedSearchApi } from './useSavedSearchApi';

/** Mails a saved search on a schedule (`POST /api/marketing/`); the notification pages are refetched. */
export function useAddEmailNotification() {
  const api = useSavedSearchApi();
  const queryClient = useQueryClient();
  return useMutation<EmailNotification, ApiError, { search: number; schedule: string }>({
    mutationFn: (input) => api.addNotification(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailNotificationsQueryKey() }),
  });
}
