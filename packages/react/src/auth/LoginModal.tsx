import { defaultStorage, type KeyValueStorage } from '@trove/core';
import { authMessages, createRememberedEmail, type LoginForm, type User } from '@trove/core/auth';
import { useMemo, useState } from 'react';
import { serverErrorsOf } from '../forms/serverErrors';
import { useToast } from '../toast/useToast';
import { LoginView, type LoginViewProps } from './ui/LoginView';
import { useLogin } from './useLogin';

export interface LoginModalProps
  extends Omit<LoginViewProps, 'onSubmit' | 'submitting' | 'serverErrors' | 'defaultValues'> {
  /** Called with the member once signed in (the token is stored and the toast shown). */
  onSuccess?: (user: User) => void;
  /** Where Remember me keeps the email for a year. Default: `localStorage` when usable, else memory. */
  storage?: KeyValueStorage;
  /** The current time in ms, for the remembered email's age. Default: `Date.now`. */
  now?: () => number;
}

const LOGIN_FIELDS = ['email', 'password'] as const;

/** The login modal over the API: signs in, remembers the email when asked, toasts the success. */
export function LoginModal({ onSuccess, storage, now, ...view }: LoginModalProps) {
  const [remembered] = useState(() => createRememberedEmail(storage ?? defaultStorage(), now));
  const [rememberedEmail] = useState(() => remembered.get());
  const login = useLogin();
  const toast = useToast();
  const serverErrors = useMemo(
    () => (login.error ? serverErrorsOf(login.error, LOGIN_FIELDS, authMessages.loginFailed) : undefined),
    [login.error],
  );
  const submit = (form: LoginForm, { remember }: { remember: boolean }) => {
    login.mutate(form, {
      onSuccess: ({ user }) => {
        if (remember) remembered.set(form.email);
        else remembered.clear();
        toast.success(authMessages.signedIn);
        onSuccess?.(user);
      },
    });
  };
  return (
    <LoginView
      {...view}
      defaultValues={{ email: rememberedEmail ?? '', remember: rememberedEmail !== undefined }}
      onSubmit={submit}
      submitting={login.isPending}
      serverErrors={serverErrors}
    />
  );
}
