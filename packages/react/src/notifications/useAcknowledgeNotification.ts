import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError, Page } from '@trove/core';
import type { Notification } from '@trove/core/auth';
import { notificationsQueryKey } from '../auth/authQueryKeys';
import { useAuthApi } from '../auth/useAuthApi';

/** Marks a notification read; the acknowledged notification replaces it in every cached page. */
export function useAcknowledgeNotification() {
  const api = useAuthApi();
  const queryClient = useQueryClient();
  return useMutation<Notification, ApiError, number>({
    mutationFn: (id) => api.acknowledgeNotification(id),
    onSuccess: (acknowledged) => {
      queryClient.setQueriesData<Page<Notification>>({ queryKey: notificationsQueryKey() }, (page) =>
        page
          ? {
              ...page,
              results: page.results.map((notification) =>
                notification.id === acknowledged.id ? acknowledged : notification,
              ),
            }
          : page,
      );
    },
  });
}
