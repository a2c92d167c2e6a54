// `@trove/elements/gallery`: registers <trove-gallery> on import. Its build takes React, ReactDOM
// and TanStack Query from the host page (an import map, or the host's bundler).
import { defineTroveGallery } from './gallery/troveGalleryElement';

export {
  TROVE_ITEM_OPEN,
  type TroveItemOpenDetail,
  type TroveItemOpenEvent,
} from './gallery/itemOpen';
export { defineTroveGallery, TroveGalleryElement } from './gallery/troveGalleryElement';

defineTroveGallery();
