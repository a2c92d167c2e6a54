import type { ItemType } from './galleryParams';

/** The fields the advanced search panel shows (§2 Advanced search panel). */
export interface AdvancedSearchFields {
  price: boolean;
  city: boolean;
  memberId: boolean;
  organisationId: boolean;
}

/**
 * Price only for items or when no type is chosen; city for events and directories; member id with
 * `search_member_id`; organisation id with `bulk_add_item`.
 */
export function advancedSearchFields(options: {
  itemType: ItemType | null | undefined;
  canSearchMemberId: boolean;
  canBulkAddItem: boolean;
}): AdvancedSearchFields {
  const { itemType } = options;
  return {
    price: !itemType || itemType === 'ITEM',
    city: itemType === 'EVENT' || itemType === 'ORGANISATION',
    memberId: options.canSearchMemberId,
    organisationId: options.canBulkAddItem,
  };
}

/** Typeaheads (search box, country) wait for 3 characters and 250 ms of quiet (§9). */
export const TYPEAHEAD_MIN_LENGTH = 3;
export const TYPEAHEAD_DEBOUNCE_MS = 250;
