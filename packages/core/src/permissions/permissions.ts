import type { TransactionSummary, User } from '../schemas/user';

/** Permission codenames of the spec (§6 of both documents). */
export const PERMISSIONS = [
  'add_organisation',
  'change_organisation',
  'change_organisation_website',
  'change_organisation_feature_boost',
  'change_organisationimage',
  'view_organisation_contact_details',
  'publish_organisation',
  'add_organisationuser',
  'change_organisationuser',
  'add_association',
  'change_association',
  'add_associationrequest',
  'add_club',
  'change_club',
  'add_clubrequest',
  'require_approval',
  'require_birthday',
  'require_gender',
  'change_customuser',
  'add_profile_photo',
  'change_profile_photo',
  'add_referral',
  'add_sub_donation',
  'add_subscription',
  'add_useraddress',
  'change_useraddress',
  'search_member_id',
  'add_tradereference',
  'add_category',
  'add_item',
  'add_double_item',
  'bulk_add_item',
  'change_item',
  'change_any_item',
  'add_item_price',
  'change_item_price',
  'add_item_url',
  'change_item_url',
  'add_item_video',
  'change_item_video',
  'add_item_video_url',
  'change_item_video_url',
  'change_item_feature_boost',
  'can_schedule_item_listing',
  'add_dependant',
  'change_dependant',
  'add_event',
  'change_event',
  'change_any_event',
  'add_event_url',
  'change_event_url',
  'add_event_video',
  'change_event_feature_boost',
  'add_creditor',
  'change_creditor',
  'add_pledge',
  'change_pledge',
  'add_photo_for_sale',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLES = ['ITEM_CREATOR', 'EVENT_CREATOR', 'ORG_USER', 'LOGGED_IN', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

type MaybeUser = Pick<User, 'groups' | 'organisations' | 'transaction_summary'> | null | undefined;

/** A permission comes from any of the member's groups; nobody signed out has one. */
export function hasPermission(user: MaybeUser, permission: Permission): boolean {
  return Boolean(user?.groups.some((group) => group.permissions.includes(permission)));
}

/** canList: unlimited plans (null maximum) or fewer transactions than the monthly maximum. */
export function canList(summary: TransactionSummary | null | undefined): boolean {
  if (!summary) return false;
  return (
    summary.max_listings_per_month === null ||
    summary.total_transaction_count < summary.max_listings_per_month
  );
}

/** Admins: a group whose name contains "admin" in any case. */
export function isAdmin(user: MaybeUser): boolean {
  return Boolean(user?.groups.some((group) => /admin/i.test(group.name)));
}

/** The organisation a member acts for as a plain user: the first where they are neither admin nor owner. */
export function organisationUserOf(user: MaybeUser) {
  return user?.organisations.find((membership) => !membership.is_admin && !membership.is_owner);
}

/** The organisations a member runs: those they own or administer (their settings are theirs to change). */
export function organisationsAdministered(user: MaybeUser) {
  return (user?.organisations ?? []).filter((membership) => membership.is_admin || membership.is_owner);
}

export function hasRole(user: MaybeUser, role: Role): boolean {
  if (!user) return false;
  switch (role) {
    case 'LOGGED_IN':
      return true;
    case 'ADMIN':
      return isAdmin(user);
    case 'ORG_USER':
      return organisationUserOf(user) !== undefined;
    case 'ITEM_CREATOR':
      return hasPermission(user, 'add_item') && canList(user.transaction_summary);
    case 'EVENT_CREATOR':
      return hasPermission(user, 'add_event') && canList(user.transaction_summary);
  }
}

/** Inviting organisation users needs add_organisationuser and is hidden from ORG_USER members. */
export function canInviteOrganisationUsers(user: MaybeUser): boolean {
  return hasPermission(user, 'add_organisationuser') && !hasRole(user, 'ORG_USER');
}
