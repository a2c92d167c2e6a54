import type { GalleryParams } from '@trove/core/gallery';

/** Every cached lookup of the search filters lives under this key. */
export const lookupsRootQueryKey = ['trove', 'lookups'] as const;

/** A place's gallery header (`GET /api/features/{niche}[/{section}[/{gallery}]]`). */
export function galleryFeaturesQueryKey(place: {
  niche: string;
  section?: string | undefined;
  gallery?: string | undefined;
}) {
  return [
    ...lookupsRootQueryKey,
    'features',
    place.niche,
    place.section ?? null,
    place.gallery ?? null,
  ] as const;
}

/** The niche tree a visitor may browse. */
export const readableNichesQueryKey = [...lookupsRootQueryKey, 'niches', 'readable'] as const;

/** The category typeahead's answer for `q`. */
export function categorySuggestionsQueryKey(q: string) {
  return [...lookupsRootQueryKey, 'categories', q] as const;
}

/** The country typeahead's answer for `q` in a scope. */
export function countrySuggestionsQueryKey(q: string, scope: 'all' | 'presentday') {
  return [...lookupsRootQueryKey, 'countries', scope, q] as const;
}

/** The navbar typeahead's listings: the first of the gallery for a search of keywords. */
export function listingSuggestionsQueryKey(search: GalleryParams) {
  return [...lookupsRootQueryKey, 'listings', search] as const;
}
