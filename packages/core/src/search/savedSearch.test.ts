import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GalleryParams } from './galleryParams';
import { defaultGalleryParams } from './galleryParams';
import {
  flagDisplay,
  fromSavedSearchParams,
  isWatchlist,
  savedSearchName,
  shouldPromptRegisterSearch,
  toSavedSearchParams,
} from './savedSearch';

describe('savedSearchName', () => {
  it('falls back from the query to the categories, the type filters and My Search', () => {
    const base = defaultGalleryParams;
    expect(savedSearchName({ ...base, q: ' sovereign ', category: ['Coins'] })).toBe('sovereign');
    expect(savedSearchName({ ...base, category: ['Coins', 'Medals'], for_sale: true })).toBe('Coins, Medals');
    expect(savedSearchName({ ...base, for_sale: true, sold: true })).toBe('For Sale');
    expect(savedSearchName({ ...base, show_and_tell: true, sold: true })).toBe('Items of Interest');
    expect(savedSearchName({ ...base, sold: true })).toBe('Sold');
    expect(savedSearchName(base)).toBe('My Search');
  });
});

describe('shouldPromptRegisterSearch', () => {
  const searching = { ...defaultGalleryParams, prompt: true, q: 'coins' };
  it('prompts signed-out visitors with a search filter and no open item', () => {
    expect(shouldPromptRegisterSearch(searching, false)).toBe(true);
    expect(shouldPromptRegisterSearch(searching, true)).toBe(false);
    expect(shouldPromptRegisterSearch({ ...searching, prompt: false }, false)).toBe(false);
    expect(shouldPromptRegisterSearch({ ...searching, q: undefined }, false)).toBe(false);
    expect(shouldPromptRegisterSearch({ ...searching, item: { itemType: 'ITEM', id: 1 } }, false)).toBe(
      false,
    );
  });

  it('hides the watchlist search', () => {
    expect(isWatchlist({ name: 'Watchlist' })).toBe(true);
    expect(isWatchlist({ name: 'Gold' })).toBe(false);
  });
});

describe('saved search params', () => {
  it('stores only what is set, flags as booleans, without the open item or the prompt', () => {
    const params: GalleryParams = {
      ...defaultGalleryParams,
      section: 'coins',
      q: 'gold',
      category: ['Sovereigns'],
      min_price: 10,
      for_sale: true,
      prompt: true,
      item: { itemType: 'ITEM', id: 4 },
    };
    expect(toSavedSearchParams(params)).toEqual({
      niche: 'collectables',
      section: 'coins',
      q: 'gold',
      category: ['Sovereigns'],
      min_price: 10,
      for_sale: true,
    });
    expect(flagDisplay(true)).toBe('1');
    expect(flagDisplay(false)).toBeNull();
  });

  it('opens the gallery it was saved from', () => {
    const text = fc.option(fc.stringMatching(/^[a-z][a-z0-9-]{0,11}$/), { nil: undefined });
    fc.assert(
      fc.property(
        fc.record({
          section: text,
          q: text,
          city: text,
          category: fc.array(fc.stringMatching(/^[A-Z][a-z]{1,8}$/), { maxLength: 3 }),
          max_price: fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: undefined }),
          sort: fc.constantFrom(undefined, 'price' as const, '-created_date' as const),
          for_sale: fc.boolean(),
          sold: fc.boolean(),
          show_and_tell: fc.boolean(),
        }),
        (search) => {
          const params: GalleryParams = { ...defaultGalleryParams, ...search };
          const reopened = fromSavedSearchParams(toSavedSearchParams(params));
          expect(reopened).toEqual(
            Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)),
          );
        },
      ),
    );
  });

  it('ignores what it cannot read', () => {
    expect(fromSavedSearchParams({ sort: 'sideways', for_sale: 'yes' } as never)).toEqual(
      defaultGalleryParams,
    );
  });
});
