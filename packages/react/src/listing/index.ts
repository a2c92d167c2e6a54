// `@trove/react/listing`: selling. The member's listings dashboard with its re-list modal and boost
// form, the item form modal with its steps, the image uploader and the image preview modal. A
// separate entry: only members who list load it, and only when listing creation is on.

export {
  emptyItemFormValues,
  type ItemFormValues,
  itemFormValuesOf,
  itemInputOf,
} from './itemFormValues';
export { ListingsDashboard, type ListingsDashboardProps } from './ListingsDashboard';
export { listingStatsQueryKey, listingsQueryKey, listingsRootQueryKey } from './listingQueryKeys';
export { BoostFormView, type BoostFormViewProps } from './ui/BoostFormView';
export {
  ImagePreviewModalView,
  type ImagePreviewModalViewProps,
  type ImageProduct,
  type PreviewMedia,
} from './ui/ImagePreviewModalView';
export {
  type ImageUploaderStatus,
  ImageUploaderView,
  type ImageUploaderViewProps,
} from './ui/ImageUploaderView';
export {
  ItemFormModalView,
  type ItemFormModalViewProps,
  type ItemFormStep,
} from './ui/ItemFormModalView';
export {
  ListingStatusBadge,
  type ListingStatusBadgeProps,
} from './ui/ListingStatusBadge';
export {
  type ListingsDashboardHrefs,
  ListingsDashboardView,
  type ListingsDashboardViewProps,
  type ListingUser,
  listingsDashboardHrefs,
} from './ui/ListingsDashboardView';
export { type ListingTranslations, listingTranslations } from './ui/listingTranslations';
export { RelistModalView, type RelistModalViewProps } from './ui/RelistModalView';
export { useArchiveToggle, useRelist } from './useListingActions';
export { useListingApi } from './useListingApi';
export { useListingStats, useListings } from './useListings';
