import type { AccountType, SimpleGroup } from '@trove/core/auth';

/** What the visitor has chosen so far. */
export interface RegistrationChoice {
  accountType?: AccountType | undefined;
  /** The organisation type (a business group id). */
  group?: number | undefined;
}

export type RegistrationAction =
  | { type: 'chooseAccountType'; accountType: AccountType }
  | { type: 'chooseOrganisationType'; group: number }
  | { type: 'back' };

export function registrationReducer(
  choice: RegistrationChoice,
  action: RegistrationAction,
): RegistrationChoice {
  switch (action.type) {
    case 'chooseAccountType':
      return { accountType: action.accountType };
    case 'chooseOrganisationType':
      return { ...choice, group: action.group };
    case 'back':
      return choice.group === undefined ? {} : { accountType: choice.accountType };
  }
}

/** The screen the registration modal shows. */
export type RegistrationStep =
  | { type: 'loading' }
  | { type: 'invalidInvite' }
  | { type: 'accountType' }
  | { type: 'organisationType'; organisationTypes: readonly SimpleGroup[] }
  | { type: 'form'; accountType: AccountType; group?: number | undefined; canGoBack: boolean };

export interface RegistrationContext {
  /** The business_registration flag; `undefined` while the settings load. */
  businessEnabled: boolean | undefined;
  /** The invite lookup, when the visitor came with an invite token. */
  invite: 'none' | 'loading' | 'invalid' | 'valid';
  /** `groups('B')`; `undefined` until loaded. */
  organisationTypes: readonly SimpleGroup[] | undefined;
}

/**
 * The spec's registration steps: account type (personal or business, only when business
 * registration is on), then for a business the organisation type (skipped when there is only
 * one), then the form. An invite goes straight to a personal form.
 */
export function registrationStep(choice: RegistrationChoice, context: RegistrationContext): RegistrationStep {
  if (context.invite === 'loading') return { type: 'loading' };
  if (context.invite === 'invalid') return { type: 'invalidInvite' };
  if (context.invite === 'valid') return { type: 'form', accountType: 'personal', canGoBack: false };
  if (context.businessEnabled === undefined) return { type: 'loading' };
  if (!context.businessEnabled) return { type: 'form', accountType: 'personal', canGoBack: false };
  if (choice.accountType === undefined) return { type: 'accountType' };
  if (choice.accountType === 'personal') return { type: 'form', accountType: 'personal', canGoBack: true };
  if (choice.group !== undefined)
    return { type: 'form', accountType: 'business', group: choice.group, canGoBack: true };
  const types = context.organisationTypes;
  if (types === undefined) return { type: 'loading' };
  const [only] = types;
  if (types.length === 1 && only)
    return { type: 'form', accountType: 'business', group: only.id, canGoBack: true };
  return { type: 'organisationType', organisationTypes: types };
}
