import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@trove/core';
import type { ResetPasswordConfirm } from '@trove/core/auth';
import { userQueryKey } from './authQueryKeys';
import { useAuthApi } from './useAuthApi';

/** Sets a new password from a reset link (uid and token); a signed-in member is fetched again. */
export function useResetPasswordConfirm() {
  const api = useAuthApi();
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, ResetPasswordConfirm>({
    mutationFn: (form) => api.resetPasswordConfirm(form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey, exact: true }),
  });
}
