import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listingsQueryOf, readAddItemSearch, readListingsSearch } from './listingRoutes';
import { LISTING_SORTS } from './schemas';

describe('readListingsSearch', () => {
  it('keeps a query, a page after the first and a known sort other than the default', () => {
    expect(readListingsSearch({ q: ' coin ', page: '3', sort: 'name' })).toEqual({
      q: 'coin',
      page: 3,
      sort: 'name',
    });
    expect(readListingsSearch({ q: '', page: 1, sort: '-date_listed' })).toEqual({});
    expect(readListingsSearch({ q: 1999 })).toEqual({ q: '1999' });
  });

  it('drops what is not valid', () => {
    expect(readListingsSearch({ page: '0', sort: 'password' })).toEqual({});
    expect(readListingsSearch({ page: '2.5' })).toEqual({});
    expect(readListingsSearch({ page: -4 })).toEqual({});
    expect(readListingsSearch({ page: '99999999999' })).toEqual({});
    expect(readListingsSearch({ q: 'x'.repeat(300) }).q).toHaveLength(255);
  });

  it('round-trips through the listings query', () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            q: fc
              .string({ maxLength: 20 })
              .map((text) => text.trim())
              .filter(Boolean),
            page: fc.integer({ min: 2, max: 1000 }),
            sort: fc.constantFrom(...LISTING_SORTS.filter((sort) => sort !== '-date_listed')),
          },
          { requiredKeys: [] },
        ),
        (search) => {
          const query = listingsQueryOf(search);
          expect(readListingsSearch({ ...query, page: query.page, sort: query.sort })).toEqual(search);
        },
      ),
    );
  });
});

describe('listingsQueryOf', () => {
  it('asks newest first by default, and for the organisation with user_org', () => {
    expect(listingsQueryOf({})).toEqual({ sort: '-date_listed' });
    expect(listingsQueryOf({ q: 'coin', page: 2 }, { userOrg: true })).toEqual({
      sort: '-date_listed',
      q: 'coin',
      page: '2',
      user_org: 'true',
    });
  });
});

describe('readAddItemSearch', () => {
  it('keeps a section slug and the id to duplicate', () => {
    expect(readAddItemSearch({ section: 'coins', id: '12' })).toEqual({ section: 'coins', id: 12 });
    expect(readAddItemSearch({ section: 'Coins!', id: 'x' })).toEqual({});
    expect(readAddItemSearch({ id: 7 })).toEqual({ id: 7 });
  });
});
