import { zodResolver } from '@hookform/resolvers/zod';
import { type ResetPasswordForm, resetPasswordFormSchema } from '@trove/core/auth';
import { useForm } from 'react-hook-form';
import type { ServerErrors } from '../../forms/serverErrors';
import { FormAlert } from '../../forms/ui/FormAlert';
import { InputField } from '../../forms/ui/InputField';
import { SubmitButton } from '../../forms/ui/SubmitButton';
import { useServerFieldErrors } from '../../forms/useServerFieldErrors';
import { type LinkComponent, PlainLink } from '../../shell/ui/linkComponent';
import { ModalDialog } from '../../shell/ui/ModalDialog';
import { cx } from '../../styles/cx';

export interface ForgotPasswordTranslations {
  title: string;
  instructions: string;
  email: string;
  submit: string;
  submitting: string;
  login: string;
  close: string;
}

export const forgotPasswordTranslations: ForgotPasswordTranslations = {
  title: 'Forgot your password?',
  instructions: 'Enter the email you joined with and we will send you a link to choose a new password.',
  email: 'Email',
  submit: 'Send reset link',
  submitting: 'Sending…',
  login: 'Back to Log In',
  close: 'Close',
};

export interface ForgotPasswordHrefs {
  login: string;
}

export const forgotPasswordHrefs: ForgotPasswordHrefs = { login: '/login' };

type Slot = 'modal' | 'form' | 'field' | 'alert' | 'submit' | 'links';

export interface ForgotPasswordViewProps {
  /** Default: true. */
  isOpen?: boolean;
  onClose?: () => void;
  /** Pre-fills the email (the route's `email` parameter). */
  defaultEmail?: string | undefined;
  onSubmit?: (form: ResetPasswordForm) => void;
  submitting?: boolean;
  serverErrors?: ServerErrors | undefined;
  hrefs?: Partial<ForgotPasswordHrefs>;
  linkComponent?: LinkComponent;
  classNames?: Partial<Record<Slot, string>>;
  translations?: Partial<ForgotPasswordTranslations>;
}

/** The forgot-password modal: an email to send the reset link to. */
export function ForgotPasswordView({
  isOpen = true,
  onClose,
  defaultEmail,
  onSubmit,
  submitting = false,
  serverErrors,
  hrefs,
  linkComponent: Link = PlainLink,
  classNames = {},
  translations,
}: ForgotPasswordViewProps) {
  const t = { ...forgotPasswordTranslations, ...translations };
  const to = { ...forgotPasswordHrefs, ...hrefs };
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { email: defaultEmail ?? '' },
  });
  useServerFieldErrors(setError, serverErrors);
  return (
    <ModalDialog
      title={t.title}
      isOpen={isOpen}
      onClose={onClose}
      closeLabel={t.close}
      className={cx('trove-forgot-password', classNames.modal)}
    >
      <form
        noValidate
        className={cx('trove-form', classNames.form)}
        onSubmit={handleSubmit((form) => onSubmit?.(form))}
      >
        <p>{t.instructions}</p>
        <FormAlert messages={serverErrors?.alert ?? []} className={classNames.alert} />
        <InputField
          label={t.email}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          registration={register('email')}
          className={classNames.field}
        />
        <SubmitButton
          submitting={submitting}
          label={t.submit}
          submittingLabel={t.submitting}
          className={classNames.submit}
        />
        <p className={cx('trove-form__links', classNames.links)}>
          <Link href={to.login}>{t.login}</Link>
        </p>
      </form>
    </ModalDialog>
  );
}
