import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  birthYearOptions,
  changePasswordSchema,
  createRegisterSchema,
  isStrongPassword,
  loginFormSchema,
  resetPasswordConfirmSchema,
  resetPasswordFormSchema,
} from './authForms';
import { authMessages } from './messages';

/** The messages of each field, as a form shows them. */
function errorsOf(schema: z.ZodMiniType, value: unknown): Record<string, string[]> {
  const result = z.safeParse(schema, value);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || 'non_field_errors';
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

describe('login form', () => {
  it('requires email and password with the spec messages', () => {
    expect(errorsOf(loginFormSchema, {})).toEqual({
      email: [authMessages.emailRequired],
      password: [authMessages.passwordRequired],
    });
    // an empty field gets only its required message
    expect(errorsOf(loginFormSchema, { email: '', password: '' })).toEqual({
      email: [authMessages.emailRequired],
      password: [authMessages.passwordRequired],
    });
  });

  it('checks the email is valid and at most 254 characters', () => {
    expect(errorsOf(loginFormSchema, { email: 'nope', password: 'longenough' }).email).toEqual([
      authMessages.emailInvalid,
    ]);
    const long = `${'a'.repeat(250)}@x.nz`;
    expect(errorsOf(loginFormSchema, { email: long, password: 'longenough' }).email).toContain(
      authMessages.emailTooLong,
    );
  });

  it('wants at least 8 and at most 128 password characters', () => {
    expect(errorsOf(loginFormSchema, { email: 'a@b.nz', password: 'short' }).password).toEqual([
      authMessages.passwordTooShort,
    ]);
    expect(errorsOf(loginFormSchema, { email: 'a@b.nz', password: 'x'.repeat(129) }).password).toEqual([
      authMessages.passwordTooLong,
    ]);
    expect(z.safeParse(loginFormSchema, { email: ' a@b.nz ', password: 'x'.repeat(8) }).data?.email).toBe(
      'a@b.nz',
    );
  });
});

describe('password strength', () => {
  it('takes a digit, a lowercase and an uppercase letter, or a passphrase of 24 or more', () => {
    expect(isStrongPassword('Coins2026')).toBe(true);
    expect(isStrongPassword('coins2026')).toBe(false);
    expect(isStrongPassword('COINS2026')).toBe(false);
    expect(isStrongPassword('CoinsCoins')).toBe(false);
    expect(isStrongPassword('correct horse battery stp')).toBe(true);
  });

  it('accepts every string of 24 or more characters', () => {
    fc.assert(fc.property(fc.string({ minLength: 24, maxLength: 128 }), (s) => isStrongPassword(s)));
  });
});

describe('registration', () => {
  const now = new Date('2026-11-22T00:00:00Z');
  const schema = createRegisterSchema(now);
  const personal = {
    account_type: 'personal',
    email: 'kiri@example.nz',
    display_name: 'kiri',
    birth_year: 1990,
    password: 'Coins2026',
    password_confirmation: 'Coins2026',
  };

  it('accepts a complete personal registration', () => {
    expect(errorsOf(schema, personal)).toEqual({});
  });

  it('registers a personal member when no account type is given, as the original API did', () => {
    const { account_type: _type, ...withoutType } = personal;
    expect(z.parse(schema, withoutType).account_type).toBe('personal');
    const { display_name: _name, ...withoutName } = withoutType;
    expect(errorsOf(schema, withoutName)).toEqual({ display_name: [authMessages.usernameRequired] });
  });

  it('says when the confirmation does not match, on the confirmation field', () => {
    expect(errorsOf(schema, { ...personal, password_confirmation: 'Coins2027' })).toEqual({
      password_confirmation: [authMessages.passwordsDoNotMatch],
    });
  });

  it('asks for mixed case and a digit', () => {
    const weak = { ...personal, password: 'coinscoins', password_confirmation: 'coinscoins' };
    expect(errorsOf(schema, weak).password).toEqual([authMessages.passwordPattern]);
  });

  it('needs username and year of birth from personal members only', () => {
    const { display_name: _u, birth_year: _b, ...bare } = personal;
    expect(errorsOf(schema, bare)).toEqual({
      display_name: [authMessages.usernameRequired],
      birth_year: [authMessages.birthYearRequired],
    });
    expect(errorsOf(schema, { ...bare, account_type: 'business', group: 4 })).toEqual({});
    expect(errorsOf(schema, { ...bare, account_type: 'business' })).toEqual({
      group: [authMessages.organisationTypeRequired],
    });
  });

  it('offers years of birth from 110 to 14 years ago', () => {
    const years = birthYearOptions(now);
    expect(years[0]).toBe(2012);
    expect(years.at(-1)).toBe(1916);
    expect(years).toHaveLength(97);
    expect(errorsOf(schema, { ...personal, birth_year: 2013 }).birth_year).toEqual([
      authMessages.birthYearRange(1916, 2012),
    ]);
    expect(errorsOf(schema, { ...personal, birth_year: 1915 }).birth_year).toEqual([
      authMessages.birthYearRange(1916, 2012),
    ]);
  });
});

describe('password reset and change', () => {
  it('requires a valid email to reset', () => {
    expect(errorsOf(resetPasswordFormSchema, { email: '' }).email).toContain(authMessages.emailRequired);
  });

  it('wants the new password and its confirmation to match', () => {
    expect(
      errorsOf(resetPasswordConfirmSchema, {
        uid: 'MQ',
        token: 't',
        new_password: 'Coins2026',
        re_new_password: 'Coins2025',
      }),
    ).toEqual({ re_new_password: [authMessages.newPasswordsDoNotMatch] });
    expect(errorsOf(changePasswordSchema, {})).toMatchObject({
      current_password: [authMessages.currentPasswordRequired],
      new_password: [authMessages.passwordRequired],
    });
  });
});

describe('an empty submit', () => {
  it('shows every message of the registration form at once', () => {
    const errors = errorsOf(createRegisterSchema(new Date('2026-11-22')), {
      account_type: 'personal',
      email: '',
      password: '',
      password_confirmation: 'x',
    });
    expect(errors).toEqual({
      email: [authMessages.emailRequired],
      password: [authMessages.passwordRequired],
      password_confirmation: [authMessages.passwordTooShort, authMessages.passwordsDoNotMatch],
      display_name: [authMessages.usernameRequired],
      birth_year: [authMessages.birthYearRequired],
    });
  });
});
