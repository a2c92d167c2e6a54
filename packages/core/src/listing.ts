// @trove/core/listing: selling (issue 16). The listing calls' wire shapes (the server validates with
// them), the listing client, the item form's rules and messages, the niche cascade, the image and
// video rules, and the dashboard's statuses. A separate entry so that browsing widgets do not carry it.

export * from './listing/cascade';
export * from './listing/dashboard';
export * from './listing/images';
export * from './listing/imageUploader';
export * from './listing/itemForm';
export * from './listing/itemFormFlow';
export {
  createListingApi,
  type ListingApi,
  lookupVideo,
  type VideoLookupOptions,
} from './listing/listingApi';
export { freeListingsLeft, listingCharge } from './listing/listingFee';
export * from './listing/messages';
export * from './listing/schemas';
export * from './listing/video';
// canList (§6) is the permissions module's; the listing entry passes it on for the form's guard.
export { canList } from './permissions/permissions';
