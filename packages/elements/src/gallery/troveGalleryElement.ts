import { galleryStylesheet } from '@trove/react/gallery';
import { createStyledElement, type TroveElementBaseProps } from '../createTroveElement';
import { defineTroveElement } from '../defineTroveElement';
import type { AttributeProperties } from '../elementAttributes';
import { galleryReservedSpace } from '../hostReservations';
import { GalleryWidget } from './GalleryWidget';
import { type GalleryAttributes, galleryAttributesSchema } from './galleryAttributes';
import type { TroveItemOpenEvent } from './itemOpen';

/**
 * `<trove-gallery>`: a marketplace gallery for any page. Attributes `api-base`, `niche`,
 * `section`, `gallery`, `caption`, `query`, `category` and `columns` (1, 3 or 6), parsed by
 * `galleryAttributesSchema`; each is also a property (its text). `<trove-search for="…">` drives
 * its `query` and `category`. Dispatches `trove:item-open` when a visitor chooses a tile.
 */
export interface TroveGalleryElement
  extends HTMLElement,
    TroveElementBaseProps,
    AttributeProperties<GalleryAttributes> {}

/** The class of `<trove-gallery>`, without registering it: see `defineTroveGallery`. */
export const TroveGalleryElement = /* @__PURE__ */ createStyledElement(GalleryWidget, {
  attributes: galleryAttributesSchema,
  // the gallery's styles alone: the widget has no other Trove component
  stylesheet: galleryStylesheet,
  reservedSpace: galleryReservedSpace,
}) as { new (): TroveGalleryElement; prototype: TroveGalleryElement };

/** Registers `<trove-gallery>`; calling it again is a no-op. */
export function defineTroveGallery(): void {
  defineTroveElement('trove-gallery', TroveGalleryElement);
}

declare global {
  interface HTMLElementTagNameMap {
    'trove-gallery': TroveGalleryElement;
  }
  interface GlobalEventHandlersEventMap {
    'trove:item-open': TroveItemOpenEvent;
  }
}
