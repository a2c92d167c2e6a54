import { type GalleryItem, type GalleryParams, paramsToRoute, routeHref } from '@trove/core/gallery';

/** A tile's gallery URL: the current search, in the tile's section, gallery and caption, with the tile open. */
export function galleryItemHref(params: GalleryParams, item: GalleryItem): string {
  return routeHref(
    paramsToRoute({
      ...params,
      section: item.section_slug,
      gallery: item.gallery_slug ?? undefined,
      caption: item.caption_slug ?? undefined,
      item: { itemType: item.item_type, id: item.id, slug: item.name_slug },
    }),
  );
}
