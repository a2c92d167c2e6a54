import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiError, Page } from '@trove/core';
import type { Notification } from '@trove/core/auth';
import { notificationsQueryKey } from '../auth/authQueryKeys';
import { useAuthApi } from '../auth/useAuthApi';
import { useAuthToken } from '../auth/useAuthToken';

/** A page (50 a page) of the signed-in member's notifications; the previous page stays shown while the next loads. */
export function useNotifications(page = 1) {
  const api = useAuthApi();
  const token = useAuthToken();
  return useQuery<Page<Notification>, ApiError>({
    queryKey: notificationsQueryKey(page),
    queryFn: () => api.notifications(page),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
