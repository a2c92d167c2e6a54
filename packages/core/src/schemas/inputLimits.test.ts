import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { authMessages } from '../forms/messages';
import { SAVED_SEARCH_NAME_MAX_LENGTH } from '../search/savedSearchForm';
import { calendarDateSchema, isCalendarDate } from './calendarDate';
import { DATABASE_INT_MAX } from './databaseInt';
import { galleryQuerySchema } from './galleryQuery';
import { savedSearchInputSchema } from './savedSearchInput';
import { limitedText, TEXT_LIMITS, textLimitMessage } from './textLimits';
import { createUserUpdateSchema, MAX_CATEGORIES, MAX_DEPENDANTS } from './user';

/** The messages of a failed parse, by dotted path. */
function errors(schema: z.ZodMiniType, value: unknown): Record<string, string[]> {
  const result = z.safeParse(schema, value);
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    byPath[path] = [...(byPath[path] ?? []), issue.message];
  }
  return byPath;
}

describe('calendar dates', () => {
  it.each(['2026-02-28', '2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31'])('accepts %s', (date) => {
    expect(isCalendarDate(date)).toBe(true);
  });

  it.each([
    '2026-13-45',
    '0000-01-01',
    '2026-02-29',
    '1900-02-29',
    '2026-04-31',
    '2026-00-10',
    '2026-1-01',
    '',
  ])('refuses %s', (date) => {
    expect(isCalendarDate(date)).toBe(false);
    expect(errors(calendarDateSchema('Bad date.'), date)).toEqual({ '': ['Bad date.'] });
  });

  it('bounds the gallery’s min_date and max_date', () => {
    expect(errors(galleryQuerySchema, { min_date: '2026-13-45', max_date: '0000-01-01' })).toEqual({
      min_date: ['Enter a date as YYYY-MM-DD.'],
      max_date: ['Enter a date as YYYY-MM-DD.'],
    });
    expect(z.safeParse(galleryQuerySchema, { min_date: '2026-01-31' }).success).toBe(true);
  });
});

describe('text limits', () => {
  it('say the limit in the spec’s words', () => {
    expect(errors(limitedText(TEXT_LIMITS.text), 'x'.repeat(256))).toEqual({
      '': ['This is limited to 255 characters'],
    });
    expect(textLimitMessage(TEXT_LIMITS.freeText)).toBe('This is limited to 10,000 characters');
    expect(z.safeParse(limitedText(TEXT_LIMITS.text), 'x'.repeat(255)).success).toBe(true);
  });
});

describe('profile update', () => {
  const schema = createUserUpdateSchema(new Date('2026-06-01T00:00:00Z'));

  it('bounds the year of birth to 110 to 14 years back', () => {
    const range = [authMessages.birthYearRange(1916, 2012)];
    expect(errors(schema, { birth_year: 99_999_999_999 })).toEqual({ birth_year: range });
    expect(errors(schema, { birth_year: 2013 })).toEqual({ birth_year: range });
    expect(errors(schema, { birth_year: 1915 })).toEqual({ birth_year: range });
    expect(z.safeParse(schema, { birth_year: 1916 }).success).toBe(true);
    expect(z.safeParse(schema, { birth_year: null }).success).toBe(true);
  });

  it('gives every text field a limit', () => {
    const tooLong = {
      phone: 'x'.repeat(256),
      collects: 'x'.repeat(10_001),
      postal_address_country: 'x'.repeat(256),
      physical_address_country: 'x'.repeat(256),
      categories: ['x'.repeat(256)],
    };
    expect(errors(schema, tooLong)).toEqual({
      phone: ['This is limited to 255 characters'],
      collects: ['This is limited to 10,000 characters'],
      postal_address_country: ['This is limited to 255 characters'],
      physical_address_country: ['This is limited to 255 characters'],
      'categories.0': ['This is limited to 255 characters'],
    });
    expect(z.safeParse(schema, { collects: 'x'.repeat(10_000) }).success).toBe(true);
  });

  it('caps dependants and categories', () => {
    const dependants = (count: number) => Array.from({ length: count }, () => ({ birthday: '2015-03-01' }));
    const categories = (count: number) => Array.from({ length: count }, (_, i) => `Category ${i}`);
    expect(errors(schema, { dependants: dependants(MAX_DEPENDANTS + 1) })).toEqual({
      dependants: ['Ensure this field has no more than 20 elements.'],
    });
    expect(errors(schema, { categories: categories(MAX_CATEGORIES + 1) })).toEqual({
      categories: ['Ensure this field has no more than 50 elements.'],
    });
    expect(
      z.safeParse(schema, { dependants: dependants(MAX_DEPENDANTS), categories: categories(MAX_CATEGORIES) })
        .success,
    ).toBe(true);
  });

  it('takes only calendar dates as birthdays', () => {
    const wrongFormat = ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'];
    expect(errors(schema, { dependants: [{ birthday: '2015-03-01' }, { birthday: '0000-01-01' }] })).toEqual({
      'dependants.1.birthday': wrongFormat,
    });
    expect(
      errors(schema, { dependants: [{ birthday: '2026-13-45' }, { birthday: '2014-05-garbage' }] }),
    ).toEqual({
      'dependants.0.birthday': wrongFormat,
      'dependants.1.birthday': wrongFormat,
    });
    expect(errors(schema, { dependants: [{ birthday: '2026-13' }] })).toEqual({
      'dependants.0.birthday': wrongFormat,
    });
    // The month, all that is kept, is enough.
    expect(z.safeParse(schema, { dependants: [{ birthday: '2019-02' }] }).success).toBe(true);
  });
});

describe('saved search input', () => {
  const input = (params: unknown, name: unknown = 'Sovereigns') => ({ name, params, schedule: null });

  it('takes the search params of §3 and the watchlist’s items', () => {
    const params = {
      q: 'sovereign',
      niche: 'collectables',
      category: ['coins'],
      min_date: '2020-01-01',
      min_price: 0.5,
      for_sale: true,
      items: [1, DATABASE_INT_MAX],
    };
    expect(z.safeParse(savedSearchInputSchema, input(params)).success).toBe(true);
  });

  it('refuses other keys, long text, long lists, ids past the database’s integer and bad dates', () => {
    expect(errors(savedSearchInputSchema, input({ q: 'x', secret: 1 }))).toEqual({
      params: ['Not a search param: "secret".'],
    });
    expect(
      errors(
        savedSearchInputSchema,
        input({
          q: 'x'.repeat(256),
          category: Array.from({ length: 51 }, () => 'coins'),
          items: [DATABASE_INT_MAX + 1],
          max_date: '2026-13-45',
        }),
      ),
    ).toEqual({
      'params.q': ['This is limited to 255 characters'],
      'params.category': ['Ensure this field has no more than 50 elements.'],
      'params.items.0': [`Ensure this value is less than or equal to ${DATABASE_INT_MAX}.`],
      'params.max_date': ['Enter a date as YYYY-MM-DD.'],
    });
    expect(
      errors(savedSearchInputSchema, input({ items: Array.from({ length: 1_001 }, (_, i) => i + 1) })),
    ).toEqual({
      'params.items': ['Ensure this field has no more than 1000 elements.'],
    });
  });

  it('says what is wrong without quoting a nested value back', () => {
    let deep: unknown = 'x';
    for (let depth = 0; depth < 10_000; depth++) deep = [deep];
    expect(errors(savedSearchInputSchema, input(deep, deep))).toEqual({
      name: ['Not a valid string.'],
      params: ['Expected an object of search params.'],
    });
    expect(errors(savedSearchInputSchema, input({}, 'x'.repeat(SAVED_SEARCH_NAME_MAX_LENGTH + 1)))).toEqual({
      name: ['This is limited to 255 characters'],
    });
  });
});
