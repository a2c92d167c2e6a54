import { describe, expect, it } from 'vitest';
import { HttpError } from './httpError';
import { drfPage, pageUrlOf, pageWindow, requestedPage } from './pagination';

const invalid = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof HttpError ? { status: error.statusCode, body: error.body } : error;
  }
  return 'no error';
};

describe('DRF paging', () => {
  it('reads ?page= as DRF does: 1 by default, anything but a positive number is 404 Invalid page.', () => {
    expect(requestedPage(undefined)).toBe(1);
    expect(requestedPage('3')).toBe(3);
    for (const page of ['0', '-1', 'two', '1.5', '', '01', '9999999999']) {
      expect(
        invalid(() => requestedPage(page)),
        page,
      ).toEqual({
        status: 404,
        body: { detail: 'Invalid page.' },
      });
    }
  });

  it('windows the rows of a page, the first page always existing, a page past the last a 404', () => {
    expect(pageWindow(0, 1, 50)).toEqual({ offset: 0, limit: 50 });
    expect(pageWindow(101, 3, 50)).toEqual({ offset: 100, limit: 50 });
    expect(invalid(() => pageWindow(100, 3, 50))).toEqual({ status: 404, body: { detail: 'Invalid page.' } });
  });

  it('links the next and previous pages with the request’s other parameters kept', () => {
    const pageUrl = pageUrlOf({
      url: '/api/auctions/lots/?sort=item__name&page=2',
      protocol: 'http',
      host: 'h',
    });
    expect(drfPage({ total: 120, page: 2, pageSize: 50, pageUrl }, ['x'])).toEqual({
      count: 120,
      next: 'http://h/api/auctions/lots/?sort=item__name&page=3',
      previous: 'http://h/api/auctions/lots/?sort=item__name&page=1',
      results: ['x'],
    });
    expect(drfPage({ total: 100, page: 2, pageSize: 50, pageUrl }, [])).toMatchObject({ next: null });
    expect(drfPage({ total: 0, page: 1, pageSize: 50, pageUrl }, [])).toMatchObject({
      next: null,
      previous: null,
    });
  });
});
