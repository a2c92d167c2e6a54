import { authMessages, type ResetPasswordForm } from '@trove/core/auth';
import { useMemo } from 'react';
import { serverErrorsOf } from '../forms/serverErrors';
import { useToast } from '../toast/useToast';
import { ForgotPasswordView, type ForgotPasswordViewProps } from './ui/ForgotPasswordView';
import { useResetPassword } from './useResetPassword';

export interface ForgotPasswordModalProps
  extends Omit<ForgotPasswordViewProps, 'onSubmit' | 'submitting' | 'serverErrors'> {
  /** Called once the reset email is on its way (and the toast shown). */
  onSuccess?: (email: string) => void;
}

/** The forgot-password modal over the API: sends the reset email and toasts it. */
export function ForgotPasswordModal({ onSuccess, ...view }: ForgotPasswordModalProps) {
  const reset = useResetPassword();
  const toast = useToast();
  const serverErrors = useMemo(
    () => (reset.error ? serverErrorsOf(reset.error, ['email'], authMessages.resetFailed) : undefined),
    [reset.error],
  );
  const submit = (form: ResetPasswordForm) => {
    reset.mutate(form, {
      onSuccess: () => {
        toast.success(authMessages.resetEmailSent);
        onSuccess?.(form.email);
      },
    });
  };
  return (
    <ForgotPasswordView
      {...view}
      onSubmit={submit}
      submitting={reset.isPending}
      serverErrors={serverErrors}
    />
  );
}
