import { authMessages, type ResetPasswordConfirm } from '@trove/core/auth';
import { useMemo } from 'react';
import { serverErrorsOf } from '../forms/serverErrors';
import { useToast } from '../toast/useToast';
import { ResetPasswordConfirmView, type ResetPasswordConfirmViewProps } from './ui/ResetPasswordConfirmView';
import { useResetPasswordConfirm } from './useResetPasswordConfirm';

export interface ResetPasswordConfirmModalProps
  extends Omit<ResetPasswordConfirmViewProps, 'onSubmit' | 'submitting' | 'serverErrors'> {
  /** Called once the new password is set (and the toast shown); the site then opens the gallery. */
  onSuccess?: () => void;
}

const RESET_CONFIRM_FIELDS = ['new_password', 're_new_password'] as const;

/** The reset link's modal over the API: sets the new password and toasts it. */
export function ResetPasswordConfirmModal({ onSuccess, ...view }: ResetPasswordConfirmModalProps) {
  const confirm = useResetPasswordConfirm();
  const toast = useToast();
  const serverErrors = useMemo(
    () =>
      confirm.error
        ? serverErrorsOf(confirm.error, RESET_CONFIRM_FIELDS, authMessages.resetFailed)
        : undefined,
    [confirm.error],
  );
  const submit = (form: ResetPasswordConfirm) => {
    confirm.mutate(form, {
      onSuccess: () => {
        toast.success(authMessages.passwordReset);
        onSuccess?.();
      },
    });
  };
  return (
    <ResetPasswordConfirmView
      {...view}
      onSubmit={submit}
      submitting={confirm.isPending}
      serverErrors={serverErrors}
    />
  );
}
