import type { Page } from '@trove/core';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './httpError';

// DRF's page-number pagination, once for every list: `?page=` from 1, `count`, absolute `next` and
// `previous` URLs, and 404 "Invalid page." for a page that is not a positive number or past the end.

/** Makes the absolute URL of another page of a list. */
export type PageUrl = (page: number) => string;

const invalidPage = () => HttpError.notFound('Invalid page.');

/** The page a list request asks for (`?page=`, default 1), as DRF reads it. */
export function requestedPage(page: string | undefined): number {
  // As DRF: a page that is not a positive number is as invalid as one past the end.
  if (page !== undefined && !/^[1-9]\d{0,8}$/.test(page)) throw invalidPage();
  return page === undefined ? 1 : Number(page);
}

/** The absolute URL of another page of the request's list, its other parameters kept. */
export function pageUrlOf(request: Pick<FastifyRequest, 'url' | 'protocol' | 'host'>): PageUrl {
  return (page) => {
    const url = new URL(request.url, `${request.protocol}://${request.host}`);
    url.searchParams.set('page', String(page));
    return url.toString();
  };
}

/** The rows of `page` out of `total`, `pageSize` a page; a page past the last (the first always exists) is a 404. */
export function pageWindow(total: number, page: number, pageSize: number): { offset: number; limit: number } {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (page > pages) throw invalidPage();
  return { offset: (page - 1) * pageSize, limit: pageSize };
}

/** The DRF page of `results`, the rows of {@link pageWindow}'s window. */
export function drfPage<T>(
  { total, page, pageSize, pageUrl }: { total: number; page: number; pageSize: number; pageUrl: PageUrl },
  results: T[],
): Page<T> {
  return {
    count: total,
    next: page * pageSize < total ? pageUrl(page + 1) : null,
    previous: page > 1 ? pageUrl(page - 1) : null,
    results,
  };
}
