import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AccountType,
  authMessages,
  birthYearOptions,
  createRegisterSchema,
  type RegisterForm,
} from '@trove/core/auth';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { ServerErrors } from '../../forms/serverErrors';
import { CheckboxField } from '../../forms/ui/CheckboxField';
import { FormAlert } from '../../forms/ui/FormAlert';
import { InputField } from '../../forms/ui/InputField';
import { SelectField } from '../../forms/ui/SelectField';
import { SubmitButton } from '../../forms/ui/SubmitButton';
import { useServerFieldErrors } from '../../forms/useServerFieldErrors';
import { type LinkComponent, PlainLink } from '../../shell/ui/linkComponent';
import { ModalDialog } from '../../shell/ui/ModalDialog';
import { cx } from '../../styles/cx';
import { passwordHint } from '../passwordHint';
import type { RegistrationStep } from '../registrationFlow';
import { NewPasswordFields } from './NewPasswordFields';

export interface RegisterTranslations {
  title: string;
  accountTypeQuestion: string;
  personal: string;
  personalDescription: string;
  business: string;
  businessDescription: string;
  organisationTypeQuestion: string;
  organisationTypesUnavailable: string;
  email: string;
  lockedEmail: string;
  username: string;
  birthYear: string;
  birthYearPlaceholder: string;
  password: string;
  passwordHint: string;
  confirmPassword: string;
  receiveEmails: string;
  submit: string;
  submitting: string;
  back: string;
  login: string;
  loading: string;
  invalidInvite: string;
  close: string;
}

// A pure call: bundles that never show registration drop it, and core's messages with it.
export const registerTranslations: RegisterTranslations = /* @__PURE__ */ (() => ({
  title: 'Join for FREE',
  accountTypeQuestion: 'What kind of account would you like?',
  personal: 'Personal',
  personalDescription: 'For collectors who buy, sell and bid.',
  business: 'Business',
  businessDescription: 'For dealers, auction houses, clubs and other organisations.',
  organisationTypeQuestion: 'What kind of organisation are you?',
  organisationTypesUnavailable: authMessages.registrationFailed,
  email: 'Email',
  lockedEmail: 'Your invitation is for this email address.',
  username: 'Username',
  birthYear: 'Year of birth',
  birthYearPlaceholder: 'Select a year',
  password: 'Password',
  passwordHint,
  confirmPassword: 'Confirm password',
  receiveEmails: 'Email me about new listings, auctions and offers',
  submit: 'Join',
  submitting: 'Joining…',
  back: 'Back',
  login: 'Already a member? Log In',
  loading: 'Loading',
  invalidInvite: authMessages.invalidInvite,
  close: 'Close',
}))();

export interface RegisterHrefs {
  login: string;
}

export const registerHrefs: RegisterHrefs = { login: '/login' };

type Slot = 'modal' | 'choices' | 'choice' | 'form' | 'field' | 'alert' | 'submit' | 'links';

export interface RegisterViewProps {
  /** Which screen to show; the connected `RegisterModal` works it out with `registrationStep`. */
  step: RegistrationStep;
  /** Default: true. */
  isOpen?: boolean;
  onClose?: () => void;
  onChooseAccountType?: (accountType: AccountType) => void;
  onChooseOrganisationType?: (group: number) => void;
  onBack?: () => void;
  /** Pre-fills the email (e.g. from the `email` query parameter). */
  defaultEmail?: string | undefined;
  /** An invite's email: pre-filled and read-only. */
  lockedEmail?: string | undefined;
  /** The invite token (`{id}-{token}`) sent with the registration. */
  token?: string | undefined;
  onSubmit?: (form: RegisterForm) => void;
  submitting?: boolean;
  serverErrors?: ServerErrors | undefined;
  /** Sets the year-of-birth range (110 to 14 years ago). Default: now. */
  now?: Date;
  hrefs?: Partial<RegisterHrefs>;
  linkComponent?: LinkComponent;
  classNames?: Partial<Record<Slot, string>>;
  translations?: Partial<RegisterTranslations>;
}

/** The registration modal: account type, organisation type, then the personal or business form. */
export function RegisterView({
  step,
  isOpen = true,
  onClose,
  onChooseAccountType,
  onChooseOrganisationType,
  onBack,
  hrefs,
  linkComponent: Link = PlainLink,
  classNames = {},
  translations,
  ...formProps
}: RegisterViewProps) {
  const t = { ...registerTranslations, ...translations };
  const to = { ...registerHrefs, ...hrefs };
  return (
    <ModalDialog
      title={t.title}
      isOpen={isOpen}
      onClose={onClose}
      closeLabel={t.close}
      className={cx('trove-register', classNames.modal)}
    >
      {step.type === 'loading' && <div role="status" aria-label={t.loading} className="trove-spinner" />}
      {step.type === 'invalidInvite' && (
        <FormAlert messages={[t.invalidInvite]} className={classNames.alert} />
      )}
      {step.type === 'accountType' && (
        <fieldset className={cx('trove-choices', classNames.choices)}>
          <legend className="trove-choices__question">{t.accountTypeQuestion}</legend>
          <ChoiceButton
            label={t.personal}
            description={t.personalDescription}
            onPress={() => onChooseAccountType?.('personal')}
            className={classNames.choice}
          />
          <ChoiceButton
            label={t.business}
            description={t.businessDescription}
            onPress={() => onChooseAccountType?.('business')}
            className={classNames.choice}
          />
        </fieldset>
      )}
      {step.type === 'organisationType' && (
        <fieldset className={cx('trove-choices', classNames.choices)}>
          <legend className="trove-choices__question">{t.organisationTypeQuestion}</legend>
          {step.organisationTypes.length === 0 && (
            <FormAlert messages={[t.organisationTypesUnavailable]} className={classNames.alert} />
          )}
          {step.organisationTypes.map((group) => (
            <ChoiceButton
              key={group.id}
              label={group.name}
              onPress={() => onChooseOrganisationType?.(group.id)}
              className={classNames.choice}
            />
          ))}
          <button type="button" className="trove-button trove-button--link" onClick={onBack}>
            {t.back}
          </button>
        </fieldset>
      )}
      {step.type === 'form' && (
        <RegisterFormFields
          key={`${step.accountType}-${step.group ?? ''}`}
          accountType={step.accountType}
          group={step.group}
          onBack={step.canGoBack ? onBack : undefined}
          t={t}
          classNames={classNames}
          {...formProps}
        />
      )}
      <p className={cx('trove-form__links', classNames.links)}>
        <Link href={to.login}>{t.login}</Link>
      </p>
    </ModalDialog>
  );
}

interface ChoiceButtonProps {
  label: string;
  description?: string;
  onPress: () => void;
  className?: string | undefined;
}

function ChoiceButton({ label, description, onPress, className }: ChoiceButtonProps) {
  return (
    <button type="button" className={cx('trove-choice', className)} onClick={onPress}>
      <span className="trove-choice__label">{label}</span>
      {description && <span className="trove-choice__description">{description}</span>}
    </button>
  );
}

type FormProps = Pick<
  RegisterViewProps,
  'defaultEmail' | 'lockedEmail' | 'token' | 'onSubmit' | 'submitting' | 'serverErrors' | 'now'
>;

interface RegisterFormFieldsProps extends FormProps {
  accountType: AccountType;
  group: number | undefined;
  onBack: (() => void) | undefined;
  t: RegisterTranslations;
  classNames: Partial<Record<Slot, string>>;
}

function RegisterFormFields({
  accountType,
  group,
  onBack,
  t,
  classNames,
  defaultEmail,
  lockedEmail,
  token,
  onSubmit,
  submitting = false,
  serverErrors,
  now,
}: RegisterFormFieldsProps) {
  const year = (now ?? new Date()).getFullYear();
  // Only the year matters to the rules; memoised on it so the form is not rebuilt each render.
  const schema = useMemo(() => createRegisterSchema(new Date(year, 6, 1)), [year]);
  const years = useMemo(() => birthYearOptions(new Date(year, 6, 1)), [year]);
  const personal = accountType === 'personal';
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      account_type: accountType,
      group,
      token,
      email: lockedEmail ?? defaultEmail ?? '',
      display_name: '',
      birth_year: undefined,
      password: '',
      password_confirmation: '',
      receive_emails: false,
    },
  });
  useServerFieldErrors(setError, serverErrors);
  return (
    <form
      noValidate
      className={cx('trove-form', classNames.form)}
      onSubmit={handleSubmit((form) => onSubmit?.(form))}
    >
      <FormAlert
        messages={[...(serverErrors?.alert ?? []), errors.group?.message, errors.token?.message]}
        className={classNames.alert}
      />
      <InputField
        label={t.email}
        type="email"
        autoComplete="email"
        readOnly={lockedEmail !== undefined}
        hint={lockedEmail === undefined ? undefined : t.lockedEmail}
        error={errors.email?.message}
        registration={register('email')}
        className={classNames.field}
      />
      {personal && (
        <>
          <InputField
            label={t.username}
            autoComplete="username"
            error={errors.display_name?.message}
            registration={register('display_name')}
            className={classNames.field}
          />
          <SelectField
            label={t.birthYear}
            error={errors.birth_year?.message}
            registration={register('birth_year', {
              setValueAs: (value: unknown) =>
                value === '' || value === undefined ? undefined : Number(value),
            })}
            className={classNames.field}
          >
            <option value="">{t.birthYearPlaceholder}</option>
            {years.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </SelectField>
        </>
      )}
      <NewPasswordFields
        register={register}
        errors={errors}
        password={{ name: 'password', label: t.password, hint: t.passwordHint }}
        confirmation={{ name: 'password_confirmation', label: t.confirmPassword }}
        className={classNames.field}
      />
      {personal && (
        <CheckboxField label={t.receiveEmails} {...register('receive_emails')} className={classNames.field} />
      )}
      <div className="trove-actions">
        {onBack && (
          <button type="button" className="trove-button" onClick={onBack}>
            {t.back}
          </button>
        )}
        <SubmitButton
          submitting={submitting}
          label={t.submit}
          submittingLabel={t.submitting}
          className={classNames.submit}
        />
      </div>
    </form>
  );
}
