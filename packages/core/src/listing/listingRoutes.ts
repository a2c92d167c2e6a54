// The listing pages' URL state (seed 000 §2): `/listings?q` (with the table's page and sort) and
// `/add?section&id` (the section to list in, the listing to duplicate). Read from whatever the
// router parsed (strings or numbers); anything that is not a valid value is left out.

import { DEFAULT_LISTING_SORT, LISTING_SORTS, type ListingQuery, type ListingSort } from './schemas';

export interface ListingsSearch {
  q?: string;
  /** From 1; left out for the first page. */
  page?: number;
  /** Left out for the default, newest first. */
  sort?: ListingSort;
}

export interface AddItemSearch {
  /** The section slug to list in. */
  section?: string;
  /** The listing to duplicate. */
  id?: number;
}

function positiveInt(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 1 && number <= 2_147_483_647
    ? number
    : undefined;
}

/** `/listings` search params: q trimmed (up to 255 characters), a page from 1, a known sort. */
export function readListingsSearch(raw: Readonly<Record<string, unknown>>): ListingsSearch {
  const search: ListingsSearch = {};
  const q =
    typeof raw.q === 'string' ? raw.q.trim().slice(0, 255) : typeof raw.q === 'number' ? String(raw.q) : '';
  if (q) search.q = q;
  const page = positiveInt(raw.page);
  if (page !== undefined && page > 1) search.page = page;
  const sort = raw.sort;
  if (
    typeof sort === 'string' &&
    sort !== DEFAULT_LISTING_SORT &&
    (LISTING_SORTS as readonly string[]).includes(sort)
  )
    search.sort = sort as ListingSort;
  return search;
}

/** `/add` search params: a section slug and the id of a listing to duplicate. */
export function readAddItemSearch(raw: Readonly<Record<string, unknown>>): AddItemSearch {
  const search: AddItemSearch = {};
  if (typeof raw.section === 'string' && /^[a-z0-9-]{1,64}$/.test(raw.section)) search.section = raw.section;
  const id = positiveInt(raw.id);
  if (id !== undefined) search.id = id;
  return search;
}

/** The listings call's query for a page's search (`userOrg`: the organisation's listings). */
export function listingsQueryOf(
  search: ListingsSearch,
  { userOrg = false }: { userOrg?: boolean } = {},
): ListingQuery {
  const query: ListingQuery = { sort: search.sort ?? DEFAULT_LISTING_SORT };
  if (search.q) query.q = search.q;
  if (search.page && search.page > 1) query.page = String(search.page);
  if (userOrg) query.user_org = 'true';
  return query;
}
