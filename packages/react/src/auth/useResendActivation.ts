import { useMutation } from '@tanstack/react-query';
import type { ApiError } from '@trove/core';
import type { ResetPasswordForm } from '@trove/core/auth';
import { useAuthApi } from './useAuthApi';

/** Sends the activation email again (`POST /api/auth/activate/resend/`). */
export function useResendActivation() {
  const api = useAuthApi();
  return useMutation<void, ApiError, ResetPasswordForm>({
    mutationFn: (form) => api.resendActivation(form),
  });
}
