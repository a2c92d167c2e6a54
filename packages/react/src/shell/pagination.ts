/** The spec's paged tables show 6 page links, with ellipses for the pages beyond them. */
export const PAGINATION_LINKS = 6;

export type PaginationItem =
  | { type: 'page'; page: number; current: boolean }
  | { type: 'ellipsis'; position: 'start' | 'end' };

/**
 * The page links around the current page: at most `maxLinks` consecutive pages, centred on the
 * current one where possible, with an ellipsis where pages are left out. None for a single page.
 */
export function paginationItems(
  page: number,
  pageCount: number,
  maxLinks = PAGINATION_LINKS,
): PaginationItem[] {
  if (pageCount <= 1) return [];
  const current = Math.min(Math.max(1, page), pageCount);
  const size = Math.min(maxLinks, pageCount);
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), pageCount - size + 1);
  const end = start + size - 1;
  const items: PaginationItem[] = [];
  if (start > 1) items.push({ type: 'ellipsis', position: 'start' });
  for (let n = start; n <= end; n++) items.push({ type: 'page', page: n, current: n === current });
  if (end < pageCount) items.push({ type: 'ellipsis', position: 'end' });
  return items;
}

/** How many pages `count` results make at `pageSize` a page; at least one. */
export function pageCountOf(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}
