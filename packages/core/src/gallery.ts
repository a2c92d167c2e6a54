// @trove/core/gallery: browsing. Gallery and item schemas, search-param state and the tile formatters.
// A separate entry so that the main entry stays within its budget and a signed-in-only widget does not carry it.
export { createGalleryApi, type GalleryApi } from './client/galleryApi';
export { formatCount } from './format/counts';
export { formatPrice } from './format/price';
export { type ColumnMode, TITLE_LENGTH_BY_COLUMNS, titleCase, truncateTitle } from './format/text';
export { THUMBNAIL_SIZES, type ThumbnailSize, thumbnailUrl } from './format/thumbnail';
export * from './schemas/gallery';
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
  type Timers,
} from './search/galleryRouter';
export {
  hasSearchFilter,
  isWatchlist,
  savedSearchName,
  shouldPromptRegisterSearch,
  WATCHLIST_SEARCH_NAME,
} from './search/savedSearch';
