import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@trove/core';
import type { Activation } from '@trove/core/auth';
import { userQueryKey } from './authQueryKeys';
import { useAuthApi } from './useAuthApi';

/** Activates an account from the emailed link (uid and token); a signed-in member is fetched again. */
export function useActivate() {
  const api = useAuthApi();
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, Activation>({
    mutationFn: (activation) => api.activate(activation),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey, exact: true }),
  });
}
