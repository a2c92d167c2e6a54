import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiError, Page } from '@trove/core';
import type { EmailNotification } from '@trove/core/gallery';
import { useAuthToken } from '../../auth/useAuthToken';
import { emailNotificationsQueryKey } from './savedSearchQueryKeys';
import { useSavedSearchApi } from './useSavedSearchApi';

/** A page (50 a page) of the member's email notifications; the previous page stays shown while the next loads. */
export function useEmailNotifications(page = 1) {
  const api = useSavedSearchApi();
  const token = useAuthToken();
  return useQuery<Page<EmailNotification>, ApiError>({
    queryKey: emailNotificationsQueryKey(page),
    queryFn: () => api.notifications(page),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
