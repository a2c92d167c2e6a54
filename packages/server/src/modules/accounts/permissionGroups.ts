import type { GroupType, Permission } from '@trove/core/auth';

export interface PermissionGroup {
  name: string;
  type: GroupType;
  permissions: readonly Permission[];
}

/** Members whose comments are held for moderation (`require_approval`). */
export const MODERATED_MEMBER_GROUP = 'Moderated Member';

/** The group every personal registration joins. */
export const INDIVIDUAL_MEMBER_GROUP = 'Individual Member';

const MEMBER: readonly Permission[] = [
  'add_referral',
  'add_club',
  'add_association',
  'add_clubrequest',
  'add_associationrequest',
  'add_useraddress',
  'change_useraddress',
  'add_profile_photo',
  'change_profile_photo',
  'add_dependant',
  'change_dependant',
];

const COLLECTOR: readonly Permission[] = [
  ...MEMBER,
  'add_item',
  'change_item',
  'add_item_price',
  'change_item_price',
  'add_photo_for_sale',
];

const ORGANISATION: readonly Permission[] = [
  'add_organisation',
  'change_organisation',
  'change_organisation_website',
  'change_organisationimage',
  'add_organisationuser',
  'change_organisationuser',
  'publish_organisation',
  'add_useraddress',
  'change_useraddress',
  'add_profile_photo',
  'change_profile_photo',
];

const DEALER: readonly Permission[] = [
  ...ORGANISATION,
  'view_organisation_contact_details',
  'add_item',
  'add_double_item',
  'change_item',
  'add_item_price',
  'change_item_price',
  'add_item_url',
  'change_item_url',
  'add_item_video',
  'change_item_video',
  'add_item_video_url',
  'change_item_video_url',
  'add_photo_for_sale',
];

/**
 * The roles of the spec as permission groups, seeded on first start. Commenting and liking need
 * only a signed-in member, so no codename stands for them.
 */
export const PERMISSION_GROUPS: readonly PermissionGroup[] = [
  { name: INDIVIDUAL_MEMBER_GROUP, type: 'I', permissions: MEMBER },
  { name: 'Collector', type: 'I', permissions: COLLECTOR },
  { name: 'Dealer', type: 'B', permissions: DEALER },
  {
    name: 'Auction House',
    type: 'B',
    permissions: [...DEALER, 'bulk_add_item', 'can_schedule_item_listing'],
  },
  {
    name: 'Club or Association',
    type: 'B',
    permissions: [
      ...ORGANISATION,
      'add_event',
      'change_event',
      'add_event_url',
      'change_event_url',
      'add_event_video',
    ],
  },
  // Members whose comments and listings a moderator approves first (issues 15 and 16): a listing
  // is held (202 Item submitted for moderation) until a moderator's emailed link publishes it.
  {
    name: MODERATED_MEMBER_GROUP,
    type: 'I',
    permissions: [...MEMBER, 'add_item', 'change_item', 'require_approval'],
  },
];

/** Admins hold every permission; core's isAdmin recognises the name. */
export const ADMIN_GROUP = 'Admin';
