import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginForm, loginFormSchema } from '@trove/core/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ServerErrors } from '../../forms/serverErrors';
import { CheckboxField } from '../../forms/ui/CheckboxField';
import { FormAlert } from '../../forms/ui/FormAlert';
import { InputField } from '../../forms/ui/InputField';
import { SubmitButton } from '../../forms/ui/SubmitButton';
import { useServerFieldErrors } from '../../forms/useServerFieldErrors';
import { type LinkComponent, PlainLink } from '../../shell/ui/linkComponent';
import { ModalDialog } from '../../shell/ui/ModalDialog';
import { cx } from '../../styles/cx';

export interface LoginTranslations {
  title: string;
  pitchTitle: string;
  pitchText: string;
  register: string;
  showLogin: string;
  email: string;
  password: string;
  rememberMe: string;
  submit: string;
  submitting: string;
  forgotPassword: string;
  join: string;
  close: string;
}

export const loginTranslations: LoginTranslations = {
  title: 'Log In',
  pitchTitle: 'Become a member',
  pitchText:
    'Members bid on auctions, comment, like, follow other collectors and keep a watchlist. Joining is free.',
  register: 'Register',
  showLogin: 'Log in',
  email: 'Email',
  password: 'Password',
  rememberMe: 'Remember me',
  submit: 'Log In',
  submitting: 'Logging in…',
  forgotPassword: 'Forgot password?',
  join: 'Not a member? Join for FREE',
  close: 'Close',
};

export interface LoginHrefs {
  forgotPassword: string;
  join: string;
}

export const loginHrefs: LoginHrefs = {
  forgotPassword: '/forgot-password',
  join: '/sign-up',
};

type Slot = 'modal' | 'pitch' | 'form' | 'field' | 'alert' | 'submit' | 'links';

export interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

export interface LoginViewProps {
  /** Default: true. */
  isOpen?: boolean;
  onClose?: () => void;
  /** With `false` the modal first shows the become-a-member pitch, with Register and Log in. Default: true. */
  showLogin?: boolean;
  /** What the form starts with, e.g. a remembered email. */
  defaultValues?: Partial<LoginValues>;
  onSubmit?: (form: LoginForm, options: { remember: boolean }) => void;
  /** While the call runs: the button is disabled and says so. */
  submitting?: boolean;
  /** The last failed call's messages. */
  serverErrors?: ServerErrors | undefined;
  hrefs?: Partial<LoginHrefs>;
  linkComponent?: LinkComponent;
  classNames?: Partial<Record<Slot, string>>;
  translations?: Partial<LoginTranslations>;
}

/** The login modal: email, password and Remember me, with links to Forgot password and Join. */
export function LoginView({
  isOpen = true,
  onClose,
  showLogin = true,
  defaultValues,
  onSubmit,
  submitting = false,
  serverErrors,
  hrefs,
  linkComponent: Link = PlainLink,
  classNames = {},
  translations,
}: LoginViewProps) {
  const t = { ...loginTranslations, ...translations };
  const to = { ...loginHrefs, ...hrefs };
  const [pitch, setPitch] = useState(!showLogin);
  return (
    <ModalDialog
      title={pitch ? t.pitchTitle : t.title}
      isOpen={isOpen}
      onClose={onClose}
      closeLabel={t.close}
      className={cx('trove-login', classNames.modal)}
    >
      {pitch ? (
        <div className={cx('trove-login__pitch', classNames.pitch)}>
          <p>{t.pitchText}</p>
          <div className="trove-actions">
            <Link href={to.join} className="trove-button trove-button--primary">
              {t.register}
            </Link>
            <button type="button" className="trove-button" onClick={() => setPitch(false)}>
              {t.showLogin}
            </button>
          </div>
        </div>
      ) : (
        <LoginFormFields
          t={t}
          to={to}
          Link={Link}
          classNames={classNames}
          defaultValues={defaultValues}
          onSubmit={onSubmit}
          submitting={submitting}
          serverErrors={serverErrors}
        />
      )}
    </ModalDialog>
  );
}

interface LoginFormFieldsProps {
  t: LoginTranslations;
  to: LoginHrefs;
  Link: LinkComponent;
  classNames: Partial<Record<Slot, string>>;
  defaultValues: Partial<LoginValues> | undefined;
  onSubmit: LoginViewProps['onSubmit'];
  submitting: boolean;
  serverErrors: ServerErrors | undefined;
}

function LoginFormFields({
  t,
  to,
  Link,
  classNames,
  defaultValues,
  onSubmit,
  submitting,
  serverErrors,
}: LoginFormFieldsProps) {
  const [remember, setRemember] = useState(defaultValues?.remember ?? false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: defaultValues?.email ?? '', password: defaultValues?.password ?? '' },
  });
  useServerFieldErrors(setError, serverErrors);
  return (
    <form
      noValidate
      className={cx('trove-form', classNames.form)}
      onSubmit={handleSubmit((form) => onSubmit?.(form, { remember }))}
    >
      <FormAlert messages={serverErrors?.alert ?? []} className={classNames.alert} />
      <InputField
        label={t.email}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        registration={register('email')}
        className={classNames.field}
      />
      <InputField
        label={t.password}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        registration={register('password')}
        className={classNames.field}
      />
      <CheckboxField
        label={t.rememberMe}
        checked={remember}
        onChange={(event) => setRemember(event.target.checked)}
        className={classNames.field}
      />
      <SubmitButton
        submitting={submitting}
        label={t.submit}
        submittingLabel={t.submitting}
        className={classNames.submit}
      />
      <p className={cx('trove-form__links', classNames.links)}>
        <Link href={to.forgotPassword}>{t.forgotPassword}</Link>
        <Link href={to.join}>{t.join}</Link>
      </p>
    </form>
  );
}
