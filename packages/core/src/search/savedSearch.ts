import { BEST_MATCH_SORT, GALLERY_SORTS } from '../schemas/gallery';
import type { SavedSearchParams } from '../schemas/savedSearch';
import { defaultGalleryParams, type GalleryParams } from './galleryParams';

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

/** How long a newly saved search stays highlighted in the panel (§2 Saved Searches panel). */
export const SAVED_SEARCH_HIGHLIGHT_MS = 2000;

/** The label of the schedule that sends nothing (`schedule: null`). */
export const NEVER_SCHEDULE_LABEL = 'Never';

/** How many searches a member may save, the watchlist included. */
export const SAVED_SEARCHES_MAX = 100;

/** The saved-search and email-notification toasts (§8), verbatim, and the limit's message. */
export const savedSearchMessages = {
  saved: 'Search saved',
  updated: 'Search updated',
  deleted: 'Search deleted.',
  saveFailed: 'Failed to save search.',
  removeFailed: 'Could not remove search at this time.',
  notificationAdded: 'Email notification added',
  notificationStopped: 'Email notification stopped',
  required: 'This is required',
  nameTooLong: 'This is limited to 255 characters',
  tooMany: `You can save up to ${SAVED_SEARCHES_MAX} searches. Delete one to save another.`,
} as const;

const SEARCH_KEYS = [
  'q',
  'section',
  'gallery',
  'caption',
  'display_type',
  'sort',
  'min_date',
  'max_date',
  'country',
  'country_code',
  'city',
  'uid',
  'organisation',
] as const;

/**
 * A gallery's params as a saved search stores them: defaults dropped, flags as booleans (only the
 * ones set), the open item and the prompt left out.
 */
export function toSavedSearchParams(params: GalleryParams): SavedSearchParams {
  const saved: SavedSearchParams = { niche: params.niche };
  for (const key of SEARCH_KEYS) {
    const value = params[key];
    if (value !== undefined && value !== '') saved[key] = value;
  }
  if (params.category.length > 0) saved.category = [...params.category];
  if (params.tags.length > 0) saved.tags = [...params.tags];
  if (params.min_price !== undefined) saved.min_price = params.min_price;
  if (params.max_price !== undefined) saved.max_price = params.max_price;
  for (const flag of ['for_sale', 'sold', 'show_and_tell'] as const) if (params[flag]) saved[flag] = true;
  return saved;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const strings = (value: unknown) =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
const price = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;

/** The gallery a saved search opens; anything it does not say is the default. */
export function fromSavedSearchParams(saved: SavedSearchParams): GalleryParams {
  const params: GalleryParams = {
    ...defaultGalleryParams,
    niche: text(saved.niche) ?? defaultGalleryParams.niche,
    category: strings(saved.category),
    tags: strings(saved.tags),
    min_price: price(saved.min_price),
    max_price: price(saved.max_price),
    for_sale: saved.for_sale === true,
    sold: saved.sold === true,
    show_and_tell: saved.show_and_tell === true,
  };
  for (const key of SEARCH_KEYS) {
    const value = text(saved[key]);
    if (value !== undefined) (params as unknown as Record<string, unknown>)[key] = value;
  }
  const sort = GALLERY_SORTS.find((option) => option === saved.sort);
  params.sort = sort === BEST_MATCH_SORT ? undefined : sort;
  return params;
}

/** A flag as the saved-search form shows it: '1' when set, else null (§3). */
export const flagDisplay = (value: boolean | undefined): '1' | null => (value ? '1' : null);
