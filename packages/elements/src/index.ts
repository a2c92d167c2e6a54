export {
  defineTroveAuctionElements,
  TroveBidPanelElement,
  TroveLotElement,
} from './auction/troveAuctionElements';
export { defineTroveCartButton, TroveCartButtonElement } from './cart/troveCartButtonElement';
export {
  type AttributeType,
  type AttributeTypes,
  createTroveElement,
  type TroveElementBaseProps,
  type TroveElementOptions,
} from './createTroveElement';
export { defineTroveElement } from './defineTroveElement';
export { ElementError, type ElementErrorProps, elementErrorTitle } from './ElementError';
export {
  type AttributeProblem,
  type AttributeProperties,
  type AttributeSchema,
  attributesErrorMessage,
  optionalAttribute,
  positiveIdSchema,
  requiredAttribute,
  slugSchema,
} from './elementAttributes';
export type { GalleryAttributes } from './gallery/galleryAttributes';
export {
  TROVE_ITEM_OPEN,
  type TroveItemOpenDetail,
  type TroveItemOpenEvent,
} from './gallery/itemOpen';
export { defineTroveGallery, TroveGalleryElement } from './gallery/troveGalleryElement';
export { dispatchTroveEvent, useHostElement } from './hostElement';
export { defineTroveItem, TroveItemElement } from './item/troveItemElement';
export { getPageClient, getPageQueryClient } from './pageContext';
export { TROVE_SEARCH, type TroveSearchDetail, type TroveSearchEvent } from './search/searchEvent';
export { defineTroveSearch, TroveSearchElement } from './search/troveSearchElement';
export { adoptTroveStyles } from './shadowStyles';
export { TROVE_THEME_TOKENS, type TroveThemeToken } from './themeTokens';
export { TROVE_ELEMENTS_VERSION } from './version';
