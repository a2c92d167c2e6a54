import { type GroupType, isProfileComplete, type User } from '@trove/core/auth';
import type { UserDetails } from './repository';

type Title = User['title'];
type Gender = User['gender'];

/**
 * Unlimited here: `GET`, `PUT` and `PATCH /api/auth/user/` answer the member's real allowance (the
 * listing fees' summary, through the accounts routes); a request's member needs none.
 */
const UNLIMITED = { max_listings_per_month: null, total_transaction_count: 0 } as const;

/** The member as `GET /api/auth/user/` shows them (core's `userSchema`). */
export function toUserPayload(row: UserDetails): User {
  const user: Omit<User, 'is_profile_complete'> = {
    id: row.id,
    email: row.email,
    display_name: row.displayName,
    // Stored only after core's schemas accepted them.
    title: row.title as Title,
    first_name: row.firstName,
    last_name: row.lastName,
    birth_year: row.birthYear,
    phone: row.phone,
    gender: row.gender as Gender,
    photo: row.photo,
    collects: row.collects,
    receive_emails: row.receiveEmails,
    postal_address_line1: row.postalAddressLine1,
    postal_address_line2: row.postalAddressLine2,
    postal_address_city: row.postalAddressCity,
    postal_address_country: row.postalAddressCountry,
    physical_address_line1: row.physicalAddressLine1,
    physical_address_line2: row.physicalAddressLine2,
    physical_address_city: row.physicalAddressCity,
    physical_address_country: row.physicalAddressCountry,
    dependants: row.dependants.map(({ birthday }) => ({ birthday })),
    categories: row.categories,
    groups: row.groups.map(({ group }) => ({
      id: group.id,
      name: group.name,
      type: group.type as GroupType,
      permissions: group.permissions,
    })),
    organisations: row.organisations.map(({ organisation, isAdmin, isOwner }) => ({
      id: organisation.id,
      name: organisation.name,
      is_admin: isAdmin,
      is_owner: isOwner,
    })),
    transaction_summary: { ...UNLIMITED },
    email_activated: row.emailActivated,
  };
  return { ...user, is_profile_complete: isProfileComplete(user) };
}
