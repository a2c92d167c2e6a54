import { type GalleryItem, type GalleryParams, galleryItemHref, type ItemType } from '@trove/core/gallery';

/** The event `<trove-gallery>` dispatches when a visitor chooses a tile. */
export const TROVE_ITEM_OPEN = 'trove:item-open';

export interface TroveItemOpenDetail {
  id: number;
  itemType: ItemType;
  /** The item's page on the marketplace, absolute. */
  url: string;
  title: string;
}

/**
 * `bubbles`, `composed` and cancelable: unless a listener calls `preventDefault()`, the item's
 * page on the marketplace opens in the same window.
 */
export type TroveItemOpenEvent = CustomEvent<TroveItemOpenDetail>;

/** An href of the site made absolute on the Trove server (`''`: the page's own origin). */
export function siteUrl(href: string, baseUrl: string): string {
  return new URL(href, baseUrl || document.baseURI).href;
}

export function itemOpenDetail(
  item: GalleryItem,
  params: GalleryParams,
  baseUrl: string,
): TroveItemOpenDetail {
  return {
    id: item.id,
    itemType: item.item_type,
    url: siteUrl(galleryItemHref(params, item), baseUrl),
    title: item.title,
  };
}
