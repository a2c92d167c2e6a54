/** Everything cached about the signed-in member lives under this key, so signing out drops it at once. */
export const userQueryKey = ['trove', 'user'] as const;

/** A page of the member's notifications; without a page, every cached page. */
export function notificationsQueryKey(page?: number) {
  return page === undefined
    ? ([...userQueryKey, 'notifications'] as const)
    : ([...userQueryKey, 'notifications', page] as const);
}

export const organisationTypesQueryKey = ['trove', 'groups', 'B'] as const;

export function inviteQueryKey(token: string) {
  return ['trove', 'invite', token] as const;
}
