import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangePassword, changePasswordSchema } from '@trove/core/auth';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { passwordHint } from '../../auth/passwordHint';
import { NewPasswordFields } from '../../auth/ui/NewPasswordFields';
import type { ServerErrors } from '../../forms/serverErrors';
import { FormAlert } from '../../forms/ui/FormAlert';
import { InputField } from '../../forms/ui/InputField';
import { SubmitButton } from '../../forms/ui/SubmitButton';
import { useServerFieldErrors } from '../../forms/useServerFieldErrors';
import { cx } from '../../styles/cx';

export interface ChangePasswordTranslations {
  title: string;
  currentPassword: string;
  newPassword: string;
  passwordHint: string;
  confirmPassword: string;
  submit: string;
  submitting: string;
}

export const changePasswordTranslations: ChangePasswordTranslations = {
  title: 'Change password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  passwordHint,
  confirmPassword: 'Confirm new password',
  submit: 'Change password',
  submitting: 'Saving…',
};

type Slot = 'root' | 'title' | 'field' | 'alert' | 'submit';

export interface ChangePasswordFormViewProps {
  onSubmit?: (form: ChangePassword) => void;
  submitting?: boolean;
  serverErrors?: ServerErrors | undefined;
  classNames?: Partial<Record<Slot, string>>;
  translations?: Partial<ChangePasswordTranslations>;
}

/** The profile's change-password form: current password, new password and its confirmation. */
export function ChangePasswordFormView({
  onSubmit,
  submitting = false,
  serverErrors,
  classNames = {},
  translations,
}: ChangePasswordFormViewProps) {
  const t = { ...changePasswordTranslations, ...translations };
  const titleId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { current_password: '', new_password: '', re_new_password: '' },
  });
  useServerFieldErrors(setError, serverErrors);
  return (
    <form
      noValidate
      aria-labelledby={titleId}
      className={cx('trove-root', 'trove-form', 'trove-change-password', classNames.root)}
      onSubmit={handleSubmit((form) => onSubmit?.(form))}
    >
      <h2 id={titleId} className={cx('trove-form__title', classNames.title)}>
        {t.title}
      </h2>
      <FormAlert messages={serverErrors?.alert ?? []} className={classNames.alert} />
      <InputField
        label={t.currentPassword}
        type="password"
        autoComplete="current-password"
        error={errors.current_password?.message}
        registration={register('current_password')}
        className={classNames.field}
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
  );
}
