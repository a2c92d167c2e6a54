import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@trove/core';
import type { AuthResponse, RegisterForm } from '@trove/core/auth';
import { userQueryKey } from './authQueryKeys';
import { useAuthApi } from './useAuthApi';

/** Creates the account: core stores the token, and the new member becomes the current user. */
export function useRegister() {
  const api = useAuthApi();
  const queryClient = useQueryClient();
  return useMutation<AuthResponse, ApiError, RegisterForm>({
    mutationFn: (form) => api.register(form),
    onSuccess: ({ user }) => queryClient.setQueryData(userQueryKey, user),
  });
}
