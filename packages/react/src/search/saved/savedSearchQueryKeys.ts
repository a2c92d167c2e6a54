import { userQueryKey } from '../../auth/authQueryKeys';

/** The member's saved searches, the watchlist included; under the user's key, so signing out drops them. */
export const savedSearchesQueryKey = [...userQueryKey, 'searches'] as const;

/** The notification schedules the server offers; the same for everyone. */
export const schedulesQueryKey = ['trove', 'marketing-schedules'] as const;

/** A page of the member's email notifications; without a page, every cached page. */
export function emailNotificationsQueryKey(page?: number) {
  return page === undefined
    ? ([...userQueryKey, 'email-notifications'] as const)
    : ([...userQueryKey, 'email-notifications', page] as const);
}
