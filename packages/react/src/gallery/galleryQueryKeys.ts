import { type GalleryParams, galleryApiQuery, type OpenItem } from '@trove/core/gallery';

/** Every cached gallery page lives under this key. */
export const galleryRootQueryKey = ['trove', 'gallery'] as const;

/**
 * One gallery's pages: its place and the query the API gets. The open item and the prompt flag
 * are left out, so opening and closing a tile keeps the loaded pages.
 */
export function galleryQueryKey(params: GalleryParams) {
  return [
    ...galleryRootQueryKey,
    params.niche,
    params.section ?? null,
    params.gallery ?? null,
    params.caption ?? null,
    galleryApiQuery(params),
  ] as const;
}

/** A listing's detail, as a pane opens it. */
export function galleryItemQueryKey(item: Pick<OpenItem, 'itemType' | 'id'>) {
  return ['trove', 'galleryItem', item.itemType, item.id] as const;
}
