import { authMessages, type ChangePassword } from '@trove/core/auth';
import { useMemo, useState } from 'react';
import { useChangePassword } from '../auth/useChangePassword';
import { serverErrorsOf } from '../forms/serverErrors';
import { useToast } from '../toast/useToast';
import { ChangePasswordFormView, type ChangePasswordFormViewProps } from './ui/ChangePasswordFormView';

export interface ChangePasswordFormProps
  extends Omit<ChangePasswordFormViewProps, 'onSubmit' | 'submitting' | 'serverErrors'> {
  /** Called once the password is changed (and the toast shown). */
  onSuccess?: () => void;
}

const CHANGE_PASSWORD_FIELDS = ['current_password', 'new_password', 're_new_password'] as const;

/** The change-password form over the API: this session gets the new token; the form empties on success. */
export function ChangePasswordForm({ onSuccess, ...view }: ChangePasswordFormProps) {
  const change = useChangePassword();
  const toast = useToast();
  // A new key after each success gives an empty form: passwords never linger in the fields.
  const [formKey, setFormKey] = useState(0);
  const serverErrors = useMemo(
    () =>
      change.error
        ? serverErrorsOf(change.error, CHANGE_PASSWORD_FIELDS, authMessages.resetFailed)
        : undefined,
    [change.error],
  );
  const submit = (form: ChangePassword) => {
    change.mutate(form, {
      onSuccess: () => {
        setFormKey((key) => key + 1);
        toast.success(authMessages.passwordChanged);
        onSuccess?.();
      },
    });
  };
  return (
    <ChangePasswordFormView
      key={formKey}
      {...view}
      onSubmit={submit}
      submitting={change.isPending}
      serverErrors={serverErrors}
    />
  );
}
