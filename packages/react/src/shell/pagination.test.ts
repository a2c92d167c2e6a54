import { describe, expect, it } from 'vitest';
import { pageCountOf, paginationItems } from './pagination';

const show = (page: number, pageCount: number) =>
  paginationItems(page, pageCount)
    .map((item) => (item.type === 'ellipsis' ? '…' : item.current ? `[${item.page}]` : String(item.page)))
    .join(' ');

describe('paginationItems', () => {
  it('shows nothing for a single page', () => {
    expect(paginationItems(1, 1)).toEqual([]);
  });

  it('shows every page up to 6', () => {
    expect(show(2, 6)).toBe('1 [2] 3 4 5 6');
  });

  it('shows 6 page links around the current page, with ellipses for the rest', () => {
    expect(show(1, 20)).toBe('[1] 2 3 4 5 6 …');
    expect(show(10, 20)).toBe('… 7 8 9 [10] 11 12 …');
    expect(show(20, 20)).toBe('… 15 16 17 18 19 [20]');
  });

  it('keeps a page out of range inside it', () => {
    expect(show(99, 8)).toBe('… 3 4 5 6 7 [8]');
  });
});

describe('pageCountOf', () => {
  it('counts 50 a page, at least one', () => {
    expect(pageCountOf(0, 50)).toBe(1);
    expect(pageCountOf(50, 50)).toBe(1);
    expect(pageCountOf(51, 50)).toBe(2);
  });
});
