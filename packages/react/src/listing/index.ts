// `@trove/react/listing`: selling. The member's listings dashboard with its re-list modal and boost
// form, the item form modal with its steps, the image uploader and the image preview modal. A
// separate entry: only members who list load it, and only when listing creation is on.

export {
  type ImagePreparation,
  ImageUploader,
  type ImageUploaderProps,
  UPLOAD_FAILED_MESSAGE,
} from './ImageUploader';
export { ItemFormModal, type ItemFormModalProps } from './ItemFormModal';
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
export {
  type CropArea,
  cropImage,
  type PreparedImage,
  resizeImage,
  StorageUploadError,
  type UploadImageOptions,
  uploadImage,
} from './uploadImage';
export {
  type ItemFormController,
  NICHES_FAILED_MESSAGE,
  type UseItemFormOptions,
  useItemForm,
} from './useItemForm';
export { useArchiveToggle, useRelist } from './useListingActions';
export { useListingApi } from './useListingApi';
export { listingItemQueryKey, useListingItem } from './useListingItem';
export { useListingStats, useListings } from './useListings';
