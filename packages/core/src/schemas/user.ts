import * as z from 'zod/mini';
import { birthYearField } from '../forms/authForms';
import { authMessages as m } from '../forms/messages';
import { isCalendarDate } from './calendarDate';
import { listLimitMessage, TEXT_LIMITS, textLimitMessage } from './textLimits';

/** Group type: I individual, B business. */
export const groupTypeSchema = z.enum(['I', 'B']);
export type GroupType = z.infer<typeof groupTypeSchema>;

export const groupSchema = z.object({
  id: z.int(),
  name: z.string(),
  type: groupTypeSchema,
  permissions: z.array(z.string()),
});
export type Group = z.infer<typeof groupSchema>;

/** `GET /api/groups/?simple`: groups without their permissions. */
export const simpleGroupSchema = z.object({ id: z.int(), name: z.string(), type: groupTypeSchema });
export type SimpleGroup = z.infer<typeof simpleGroupSchema>;

export const organisationMembershipSchema = z.object({
  id: z.int(),
  name: z.string(),
  is_admin: z.boolean(),
  is_owner: z.boolean(),
});
export type OrganisationMembership = z.infer<typeof organisationMembershipSchema>;

/** Listing allowance of the member's plan; `max_listings_per_month` null means unlimited. */
export const transactionSummarySchema = z.object({
  max_listings_per_month: z.nullable(z.int()),
  total_transaction_count: z.int(),
});
export type TransactionSummary = z.infer<typeof transactionSummarySchema>;

export const titleSchema = z.enum(['Mr', 'Mrs', 'Miss', 'Ms', 'Dr']);
export const genderSchema = z.enum(['female', 'male', 'other']);

/** A dependant's birthday, `YYYY-MM-DD` on the wire (always the first of a month). */
export const dependantSchema = z.object({ birthday: z.string() });

const text = z.nullable(z.string());

/** `GET /api/auth/user/`: the signed-in member. */
export const userSchema = z.object({
  id: z.int(),
  email: z.string(),
  display_name: z.string(),
  title: z.nullable(titleSchema),
  first_name: z.string(),
  last_name: z.string(),
  birth_year: z.nullable(z.int()),
  phone: text,
  gender: z.nullable(genderSchema),
  photo: text,
  collects: text,
  receive_emails: z.boolean(),
  postal_address_line1: text,
  postal_address_line2: text,
  postal_address_city: text,
  postal_address_country: text,
  physical_address_line1: text,
  physical_address_line2: text,
  physical_address_city: text,
  physical_address_country: text,
  dependants: z.array(dependantSchema),
  categories: z.array(z.string()),
  groups: z.array(groupSchema),
  organisations: z.array(organisationMembershipSchema),
  transaction_summary: transactionSummarySchema,
  is_profile_complete: z.boolean(),
  email_activated: z.boolean(),
  /** The organisations (ids) and members (uids) the member follows (issue 15). */
  following: z.optional(z.object({ organisations: z.array(z.int()), users: z.array(z.string()) })),
});
export type User = z.infer<typeof userSchema>;

const limited = (max: number, message: string = textLimitMessage(max)) =>
  z.string().check(z.trim(), z.maxLength(max, message));
const limitedOrNull = (max: number, message?: string) => z.nullable(limited(max, message));
const list = <T extends z.ZodMiniType>(entry: T, max: number) =>
  z.array(entry).check(z.maxLength(max, listLimitMessage(max)));

/** At most this many dependants and interests (categories) on a profile. */
export const MAX_DEPENDANTS = 20;
export const MAX_CATEGORIES = 50;

const BIRTHDAY_FORMAT = 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.';

/**
 * A dependant's birthday as a member gives it: a day of the calendar, or the month (`YYYY-MM`),
 * all that is kept (DRF's words otherwise). Built on call, not at load: only the server checks
 * profile updates, and a schema built at load time stays in every widget that loads this module.
 */
function dependantInputSchema() {
  return z.object({
    birthday: z
      .string(BIRTHDAY_FORMAT)
      .check(
        z.refine((date) => isCalendarDate(/^\d{4}-\d{2}$/.test(date) ? `${date}-01` : date), BIRTHDAY_FORMAT),
      ),
  });
}

/**
 * Fields a member may change through `PUT`/`PATCH /api/auth/user/` on `now`, with the profile
 * form's limits (display name 35, names 30, other text 255, what they collect 10,000; §9), the
 * year of birth 110 to 14 years back, at most 20 dependants and 50 interests.
 */
export function createUserUpdateSchema(now: Date) {
  return z.partial(
    z.object({
      display_name: limited(TEXT_LIMITS.displayName, m.displayNameTooLong),
      title: z.nullable(titleSchema),
      first_name: limited(TEXT_LIMITS.name, m.firstNameTooLong),
      last_name: limited(TEXT_LIMITS.name, m.lastNameTooLong),
      birth_year: z.nullable(birthYearField(now)),
      phone: limitedOrNull(TEXT_LIMITS.text),
      gender: z.nullable(genderSchema),
      collects: limitedOrNull(TEXT_LIMITS.freeText),
      receive_emails: z.boolean(),
      postal_address_line1: limitedOrNull(TEXT_LIMITS.text, m.addressTooLong),
      postal_address_line2: limitedOrNull(TEXT_LIMITS.text, m.addressTooLong),
      postal_address_city: limitedOrNull(TEXT_LIMITS.text, m.cityTooLong),
      postal_address_country: limitedOrNull(TEXT_LIMITS.text),
      physical_address_line1: limitedOrNull(TEXT_LIMITS.text, m.addressTooLong),
      physical_address_line2: limitedOrNull(TEXT_LIMITS.text, m.addressTooLong),
      physical_address_city: limitedOrNull(TEXT_LIMITS.text, m.cityTooLong),
      physical_address_country: limitedOrNull(TEXT_LIMITS.text),
      dependants: list(dependantInputSchema(), MAX_DEPENDANTS),
      categories: list(limited(TEXT_LIMITS.text), MAX_CATEGORIES),
    }),
  );
}
export type UserUpdate = z.infer<ReturnType<typeof createUserUpdateSchema>>;

/** Login, registration and social sign-in answer the token and the member. */
export const authResponseSchema = z.object({ auth_token: z.string(), user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** `GET /api/invites/{token}/`: what an invite pre-fills. */
export const inviteSchema = z.object({
  email: z.string(),
  organisation: z.nullable(z.object({ id: z.int(), name: z.string() })),
});
export type Invite = z.infer<typeof inviteSchema>;

export const siteSchema = z.object({ id: z.int(), name: z.string(), domain: z.string() });
export type Site = z.infer<typeof siteSchema>;

export const linkTypeSchema = z.object({ id: z.int(), name: z.string() });
export type LinkType = z.infer<typeof linkTypeSchema>;
