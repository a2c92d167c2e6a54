import * as z from 'zod/mini';
import { authMessages as m } from '../forms/messages';

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
});
export type User = z.infer<typeof userSchema>;

const limited = (max: number, message: string) => z.string().check(z.trim(), z.maxLength(max, message));
const limitedOrNull = (max: number, message: string) => z.nullable(limited(max, message));

/**
 * Fields a member may change through `PUT`/`PATCH /api/auth/user/`, with the profile form's
 * limits (display name 35, names 30, city and address lines 255).
 */
export const userUpdateSchema = z.partial(
  z.extend(
    z.pick(userSchema, {
      display_name: true,
      title: true,
      first_name: true,
      last_name: true,
      birth_year: true,
      phone: true,
      gender: true,
      collects: true,
      receive_emails: true,
      postal_address_line1: true,
      postal_address_line2: true,
      postal_address_city: true,
      postal_address_country: true,
      physical_address_line1: true,
      physical_address_line2: true,
      physical_address_city: true,
      physical_address_country: true,
      dependants: true,
      categories: true,
    }),
    {
      display_name: limited(35, m.displayNameTooLong),
      first_name: limited(30, m.firstNameTooLong),
      last_name: limited(30, m.lastNameTooLong),
      postal_address_line1: limitedOrNull(255, m.addressTooLong),
      postal_address_line2: limitedOrNull(255, m.addressTooLong),
      postal_address_city: limitedOrNull(255, m.cityTooLong),
      physical_address_line1: limitedOrNull(255, m.addressTooLong),
      physical_address_line2: limitedOrNull(255, m.addressTooLong),
      physical_address_city: limitedOrNull(255, m.cityTooLong),
    },
  ),
);
export type UserUpdate = z.infer<typeof userUpdateSchema>;

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
