import { describe, expect, it } from 'vitest';
import { defaultGalleryParams } from './galleryParams';
import { isWatchlist, savedSearchName, shouldPromptRegisterSearch } from './savedSearch';

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
