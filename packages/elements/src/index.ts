export {
  type AttributeType,
  type AttributeTypes,
  createTroveElement,
  invalidApiBaseMessage,
  type TroveElementBaseProps,
  type TroveElementOptions,
} from './createTroveElement';
export { defineTroveElement } from './defineTroveElement';
export type { GalleryAttributes } from './gallery/galleryAttributes';
export {
  TROVE_ITEM_OPEN,
  type TroveItemOpenDetail,
  type TroveItemOpenEvent,
} from './gallery/itemOpen';
export { defineTroveGallery, TroveGalleryElement } from './gallery/troveGalleryElement';
export { dispatchTroveEvent, useHostElement } from './hostElement';
export { getPageClient, getPageQueryClient } from './pageContext';
export { adoptTroveStyles } from './shadowStyles';
export { TROVE_THEME_TOKENS, type TroveThemeToken } from './themeTokens';
export { TROVE_ELEMENTS_VERSION } from './version';
