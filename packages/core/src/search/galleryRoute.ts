import { BEST_MATCH_SORT, GALLERY_SORTS, type GalleryItem, type GallerySort } from '../schemas/gallery';
import {
  DEFAULT_NICHE,
  defaultGalleryParams,
  type GalleryParams,
  ITEM_TYPES,
  type OpenItem,
} from './galleryParams';

/** A gallery URL as its two parts: `/collectables/coins/...` and `?q=...` (no leading `?`). */
export interface GalleryRoute {
  pathname: string;
  search: string;
}

// listing ids are the database's 32-bit integers: at most 9 digits
const RAW_ID = /^([0-2])(\d{1,9})(?:-([a-z0-9-]+))?$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const FLAGS = ['for_sale', 'sold', 'show_and_tell', 'prompt'] as const;
const TEXT_PARAMS = [
  'q',
  'display_type',
  'country',
  'country_code',
  'city',
  'uid',
  'organisation',
  'key',
  'schedule',
] as const;

const SLUG = /^[a-z0-9_-]{1,100}$/i;

/**
 * A niche, section, gallery or caption slug: letters, digits, `-` and `_`, and never anything
 * that reads as a rawId (`1900-to-1967` would: type 1, id 900). The last segment of a gallery URL
 * is an item when it reads as one, so a place named like that could never be opened.
 */
export function isPlaceSlug(slug: string): boolean {
  return SLUG.test(slug) && !RAW_ID.test(slug);
}

/** `0042-gold-sovereign` → item 42 with its slug; anything else is not an item. */
export function parseRawId(rawId: string): OpenItem | undefined {
  const match = RAW_ID.exec(rawId);
  if (!match) return undefined;
  const [, type, id, slug] = match;
  const itemType = ITEM_TYPES[Number(type)];
  const parsedId = Number(id);
  if (!itemType || !Number.isSafeInteger(parsedId)) return undefined;
  return { itemType, id: parsedId, slug: slug?.toLowerCase() };
}

export function formatRawId(item: OpenItem): string {
  const digit = ITEM_TYPES.indexOf(item.itemType);
  return `${digit}${item.id}${item.slug ? `-${item.slug}` : ''}`;
}

const isSort = (value: string): value is GallerySort => (GALLERY_SORTS as readonly string[]).includes(value);

function positivePrice(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const price = Number(value);
  return Number.isFinite(price) && price >= 0.01 ? price : undefined;
}

const list = (values: string[]) =>
  values
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);

const pathSegments = (pathname: string) =>
  pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => decodeURIComponent(segment));

/** The item of a gallery URL's segments after the niche: the last one, when it reads as an item. */
function itemOfSegments(afterNiche: string[]): OpenItem | undefined {
  const last = afterNiche.at(-1);
  return last === undefined ? undefined : parseRawId(last);
}

/**
 * The item a gallery URL's path opens, as `routeToParams` reads it, without the rest of the
 * route: what a lot's widget needs of its listing's URL.
 */
export function itemOfPath(pathname: string): OpenItem | undefined {
  return itemOfSegments(pathSegments(pathname).slice(1));
}

/**
 * A gallery URL to typed params. Matching is case-insensitive and tolerant of trailing slashes;
 * unknown or malformed values fall back to the defaults rather than failing.
 */
export function routeToParams(route: GalleryRoute): GalleryParams {
  const [niche = DEFAULT_NICHE, ...rest] = pathSegments(route.pathname);
  const item = itemOfSegments(rest);
  const [section, gallery, caption] = (item ? rest.slice(0, -1) : rest).map((s) => s.toLowerCase());
  const query = new URLSearchParams(route.search);
  const text = (name: string) => query.get(name)?.trim() || undefined;

  const params: GalleryParams = {
    ...defaultGalleryParams,
    niche: niche.toLowerCase(),
    section,
    gallery,
    caption,
    item,
    category: list(query.getAll('category')),
    tags: list(query.getAll('tags')),
    min_price: positivePrice(query.get('min_price')),
    max_price: positivePrice(query.get('max_price')),
  };
  for (const name of TEXT_PARAMS) params[name] = text(name);
  const sort = text('sort');
  // best match is the default, so it is not spelled out in state or URL
  params.sort = sort && isSort(sort) && sort !== BEST_MATCH_SORT ? sort : undefined;
  for (const name of ['min_date', 'max_date'] as const) {
    const value = text(name);
    params[name] = value && DATE.test(value) ? value : undefined;
  }
  // spec: flags are booleans in state and '1' (or absent) in the URL; `true` is read too
  for (const flag of FLAGS) params[flag] = ['1', 'true'].includes(query.get(flag) ?? '');
  return params;
}

/** Typed params to the canonical URL: defaults dropped, flags as '1', lists repeated, stable order. */
export function paramsToRoute(params: GalleryParams): GalleryRoute {
  const path = [params.niche || DEFAULT_NICHE];
  for (const level of [params.section, params.gallery, params.caption]) {
    if (!level) break;
    path.push(level);
  }
  if (params.item) path.push(formatRawId(params.item));
  const query = new URLSearchParams();
  if (params.q) query.set('q', params.q);
  for (const category of params.category) query.append('category', category);
  for (const tag of params.tags) query.append('tags', tag);
  for (const name of TEXT_PARAMS) {
    const value = params[name];
    if (value && name !== 'q') query.set(name, value);
  }
  if (params.sort && params.sort !== BEST_MATCH_SORT) query.set('sort', params.sort);
  if (params.min_date) query.set('min_date', params.min_date);
  if (params.max_date) query.set('max_date', params.max_date);
  if (params.min_price !== undefined) query.set('min_price', String(params.min_price));
  if (params.max_price !== undefined) query.set('max_price', String(params.max_price));
  for (const flag of FLAGS) if (params[flag]) query.set(flag, '1');
  return { pathname: `/${path.map(encodeURIComponent).join('/')}`, search: query.toString() };
}

/** The URL of a route, for links and history entries. */
export function routeHref(route: GalleryRoute): string {
  return route.search ? `${route.pathname}?${route.search}` : route.pathname;
}

/** The query the gallery API takes: the search without the place, the open item and the UI-only flags. */
export function galleryApiQuery(params: GalleryParams): string {
  const { search } = paramsToRoute({ ...params, item: undefined, prompt: false });
  const query = new URLSearchParams(search);
  query.delete('schedule');
  return query.toString();
}

/** The current search, in a listing's section, gallery and caption, with the listing open. */
export function openItemParams(params: GalleryParams, item: GalleryItem): GalleryParams {
  return {
    ...params,
    section: item.section_slug,
    gallery: item.gallery_slug ?? undefined,
    caption: item.caption_slug ?? undefined,
    item: { itemType: item.item_type, id: item.id, slug: item.name_slug },
  };
}

/** A tile's gallery URL (`openItemParams`). */
export function galleryItemHref(params: GalleryParams, item: GalleryItem): string {
  return routeHref(paramsToRoute(openItemParams(params, item)));
}
