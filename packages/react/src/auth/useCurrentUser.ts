import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@trove/core';
import { fetchCurrentUser, type User } from '@trove/core/auth';
import { useEffect } from 'react';
import { useTroveClient } from '../provider/useTroveClient';
import { userQueryKey } from './authQueryKeys';
import { useAuthToken } from './useAuthToken';

/**
 * The signed-in member (`GET /api/auth/user/`), fetched only while there is a token. When the
 * token goes (sign-out, a 401), everything cached about the member is dropped with it.
 */
export function useCurrentUser() {
  const client = useTroveClient();
  const queryClient = useQueryClient();
  const token = useAuthToken();
  useEffect(() => {
    const dropWithoutToken = () => {
      if (client.tokenStore.get() === null) queryClient.removeQueries({ queryKey: userQueryKey });
    };
    dropWithoutToken();
    return client.tokenStore.subscribe(dropWithoutToken);
  }, [client, queryClient]);
  return useQuery<User, ApiError>({
    queryKey: userQueryKey,
    queryFn: () => fetchCurrentUser(client),
    enabled: token !== null,
  });
}
