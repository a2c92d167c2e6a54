import { zodResolver } from '@hookform/resolvers/zod';
import { type ResetPasswordConfirm, resetPasswordConfirmSchema } from '@trove/core/auth';
import { useForm } from 'react-hook-form';
import type { ServerErrors } from '../../forms/serverErrors';
import { FormAlert } from '../../forms/ui/FormAlert';
import { SubmitButton } from '../../forms/ui/SubmitButton';
import { useServerFieldErrors } from '../../forms/useServerFieldErrors';
import { ModalDialog } from '../../shell/ui/ModalDialog';
import { cx } from '../../styles/cx';
import { passwordHint } from '../passwordHint';
import { NewPasswordFields } from './NewPasswordFields';

export interface ResetPasswordConfirmTranslations {
  title: string;
  newPassword: string;
  passwordHint: string;
  confirmPassword: string;
  submit: string;
  submitting: string;
  close: string;
}

export const resetPasswordConfirmTranslations: ResetPasswordConfirmTranslations = {
  title: 'Choose a new password',
  newPassword: 'New password',
  passwordHint,
  confirmPassword: 'Confirm new password',
  submit: 'Set password',
  submitting: 'Saving…',
  close: 'Close',
};

type Slot = 'modal' | 'form' | 'field' | 'alert' | 'submit';

export interface ResetPasswordConfirmViewProps {
  /** From the emailed link. */
  uid: string;
  /** From the emailed link. */
  token: string;
  /** Default: true. */
  isOpen?: boolean;
  onClose?: () => void;
  onSubmit?: (form: ResetPasswordConfirm) => void;
  submitting?: boolean;
  serverErrors?: ServerErrors | undefined;
  classNames?: Partial<Record<Slot, string>>;
  translations?: Partial<ResetPasswordConfirmTranslations>;
}

/** The reset link's modal: a new password and its confirmation. */
export function ResetPasswordConfirmView({
  uid,
  token,
  isOpen = true,
  onClose,
  onSubmit,
  submitting = false,
  serverErrors,
  classNames = {},
  translations,
}: ResetPasswordConfirmViewProps) {
  const t = { ...resetPasswordConfirmTranslations, ...translations };
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(resetPasswordConfirmSchema),
    defaultValues: { uid, token, new_password: '', re_new_password: '' },
  });
  useServerFieldErrors(setError, serverErrors);
  return (
    <ModalDialog
      title={t.title}
      isOpen={isOpen}
      onClose={onClose}
      closeLabel={t.close}
      className={cx('trove-reset-password', classNames.modal)}
    >
      <form
        noValidate
        className={cx('trove-form', classNames.form)}
        onSubmit={handleSubmit((form) => onSubmit?.(form))}
      >
        <FormAlert
          messages={[...(serverErrors?.alert ?? []), errors.uid?.message, errors.token?.message]}
          className={classNames.alert}
        />
        <NewPasswordFields
          register={register}
          errors={errors}
          password={{ name: 'new_password', label: t.newPassword, hint: t.passwordHint }}
          confirmation={{ name: 're_new_password', label: t.confirmPassword }}
          className={classNames.field}
        />
        <SubmitButton
          submitting={submitting}
          label={t.submit}
          submittingLabel={t.submitting}
          className={classNames.submit}
        />
      </form>
    </ModalDialog>
  );
}
