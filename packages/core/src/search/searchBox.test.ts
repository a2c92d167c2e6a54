import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GalleryItem } from '../schemas/gallery';
import { TYPEAHEAD_MIN_LENGTH } from './advancedSearch';
import { defaultGalleryParams, type GalleryParams } from './galleryParams';
import { galleryItemHref, paramsToRoute, routeHref } from './galleryRoute';
import { searchCategory, searchKeywords, searchListing, typeaheadQuery } from './searchBox';

describe('typeaheadQuery', () => {
  it('asks nothing before 3 characters, trimmed', () => {
    expect(TYPEAHEAD_MIN_LENGTH).toBe(3);
    expect(typeaheadQuery('go')).toBeNull();
    expect(typeaheadQuery('  go  ')).toBeNull();
    expect(typeaheadQuery(' gol ')).toBe('gol');
    expect(typeaheadQuery('', 0)).toBe('');
  });

  it('answers a query exactly when the trimmed text has the minimum length', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const query = typeaheadQuery(text);
        expect(query === null).toBe(Array.from(text.trim()).length < TYPEAHEAD_MIN_LENGTH);
      }),
    );
  });
});

describe('navbar search', () => {
  const params: GalleryParams = {
    ...defaultGalleryParams,
    section: 'coins',
    q: 'old',
    category: ['coins'],
    item: { itemType: 'ITEM', id: 9 },
  };

  it('searches typed keywords, keeping the rest of the search', () => {
    expect(searchKeywords(params, ' sovereign ')).toEqual({
      ...params,
      q: 'sovereign',
      item: undefined,
      prompt: false,
    });
    expect(searchKeywords(params, '  ').q).toBeUndefined();
  });

  it('searches a chosen category in place of the keywords', () => {
    expect(searchCategory(params, 'coins-gold')).toEqual({
      ...params,
      q: undefined,
      category: ['coins-gold'],
      item: undefined,
      prompt: false,
    });
  });

  it('opens a chosen listing in its own gallery, as its tile does, in place of the keywords', () => {
    const listing = {
      item_type: 'ITEM',
      id: 42,
      name_slug: 'blue-note-1967',
      section_slug: 'banknotes',
      gallery_slug: 'world',
      caption_slug: null,
    } as GalleryItem;
    const chosen = searchListing({ ...params, prompt: true }, listing);
    expect(chosen).toMatchObject({
      section: 'banknotes',
      gallery: 'world',
      caption: undefined,
      q: undefined,
      prompt: false,
      item: { itemType: 'ITEM', id: 42, slug: 'blue-note-1967' },
    });
    // the tile's own link, but for the keywords
    expect(routeHref(paramsToRoute(chosen))).toBe(galleryItemHref({ ...params, q: undefined }, listing));
  });
});
