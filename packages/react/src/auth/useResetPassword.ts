import { useMutation } from '@tanstack/react-query';
import type { ApiError } from '@trove/core';
import type { ResetPasswordForm } from '@trove/core/auth';
import { useAuthApi } from './useAuthApi';

/** Asks for a password reset email. */
export function useResetPassword() {
  const api = useAuthApi();
  return useMutation<void, ApiError, ResetPasswordForm>({
    mutationFn: (form) => api.resetPassword(form),
  });
}
