import { EVENTS_SORT, GALLERY_SORTS, type GallerySort } from '../schemas/gallery';
import type { ItemType } from './galleryParams';

/** The type filters of the gallery, as their params. */
export type GalleryTypeFilter = 'for_sale' | 'sold' | 'show_and_tell';

const TYPE_FILTERS: readonly GalleryTypeFilter[] = ['for_sale', 'sold', 'show_and_tell'];

/** Sorts that only mean something for items: prices, sale dates and lot numbers. */
const ITEM_ONLY: ReadonlySet<GallerySort> = new Set<GallerySort>([
  'price',
  '-price',
  'realisation_price',
  '-realisation_price',
  '-realisation_date',
  'lot_number',
  '-lot_number',
]);
const DATE_SORTS: ReadonlySet<GallerySort> = new Set<GallerySort>(['date_start', '-date_start']);

/**
 * The sorts a gallery offers for the kind of listing it shows. Items: every sort but the events'
 * dates. Events: only by date, soonest first, which the server forces in the events section (§2).
 * Directory entries (organisations): best match, age, views and likes (no prices, no dates).
 * Unknown (the gallery's first page has not come): every sort, so a sort in the URL still shows.
 */
export function gallerySortsFor(itemType: ItemType | null | undefined): readonly GallerySort[] {
  if (itemType === 'EVENT') return [EVENTS_SORT];
  if (itemType === 'ORGANISATION')
    return GALLERY_SORTS.filter((sort) => !ITEM_ONLY.has(sort) && !DATE_SORTS.has(sort));
  if (itemType === 'ITEM') return GALLERY_SORTS.filter((sort) => !DATE_SORTS.has(sort));
  return GALLERY_SORTS;
}

/** The type filter chips (For Sale, Sold, Items of Interest): items only; events and directory entries have none. */
export function galleryTypeFiltersFor(itemType: ItemType | null | undefined): readonly GalleryTypeFilter[] {
  return itemType === 'EVENT' || itemType === 'ORGANISATION' ? [] : TYPE_FILTERS;
}

/** The sort a select shows: the params' one when offered, else the first offered (the events' date). */
export function shownSort(
  sort: GallerySort | undefined,
  offered: readonly GallerySort[],
  fallback: GallerySort,
) {
  const wanted = sort ?? fallback;
  return offered.includes(wanted) ? wanted : (offered[0] ?? fallback);
}
