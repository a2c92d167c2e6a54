// @trove/core/auth: accounts, sign-in, the account forms with their messages, permissions and roles.
// A separate entry so that widgets for signed-out visitors do not carry it.

export {
  isPartnerSignInMessage,
  PARTNER_SIGN_IN_MESSAGE,
  PARTNER_SIGN_IN_PATH,
  type PartnerSignInMessage,
  partnerOriginOf,
} from './account/partnerSignIn';
export { fromMonthInput, isProfileComplete, toMonthInput, toMonthOfBirth } from './account/profile';
export { createRememberedEmail, REMEMBERED_EMAIL_MAX_AGE_MS } from './account/rememberedEmail';
export { createVisitCounter, VISIT_COUNT_KEY, type VisitCounter } from './account/visitCounter';
export { type AuthApi, createAuthApi, fetchCurrentUser } from './client/authApi';
export {
  type AccountType,
  type Activation,
  accountTypeSchema,
  activationSchema,
  BIRTH_YEAR_OLDEST,
  BIRTH_YEAR_YOUNGEST,
  birthYearField,
  birthYearOptions,
  type ChangePassword,
  changePasswordSchema,
  createRegisterSchema,
  EMAIL_MAX_LENGTH,
  emailField,
  isStrongPassword,
  type LoginForm,
  loginFormSchema,
  newPasswordField,
  PASSPHRASE_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordField,
  type RegisterForm,
  type ResetPasswordConfirm,
  type ResetPasswordForm,
  resendActivationFormSchema,
  resetPasswordConfirmSchema,
  resetPasswordFormSchema,
  SOCIAL_PROVIDERS,
  type SocialProvider,
  socialLoginSchema,
} from './forms/authForms';
export { authMessages, serverMessages } from './forms/messages';
export {
  canInviteOrganisationUsers,
  canList,
  hasPermission,
  hasRole,
  isAdmin,
  organisationsAdministered,
  organisationUserOf,
  PERMISSIONS,
  type Permission,
  ROLES,
  type Role,
} from './permissions/permissions';
export {
  NOTIFICATION_NAMES,
  NOTIFICATIONS_PAGE_SIZE,
  type Notification,
  type NotificationName,
  notificationNameSchema,
  notificationSchema,
} from './schemas/notification';
// The text limits the server applies too: in this entry, whose forms already carry them, to keep
// the main entry small.
export { limitedText, listLimitMessage, TEXT_LIMITS, textLimitMessage } from './schemas/textLimits';
export {
  type AuthResponse,
  authResponseSchema,
  createUserUpdateSchema,
  dependantSchema,
  type Group,
  type GroupType,
  genderSchema,
  groupSchema,
  groupTypeSchema,
  type Invite,
  inviteSchema,
  type LinkType,
  linkTypeSchema,
  MAX_CATEGORIES,
  MAX_DEPENDANTS,
  type OrganisationMembership,
  organisationMembershipSchema,
  type SimpleGroup,
  type Site,
  simpleGroupSchema,
  siteSchema,
  type TransactionSummary,
  titleSchema,
  transactionSummarySchema,
  type User,
  type UserUpdate,
  userSchema,
} from './schemas/user';
