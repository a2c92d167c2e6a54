import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@trove/core';
import type { ChangePassword } from '@trove/core/auth';
import { userQueryKey } from './authQueryKeys';
import { useAuthApi } from './useAuthApi';

/** Changes the password; core keeps the new token the server answers, and the member is fetched again. */
export function useChangePassword() {
  const api = useAuthApi();
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, ChangePassword>({
    mutationFn: (form) => api.changePassword(form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey, exact: true }),
  });
}
