import { itemPaneStylesheet } from '@trove/react';
import { createStyledElement, type TroveElementBaseProps } from '../createTroveElement';
import { defineTroveElement } from '../defineTroveElement';
import type { AttributeProperties } from '../elementAttributes';
import { itemReservedSpace } from '../hostReservations';
import { ItemWidget } from './ItemWidget';
import { type ItemAttributes, itemAttributesSchema } from './itemAttributes';

/**
 * `<trove-item item-id="42">`: an item of the marketplace (images, title, price, details), its
 * Buy Now row opening the marketplace's cart page in a popup, and a link to it on the marketplace.
 * Attributes `api-base` and `item-id`, each also a property.
 */
export interface TroveItemElement
  extends HTMLElement,
    TroveElementBaseProps,
    AttributeProperties<ItemAttributes> {}

/** The class of `<trove-item>`, without registering it: see `defineTroveItem`. */
export const TroveItemElement = /* @__PURE__ */ createStyledElement(ItemWidget, {
  attributes: itemAttributesSchema,
  stylesheet: itemPaneStylesheet,
  reservedSpace: itemReservedSpace,
}) as { new (): TroveItemElement; prototype: TroveItemElement };

/** Registers `<trove-item>`; calling it again is a no-op. */
export function defineTroveItem(): void {
  defineTroveElement('trove-item', TroveItemElement);
}

declare global {
  interface HTMLElementTagNameMap {
    'trove-item': TroveItemElement;
  }
}
