// @trove/core/gallery: browsing. Gallery and item schemas, search-param state and the tile formatters.
// A separate entry so that the main entry stays within its budget and a signed-in-only widget does not carry it.
export { createGalleryApi, type GalleryApi, listGallery } from './client/galleryApi';
export {
  createGalleryCache,
  GALLERY_FEATURES_MAX_AGE_MS,
  type GalleryCache,
  READABLE_NICHES_MAX_AGE_MS,
} from './client/galleryCache';
export { createSavedSearchApi, type SavedSearchApi } from './client/savedSearchApi';
export { formatCount } from './format/counts';
export {
  type DateFormatOptions,
  formatAge,
  formatDateTime,
  formatDateTimeRange,
  formatDateWithAge,
  formatLongDate,
} from './format/dates';
export {
  addressText,
  CAROUSEL_INTERVAL_MS,
  eventAddress,
  isPastEvent,
  LINK_DISPLAY_LENGTH,
  LINK_PROTOCOLS,
  linkDisplay,
  MAP_IMAGE_SIZES,
  MAP_ZOOM,
  type MapImageSize,
  PANE_SCROLL_OFFSET,
  paragraphs,
  SHARING_DESCRIPTION_LENGTH,
  safeHref,
  staticMapUrl,
  videoPageUrl,
  yearRange,
} from './format/detailPane';
export { formatPrice } from './format/price';
export {
  type ColumnMode,
  TITLE_CASE_SMALL_WORDS,
  TITLE_LENGTH_BY_COLUMNS,
  titleCase,
  truncateTitle,
} from './format/text';
export {
  BANNER_IMAGE_SIZES,
  BANNER_SIZES,
  bannerImageSet,
  THUMBNAIL_SIZES,
  type ThumbnailSize,
  thumbnailUrl,
} from './format/thumbnail';
export {
  formatTileDates,
  formatTimeLeft,
  type TileAuctionTime,
  type TileFigure,
  type TileFigures,
  type TileLotBid,
  tileAuctionTime,
  tileFigures,
} from './gallery/tile';
export * from './schemas/gallery';
export * from './schemas/savedSearch';
export {
  type AdvancedSearchFields,
  advancedSearchFields,
  TYPEAHEAD_DEBOUNCE_MS,
  TYPEAHEAD_MIN_LENGTH,
} from './search/advancedSearch';
export {
  type AdvertisementOptions,
  DEFAULT_AD_FREQUENCY,
  type GalleryEntry,
  galleryEntries,
} from './search/advertisements';
export {
  type GalleryTypeFilter,
  gallerySortsFor,
  galleryTypeFiltersFor,
  shownSort,
} from './search/galleryChoices';
export { SIX_COLUMN_PROBE, sixColumnsFit } from './search/galleryColumns';
export {
  DEFAULT_NICHE,
  defaultGalleryParams,
  GALLERY_PAGE_SIZE,
  type GalleryParams,
  ITEM_TYPES,
  type ItemType,
  type OpenItem,
} from './search/galleryParams';
export {
  formatRawId,
  type GalleryRoute,
  galleryApiQuery,
  galleryItemHref,
  isPlaceSlug,
  itemOfPath,
  openItemParams,
  paramsToRoute,
  parseRawId,
  routeHref,
  routeToParams,
} from './search/galleryRoute';
export {
  createGalleryRouter,
  type GalleryRouter,
  type GalleryRouterOptions,
  type HistoryWindow,
} from './search/galleryRouter';
export { fetchItemImage } from './search/itemImage';
export {
  itemPaneMessages,
  type PaneToast,
  type PaneView,
  paneAfterError,
  paneOnOpen,
  permissionDeniedOffer,
  scrollMessage,
} from './search/itemPane';
export {
  createPendingSavedSearch,
  PENDING_SAVED_SEARCH_KEY,
  PENDING_SAVED_SEARCH_MAX_AGE_MS,
} from './search/pendingSavedSearch';
export {
  flagDisplay,
  fromSavedSearchParams,
  hasSearchFilter,
  isWatchlist,
  NEVER_SCHEDULE_LABEL,
  SAVED_SEARCH_HIGHLIGHT_MS,
  SAVED_SEARCHES_MAX,
  savedSearchMessages,
  savedSearchName,
  shouldPromptRegisterSearch,
  toSavedSearchParams,
  WATCHLIST_SEARCH_NAME,
} from './search/savedSearch';
export {
  type EmailNotificationForm,
  emailNotificationFormSchema,
  emailNotificationInputOf,
  NEVER_SCHEDULE_VALUE,
  newSavedSearchForm,
  SAVED_SEARCH_NAME_MAX_LENGTH,
  type SavedSearchForm,
  savedSearchFormOf,
  savedSearchFormSchema,
  savedSearchInputOf,
  savedSearchNameField,
  scheduleLabel,
  scheduleOptions,
} from './search/savedSearchForm';
export * from './search/searchFilters';
export type { TtlEntry } from './storage/ttlCacheMap';
export { globalTimers, type Timers } from './timers/timers';
