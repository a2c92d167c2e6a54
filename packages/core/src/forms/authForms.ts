import * as z from 'zod/mini';
import { DATABASE_INT_MAX } from '../schemas/databaseInt';
import { TEXT_LIMITS, textLimitMessage } from '../schemas/textLimits';
import { authMessages as m } from './messages';

/** Spec limits: email 254, password 8 to 128, passphrase 24 to 128; birth year 110 to 14 years ago. */
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSPHRASE_MIN_LENGTH = 24;
export const BIRTH_YEAR_OLDEST = 110;
export const BIRTH_YEAR_YOUNGEST = 14;

const MIXED_CASE_AND_DIGIT = /(?=.*\d)(?=.*[a-z])(?=.*[A-Z])/;

/**
 * An empty field says only that it is required: format and length checks skip it. (A check with
 * `when` also runs after a failed type check, hence the type test.)
 */
const unlessEmpty = {
  when: (payload: { value: unknown }) => typeof payload.value === 'string' && payload.value !== '',
};

/** A password passes with a digit, a lowercase and an uppercase letter, or as a passphrase of 24 or more. */
export function isStrongPassword(password: string): boolean {
  return password.length >= PASSPHRASE_MIN_LENGTH || MIXED_CASE_AND_DIGIT.test(password);
}

export const emailField = z
  .string(m.emailRequired)
  .check(
    z.trim(),
    z.minLength(1, m.emailRequired),
    z.maxLength(EMAIL_MAX_LENGTH, m.emailTooLong),
    z.email({ error: m.emailInvalid, ...unlessEmpty }),
  );

/** A password as login takes it: only its length is checked. */
export const passwordField = (required: string = m.passwordRequired) =>
  z
    .string(required)
    .check(
      z.minLength(1, required),
      z.minLength(PASSWORD_MIN_LENGTH, { error: m.passwordTooShort, ...unlessEmpty }),
      z.maxLength(PASSWORD_MAX_LENGTH, m.passwordTooLong),
    );

/** A new password: length, and mixed case with a digit unless it is a passphrase. */
export const newPasswordField = passwordField().check(
  // an empty password gets only the required message
  z.refine((password) => password === '' || isStrongPassword(password), m.passwordPattern),
);

export const loginFormSchema = z.object({
  email: emailField,
  password: passwordField(),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** Birth years a member may choose: from 110 to 14 years before `now`, newest first. */
export function birthYearOptions(now: Date): number[] {
  const youngest = now.getFullYear() - BIRTH_YEAR_YOUNGEST;
  return Array.from({ length: BIRTH_YEAR_OLDEST - BIRTH_YEAR_YOUNGEST + 1 }, (_, i) => youngest - i);
}

/** A year of birth a member may give on `now`: from 110 to 14 years before (§9). */
export function birthYearField(now: Date) {
  const [youngest = 0] = birthYearOptions(now);
  const oldest = youngest - (BIRTH_YEAR_OLDEST - BIRTH_YEAR_YOUNGEST);
  const range = m.birthYearRange(oldest, youngest);
  return z.int(m.birthYearRequired).check(z.gte(oldest, range), z.lte(youngest, range));
}

export const accountTypeSchema = z.enum(['personal', 'business']);
export type AccountType = z.infer<typeof accountTypeSchema>;

/**
 * `POST /api/auth/register/`, also the registration form. Personal members give a username and a
 * year of birth; business members give the organisation type (group) instead.
 */
export function createRegisterSchema(now: Date) {
  return z
    .object({
      // The original API had no account type: clients written for it register personal members.
      account_type: z._default(accountTypeSchema, 'personal'),
      email: emailField,
      password: newPasswordField,
      password_confirmation: passwordField(m.confirmPasswordRequired),
      display_name: z.optional(z.string().check(z.trim(), z.maxLength(EMAIL_MAX_LENGTH, m.usernameTooLong))),
      birth_year: z.optional(birthYearField(now)),
      group: z.optional(
        z
          .int(m.organisationTypeRequired)
          .check(z.positive(m.organisationTypeRequired), z.lte(DATABASE_INT_MAX, m.organisationTypeRequired)),
      ),
      first_name: z.optional(z.string().check(z.trim(), z.maxLength(TEXT_LIMITS.name, m.firstNameTooLong))),
      last_name: z.optional(z.string().check(z.trim(), z.maxLength(TEXT_LIMITS.name, m.lastNameTooLong))),
      receive_emails: z.optional(z.boolean()),
      /** An invite, `{id}-{token}`. */
      token: z.optional(z.string().check(z.maxLength(TEXT_LIMITS.text, textLimitMessage(TEXT_LIMITS.text)))),
    })
    .check(
      z.refine((form) => form.password === form.password_confirmation, {
        message: m.passwordsDoNotMatch,
        path: ['password_confirmation'],
      }),
      z.refine((form) => form.account_type === 'business' || Boolean(form.display_name), {
        message: m.usernameRequired,
        path: ['display_name'],
      }),
      z.refine((form) => form.account_type === 'business' || form.birth_year !== undefined, {
        message: m.birthYearRequired,
        path: ['birth_year'],
      }),
      z.refine((form) => form.account_type === 'personal' || form.group !== undefined, {
        message: m.organisationTypeRequired,
        path: ['group'],
      }),
    );
}
export type RegisterForm = z.infer<ReturnType<typeof createRegisterSchema>>;

export const resetPasswordFormSchema = z.object({ email: emailField });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const resendActivationFormSchema = resetPasswordFormSchema;

const newPasswordPair = {
  new_password: newPasswordField,
  re_new_password: passwordField(m.confirmPasswordRequired),
};
const newPasswordsMatch = z.refine<{ new_password: string; re_new_password: string }>(
  (form) => form.new_password === form.re_new_password,
  { message: m.newPasswordsDoNotMatch, path: ['re_new_password'] },
);

/** A uid or token of an emailed link: never longer than a one-line text. */
const linkPart = z
  .string()
  .check(z.minLength(1), z.maxLength(TEXT_LIMITS.text, textLimitMessage(TEXT_LIMITS.text)));

/** The new-password form of a reset link: uid and token come from the link. */
export const resetPasswordConfirmSchema = z
  .object({
    uid: linkPart,
    token: linkPart,
    ...newPasswordPair,
  })
  .check(newPasswordsMatch);
export type ResetPasswordConfirm = z.infer<typeof resetPasswordConfirmSchema>;

export const changePasswordSchema = z
  .object({ current_password: passwordField(m.currentPasswordRequired), ...newPasswordPair })
  .check(newPasswordsMatch);
export type ChangePassword = z.infer<typeof changePasswordSchema>;

export const activationSchema = z.object({
  uid: linkPart,
  token: linkPart,
});
export type Activation = z.infer<typeof activationSchema>;

/** Social sign-in: the provider's signed ID token. */
export const socialLoginSchema = z.object({
  // A provider's ID token (a JWT): a few kilobytes at most.
  token: z
    .string()
    .check(z.minLength(1), z.maxLength(TEXT_LIMITS.freeText, textLimitMessage(TEXT_LIMITS.freeText))),
});
export const SOCIAL_PROVIDERS = ['google-oauth2', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
