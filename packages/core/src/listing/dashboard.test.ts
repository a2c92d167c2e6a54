import { describe, expect, it } from 'vitest';
import {
  archiveToggle,
  canCreateListing,
  isListingLinked,
  isListingStatus,
  LISTING_STATUS_BADGES,
  listingPageCount,
  listingRowActions,
  paginationPages,
  parseBoost,
  withListingState,
} from './dashboard';

const member = (permissions: string[]) => ({
  groups: [{ id: 1, name: 'Collectors', type: 'I' as const, permissions }],
  organisations: [],
  transaction_summary: { max_listings_per_month: null, total_transaction_count: 0 },
});
const seller = member(['add_item', 'change_item']);

describe('badges', () => {
  it('colours pending and archived grey, expired and scheduled yellow, active green', () => {
    expect(
      Object.fromEntries(Object.entries(LISTING_STATUS_BADGES).map(([status, b]) => [status, b.colour])),
    ).toEqual({
      pending: 'grey',
      archived: 'grey',
      expired: 'yellow',
      scheduled: 'yellow',
      active: 'green',
    });
    expect(isListingStatus('expired')).toBe(true);
    expect(isListingStatus('sold')).toBe(false);
  });
});

describe('rows', () => {
  it('offers re-list for expired only, archive or publish for the rest, edit and duplicate by permission', () => {
    expect(listingRowActions({ status: 'expired' }, seller)).toEqual(['relist', 'edit', 'duplicate']);
    expect(listingRowActions({ status: 'active' }, seller)).toEqual(['archive', 'edit', 'duplicate']);
    expect(listingRowActions({ status: 'archived' }, seller)).toEqual(['publish', 'edit', 'duplicate']);
    expect(listingRowActions({ status: 'pending' }, member(['add_item']))).toEqual(['duplicate']);
    expect(listingRowActions({ status: 'active' }, member(['change_item_feature_boost']))).toEqual(['boost']);
    expect(listingRowActions({ status: 'active' }, null)).toEqual([]);
  });

  it('links every name but an archived one', () => {
    expect(isListingLinked({ status: 'archived' })).toBe(false);
    expect(isListingLinked({ status: 'scheduled' })).toBe(true);
  });

  it('toggles archive: archived becomes active and searchable, the rest archived and hidden', () => {
    expect(archiveToggle({ status: 'archived' })).toEqual({
      archive: false,
      next: { status: 'active', searchable: true },
      message: 'Item published',
    });
    expect(archiveToggle({ status: 'scheduled' })).toEqual({
      archive: true,
      next: { status: 'archived', searchable: false },
      message: 'Item archived',
    });
  });

  it('highlights a re-listed row and clears an earlier highlight', () => {
    const rows = [
      { id: 1, status: 'expired' as const, searchable: false, highlight: false },
      { id: 2, status: 'active' as const, searchable: true, highlight: true },
    ];
    expect(
      withListingState(rows, { id: 1, status: 'active', searchable: true }, { highlight: true }),
    ).toEqual([
      { id: 1, status: 'active', searchable: true, highlight: true },
      { id: 2, status: 'active', searchable: true, highlight: false },
    ]);
  });

  it('shows Create Listing with the flag on and add_item', () => {
    expect(canCreateListing(seller, { create_listing: true })).toBe(true);
    expect(canCreateListing(seller, { create_listing: false })).toBe(false);
    expect(canCreateListing(member([]), { create_listing: true })).toBe(false);
  });
});

describe('pagination', () => {
  it('counts pages of 50', () => {
    expect(listingPageCount(0)).toBe(1);
    expect(listingPageCount(50)).toBe(1);
    expect(listingPageCount(51)).toBe(2);
  });

  it('shows at most 6 pages around the current one', () => {
    expect(paginationPages(1, 3)).toEqual([1, 2, 3]);
    expect(paginationPages(1, 20)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(paginationPages(10, 20)).toEqual([8, 9, 10, 11, 12, 13]);
    expect(paginationPages(20, 20)).toEqual([15, 16, 17, 18, 19, 20]);
    expect(paginationPages(99, 7)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(paginationPages(0, 0)).toEqual([1]);
    for (let pages = 1; pages <= 30; pages += 1)
      for (let page = 1; page <= pages; page += 1) {
        const shown = paginationPages(page, pages);
        expect(shown).toContain(page);
        expect(shown.length).toBe(Math.min(6, pages));
        expect(shown[0]).toBeGreaterThanOrEqual(1);
        expect(shown.at(-1)).toBeLessThanOrEqual(pages);
      }
  });
});

describe('parseBoost', () => {
  it('takes whole numbers from 0 to 100', () => {
    expect(parseBoost('0')).toBe(0);
    expect(parseBoost(' 100 ')).toBe(100);
    for (const text of ['', '101', '-1', '2.5', '1e2', 'abc']) expect(parseBoost(text)).toBeNull();
  });
});
