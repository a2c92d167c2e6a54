import { isApiError } from '@trove/core';
import {
  type AccountType,
  authMessages,
  type RegisterForm,
  serverMessages,
  type User,
} from '@trove/core/auth';
import { useMemo, useReducer } from 'react';
import { type ServerErrors, serverErrorsOf } from '../forms/serverErrors';
import { useSettings } from '../settings/useSettings';
import { registrationReducer, registrationStep } from './registrationFlow';
import { RegisterView, type RegisterViewProps } from './ui/RegisterView';
import { useInvite } from './useInvite';
import { useOrganisationTypes } from './useOrganisationTypes';
import { useRegister } from './useRegister';

export interface RegisterModalProps
  extends Omit<
    RegisterViewProps,
    | 'step'
    | 'onChooseAccountType'
    | 'onChooseOrganisationType'
    | 'onBack'
    | 'lockedEmail'
    | 'onSubmit'
    | 'submitting'
    | 'serverErrors'
  > {
  /** An invite (`{id}-{token}`): looked up, its email pre-filled and locked. */
  token?: string | undefined;
  /** Pre-fills the email (the `email` query parameter). */
  email?: string | undefined;
  /** Skips the account type step (the `/sign-up/business` route passes `'business'`). */
  accountType?: AccountType | undefined;
  /** Called with the new member once registered and signed in (the token is stored). */
  onRegistered?: (user: User, accountType: AccountType) => void;
}

const PERSONAL_FIELDS = [
  'email',
  'display_name',
  'birth_year',
  'password',
  'password_confirmation',
  'receive_emails',
] as const;
const BUSINESS_FIELDS = ['email', 'password', 'password_confirmation'] as const;

/** The spec's registration errors: unclaimed users, a 5xx or no data, else field and general messages. */
function registrationErrors(error: unknown, accountType: AccountType): ServerErrors {
  if (isApiError(error) && error.code === serverMessages.unclaimedUserCode) {
    return { alert: [authMessages.unclaimedUser] };
  }
  const fields = accountType === 'personal' ? PERSONAL_FIELDS : BUSINESS_FIELDS;
  return serverErrorsOf(error, fields, authMessages.registrationFailed);
}

/** The registration modal over the API: steps, invite lookup, registration; the token is stored on success. */
export function RegisterModal({ token, email, accountType, onRegistered, ...view }: RegisterModalProps) {
  const [choice, dispatch] = useReducer(registrationReducer, { accountType });
  const settings = useSettings();
  const businessEnabled = settings.isPending
    ? undefined
    : (settings.data?.features.business_registration ?? false);
  const organisationTypes = useOrganisationTypes({ enabled: businessEnabled === true && !token });
  const invite = useInvite(token);
  const step = registrationStep(choice, {
    businessEnabled,
    invite: !token ? 'none' : invite.isPending ? 'loading' : invite.isError ? 'invalid' : 'valid',
    organisationTypes: organisationTypes.isError ? [] : organisationTypes.data,
  });
  const registration = useRegister();
  const formAccountType = step.type === 'form' ? step.accountType : 'personal';
  const serverErrors = useMemo(
    () => (registration.error ? registrationErrors(registration.error, formAccountType) : undefined),
    [registration.error, formAccountType],
  );
  const submit = (form: RegisterForm) => {
    registration.mutate(form, { onSuccess: ({ user }) => onRegistered?.(user, form.account_type) });
  };
  return (
    <RegisterView
      {...view}
      step={step}
      onChooseAccountType={(type) => dispatch({ type: 'chooseAccountType', accountType: type })}
      onChooseOrganisationType={(group) => dispatch({ type: 'chooseOrganisationType', group })}
      onBack={() => {
        registration.reset();
        dispatch({ type: 'back' });
      }}
      defaultEmail={email}
      lockedEmail={invite.data?.email}
      token={token}
      onSubmit={submit}
      submitting={registration.isPending}
      serverErrors={serverErrors}
    />
  );
}
