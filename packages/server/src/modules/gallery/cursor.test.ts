import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { decodeCursor, encodeCursor, isSortKeyValue } from './cursor';

const cursor = (values: unknown[]) => Buffer.from(JSON.stringify(values)).toString('base64url');

describe('gallery cursors', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp({}, {}, { size: 40 });
  }, 120_000);
  afterAll(() => test?.close());

  it('refuses a cursor that decodes but does not match the sort, as a 400 on last_hit', async () => {
    const cases: [sort: string, values: unknown[]][] = [
      ['', ['abc', 'x', 'y', 1]],
      ['-price,-realisation_price,-created_date', ['1.00', '2.00', '2026-13-45 00:00:00+00', 1]],
      ['-lot_number', ['x', 1]],
      ['lot_number', ['9999999999', 1]],
      ['-created_date', ['x', 1]],
      ['-created_date', ['2026-02-30 10:00:00+00', 1]],
      ['-realisation_date', ['x', 1]],
      ['-realisation_date', ['0000-01-01', 1]],
      ['-realisation_date', ['2026-13-45', 1]],
      ['-price', ['1.00', 2 ** 40 + 1]],
      ['-price', [String(2 ** 40 + 1), 1]],
      ['-price', ['1e5', 1]],
      ['-price', [1, 1]],
      ['-read_count', ['12', -1]],
      ['-read_count', ['12', 1.5]],
      ['-like_count', ['12']],
    ];
    for (const [sort, values] of cases) {
      const query = new URLSearchParams({ last_hit: cursor(values) });
      if (sort) query.set('sort', sort);
      const response = await test.app.inject({ method: 'GET', url: `/api/gallery/collectables?${query}` });
      expect(response.statusCode, `${sort} ${JSON.stringify(values)}`).toBe(400);
      expect(response.json(), `${sort} ${JSON.stringify(values)}`).toEqual({ last_hit: ['Invalid cursor.'] });
    }
  });

  it('follows the cursors it gives, for every key type', async () => {
    for (const sort of [
      '-price',
      'price',
      '-created_date',
      '-realisation_date',
      'lot_number',
      'date_start',
    ]) {
      const first = await test.app.inject({ method: 'GET', url: `/api/gallery/collectables?sort=${sort}` });
      const next = first.json().next_params;
      expect(next, sort).not.toBeNull();
      const second = await test.app.inject({
        method: 'GET',
        url: `/api/gallery/collectables?${new URLSearchParams(next)}`,
      });
      expect(second.statusCode, sort).toBe(200);
    }
  });

  it('reads what PostgreSQL writes for each type, and nothing else', () => {
    expect(isSortKeyValue('numeric', '0')).toBe(true);
    expect(isSortKeyValue('numeric', '4999.95')).toBe(true);
    expect(isSortKeyValue('numeric', 'Infinity')).toBe(true);
    expect(isSortKeyValue('numeric', 'NaN')).toBe(false);
    expect(isSortKeyValue('int', '2147483647')).toBe(true);
    expect(isSortKeyValue('int', '2147483648')).toBe(false);
    expect(isSortKeyValue('date', '0001-01-01')).toBe(true);
    expect(isSortKeyValue('date', '2024-02-29')).toBe(true);
    expect(isSortKeyValue('date', '2025-02-29')).toBe(false);
    expect(isSortKeyValue('timestamptz', '2025-06-01 12:34:56.789+00')).toBe(true);
    expect(isSortKeyValue('timestamptz', '0001-01-01 00:00:00+11:39:04')).toBe(true);
    expect(isSortKeyValue('timestamptz', 'infinity')).toBe(true);
    expect(isSortKeyValue('timestamptz', '2025-06-01')).toBe(false);
    const round = { values: ['1.00', '2025-06-01 12:34:56+00'], id: 7 };
    expect(decodeCursor(encodeCursor(round), ['numeric', 'timestamptz'])).toEqual(round);
  });
});
