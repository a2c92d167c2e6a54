import { searchBoxStylesheet } from '@trove/react';
import { createStyledElement, type TroveElementBaseProps } from '../createTroveElement';
import { defineTroveElement } from '../defineTroveElement';
import type { AttributeProperties } from '../elementAttributes';
import { searchReservedSpace } from '../hostReservations';
import { SearchWidget } from './SearchWidget';
import { type SearchAttributes, searchAttributesSchema } from './searchAttributes';
import type { TroveSearchEvent } from './searchEvent';

/**
 * `<trove-search for="coins-gallery">`: the marketplace's search box with its category
 * typeahead. A search dispatches `trove:search` and shows in the `<trove-gallery>` whose id `for`
 * names. Attributes `api-base` and `for`, each also a property.
 */
export interface TroveSearchElement
  extends HTMLElement,
    TroveElementBaseProps,
    AttributeProperties<SearchAttributes> {}

/** The class of `<trove-search>`, without registering it: see `defineTroveSearch`. */
export const TroveSearchElement = /* @__PURE__ */ createStyledElement(SearchWidget, {
  attributes: searchAttributesSchema,
  stylesheet: searchBoxStylesheet,
  reservedSpace: searchReservedSpace,
}) as { new (): TroveSearchElement; prototype: TroveSearchElement };

/** Registers `<trove-search>`; calling it again is a no-op. */
export function defineTroveSearch(): void {
  defineTroveElement('trove-search', TroveSearchElement);
}

declare global {
  interface HTMLElementTagNameMap {
    'trove-search': TroveSearchElement;
  }
  interface GlobalEventHandlersEventMap {
    'trove:search': TroveSearchEvent;
  }
}
