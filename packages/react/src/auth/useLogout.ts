import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@trove/core';
import { userQueryKey } from './authQueryKeys';
import { useAuthApi } from './useAuthApi';

/** Signs out: the token is forgotten even when the server cannot be reached, and every cached member data with it. */
export function useLogout() {
  const api = useAuthApi();
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, void>({
    mutationFn: () => api.logout(),
    onSettled: () => queryClient.removeQueries({ queryKey: userQueryKey }),
  });
}
