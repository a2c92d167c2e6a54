import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@trove/core';
import type { AuthResponse, LoginForm } from '@trove/core/auth';
import { userQueryKey } from './authQueryKeys';
import { useAuthApi } from './useAuthApi';

/** Signs in: core stores the token, and the answered member becomes the current user. */
export function useLogin() {
  const api = useAuthApi();
  const queryClient = useQueryClient();
  return useMutation<AuthResponse, ApiError, LoginForm>({
    mutationFn: (form) => api.login(form),
    onSuccess: ({ user }) => queryClient.setQueryData(userQueryKey, user),
  });
}
