import { useQuery } from '@tanstack/react-query';
import type { ApiError } from '@trove/core';
import type { Invite } from '@trove/core/auth';
import { inviteQueryKey } from './authQueryKeys';
import { useAuthApi } from './useAuthApi';

/** What an invite token (`{id}-{token}`) pre-fills; no lookup without a token. A rejected token is not retried. */
export function useInvite(token: string | undefined) {
  const api = useAuthApi();
  return useQuery<Invite, ApiError>({
    queryKey: inviteQueryKey(token ?? ''),
    queryFn: () => api.invite(token ?? ''),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
