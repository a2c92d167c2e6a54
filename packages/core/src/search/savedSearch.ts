import type { GalleryParams } from './galleryParams';

type SearchFilters = Pick<GalleryParams, 'q' | 'category' | 'for_sale' | 'sold' | 'show_and_tell'>;

/** The name a saved search gets when none is typed: the query, the categories, then the type filters. */
export function savedSearchName(params: SearchFilters): string {
  if (params.q?.trim()) return params.q.trim();
  if (params.category.length > 0) return params.category.join(', ');
  if (params.for_sale) return 'For Sale';
  if (params.show_and_tell) return 'Items of Interest';
  if (params.sold) return 'Sold';
  return 'My Search';
}

/** Whether any search filter is set: a query, categories or a type filter. */
export function hasSearchFilter(params: SearchFilters): boolean {
  return (
    Boolean(params.q?.trim()) ||
    params.category.length > 0 ||
    params.for_sale ||
    params.sold ||
    params.show_and_tell
  );
}

/**
 * The register-search prompt opens on entry when the URL asks for it, the visitor is signed out,
 * no item is open and a search filter is set.
 */
export function shouldPromptRegisterSearch(
  params: SearchFilters & Pick<GalleryParams, 'prompt' | 'item'>,
  signedIn: boolean,
): boolean {
  return params.prompt && !signedIn && params.item === undefined && hasSearchFilter(params);
}

/** The search named watchlist holds the member's watched items and is hidden from the saved-search list. */
export const WATCHLIST_SEARCH_NAME = 'watchlist';

export function isWatchlist(search: { name: string }): boolean {
  return search.name.toLowerCase() === WATCHLIST_SEARCH_NAME;
}
