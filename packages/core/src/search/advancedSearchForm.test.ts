import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { Country, NicheTree } from '../schemas/gallery';
import { nicheTreeSchema } from '../schemas/gallery';
import { advancedSearchFields } from './advancedSearch';
import {
  type AdvancedSearchForm,
  advancedSearchFormOf,
  advancedSearchFormSchema,
  advancedSearchPlaces,
  applyAdvancedSearch,
  choosePlace,
  countryScope,
  advancedSearchMessages as m,
  placeName,
  prioritiseCountries,
  resetAdvancedSearch,
  searchCountries,
  withoutHiddenFields,
} from './advancedSearchForm';
import { defaultGalleryParams, type GalleryParams } from './galleryParams';

function errorsOf(value: unknown): Record<string, string[]> {
  const result = z.safeParse(advancedSearchFormSchema, value);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || 'non_field_errors';
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

const emptyForm: AdvancedSearchForm = advancedSearchFormOf(defaultGalleryParams);
const allFields = { price: true, city: true, memberId: true, organisationId: true };

describe('advanced search form schema', () => {
  it('accepts an empty form', () => {
    expect(errorsOf(emptyForm)).toEqual({});
  });

  it('wants prices of at least 0.01, as numbers', () => {
    expect(errorsOf({ ...emptyForm, min_price: '0' })).toEqual({ min_price: [m.priceMinimum] });
    expect(errorsOf({ ...emptyForm, max_price: '0.009' })).toEqual({ max_price: [m.priceMinimum] });
    expect(errorsOf({ ...emptyForm, min_price: 'ten' })).toEqual({ min_price: [m.priceInvalid] });
    expect(errorsOf({ ...emptyForm, min_price: '-5' })).toEqual({ min_price: [m.priceInvalid] });
    expect(errorsOf({ ...emptyForm, min_price: '0.01', max_price: ' 19.95 ' })).toEqual({});
  });

  it('wants price from no more than price to, reported on price to', () => {
    expect(errorsOf({ ...emptyForm, min_price: '100', max_price: '20' })).toEqual({
      max_price: [m.priceRange],
    });
    expect(errorsOf({ ...emptyForm, min_price: '20', max_price: '20' })).toEqual({});
    // one side alone is no range
    expect(errorsOf({ ...emptyForm, min_price: '100' })).toEqual({});
  });

  it('limits the text fields to 255 characters', () => {
    expect(errorsOf({ ...emptyForm, q: 'x'.repeat(256) })).toEqual({ q: [m.textTooLong] });
    expect(errorsOf({ ...emptyForm, city: 'x'.repeat(255) })).toEqual({});
  });

  it('accepts every pair of valid prices in order, and rejects every pair out of order', () => {
    const cents = fc.integer({ min: 1, max: 10_000_000 });
    fc.assert(
      fc.property(cents, cents, (a, b) => {
        const form = { ...emptyForm, min_price: (a / 100).toFixed(2), max_price: (b / 100).toFixed(2) };
        expect(z.safeParse(advancedSearchFormSchema, form).success).toBe(a <= b);
      }),
    );
  });
});

describe('applyAdvancedSearch', () => {
  const params: GalleryParams = {
    ...defaultGalleryParams,
    section: 'coins',
    sort: 'price',
    tags: ['gold'],
    min_date: '2025-01-01',
    item: { itemType: 'ITEM', id: 4 },
    country_code: 'NZ',
    uid: 'kiri7',
  };

  it('round-trips a search through the form, keeping sort, tags and dates and closing the item', () => {
    const searched: GalleryParams = {
      ...params,
      gallery: 'british',
      caption: 'gold',
      q: 'sovereign',
      category: ['coins-gold'],
      min_price: 10,
      max_price: 250.5,
      for_sale: true,
    };
    const next = applyAdvancedSearch(searched, advancedSearchFormOf(searched), allFields);
    expect(next).toEqual({ ...searched, item: undefined, prompt: false, display_type: undefined });
  });

  it('maps the form to params, trimming text and dropping empty values', () => {
    const form: AdvancedSearchForm = {
      ...advancedSearchFormOf(params),
      section: 'events',
      gallery: 'fairs',
      q: '  florin ',
      min_price: '5',
      max_price: '',
      country: 'New Zealand',
      city: ' Wellington ',
      category: ['coins', 'coins'],
      sold: true,
    };
    expect(applyAdvancedSearch(params, form, allFields)).toMatchObject({
      section: 'events',
      gallery: 'fairs',
      caption: undefined,
      q: 'florin',
      min_price: 5,
      max_price: undefined,
      country: 'New Zealand',
      country_code: undefined,
      city: 'Wellington',
      category: ['coins'],
      sold: true,
      item: undefined,
    });
  });

  it('drops price outside items and city outside events and directories', () => {
    const form = { ...advancedSearchFormOf(params), min_price: '5', city: 'Auckland' };
    const events = advancedSearchFields({
      itemType: 'EVENT',
      canSearchMemberId: false,
      canBulkAddItem: false,
    });
    const items = advancedSearchFields({ itemType: 'ITEM', canSearchMemberId: false, canBulkAddItem: false });
    expect(applyAdvancedSearch(params, form, events)).toMatchObject({
      min_price: undefined,
      city: 'Auckland',
    });
    expect(applyAdvancedSearch(params, form, items)).toMatchObject({ min_price: 5, city: undefined });
  });

  it('keeps a member id the member may not edit, and clears one they may', () => {
    const form = { ...advancedSearchFormOf(params), uid: '' };
    expect(applyAdvancedSearch(params, form, { ...allFields, memberId: false }).uid).toBe('kiri7');
    expect(applyAdvancedSearch(params, form, allFields).uid).toBeUndefined();
  });

  it("keeps a URL's country code until another country is typed", () => {
    const form = advancedSearchFormOf(params);
    expect(form.country).toBe('NZ');
    expect(applyAdvancedSearch(params, form, allFields)).toMatchObject({
      country: undefined,
      country_code: 'NZ',
    });
    expect(applyAdvancedSearch(params, { ...form, country: 'Australia' }, allFields)).toMatchObject({
      country: 'Australia',
      country_code: undefined,
    });
  });

  it('drops a sub gallery or caption without the level above it', () => {
    const form = { ...advancedSearchFormOf(params), section: '', gallery: 'british', caption: 'gold' };
    expect(applyAdvancedSearch(params, form, allFields)).toMatchObject({
      section: undefined,
      gallery: undefined,
      caption: undefined,
    });
  });
});

describe('withoutHiddenFields', () => {
  it('empties price and city when the panel hides them, and nothing else', () => {
    const form = { ...emptyForm, min_price: '0', max_price: 'x', city: 'Nelson', uid: 'kiri7', q: 'fair' };
    expect(withoutHiddenFields(form, { ...allFields, price: false, city: false })).toEqual({
      ...form,
      min_price: '',
      max_price: '',
      city: '',
    });
    expect(withoutHiddenFields(form, allFields)).toEqual(form);
  });
});

describe('resetAdvancedSearch', () => {
  it('clears the search but keeps the place and the sort', () => {
    const params: GalleryParams = {
      ...defaultGalleryParams,
      niche: 'collectables',
      section: 'coins',
      gallery: 'british',
      caption: 'gold',
      sort: '-price',
      q: 'sovereign',
      category: ['coins'],
      for_sale: true,
      min_price: 3,
      uid: 'kiri7',
      item: { itemType: 'ITEM', id: 1 },
    };
    expect(resetAdvancedSearch(params)).toEqual({
      ...defaultGalleryParams,
      niche: 'collectables',
      section: 'coins',
      gallery: 'british',
      caption: 'gold',
      sort: '-price',
    });
  });
});

const tree: NicheTree = z.parse(nicheTreeSchema, {
  _order: ['collectables'],
  collectables: {
    name: 'Collectables',
    slug: 'collectables',
    item_type: 'ITEM',
    sections: {
      _order: ['coins', 'events', 'directory'],
      coins: {
        name: 'Coins',
        slug: 'coins',
        item_type: 'ITEM',
        display_type: null,
        description: '',
        galleries: {
          _order: ['british', 'world'],
          british: {
            name: 'British',
            slug: 'british',
            description: '',
            captions: {
              _order: ['gold', 'silver'],
              gold: { name: 'Gold', slug: 'gold', description: '' },
              silver: { name: 'Silver', slug: 'silver', description: '' },
            },
          },
          world: { name: 'World', slug: 'world', description: '', captions: { _order: [] } },
        },
      },
      events: {
        name: 'Events',
        slug: 'events',
        item_type: 'EVENT',
        display_type: 'list',
        description: '',
        galleries: { _order: [] },
      },
      directory: {
        name: 'Directory',
        slug: 'directory',
        item_type: 'ORGANISATION',
        display_type: 'list',
        description: '',
        galleries: { _order: [] },
      },
    },
  },
});

describe('advancedSearchPlaces', () => {
  it('offers the niche tree level by level, in order', () => {
    const places = advancedSearchPlaces(tree, 'collectables', { section: 'coins', gallery: 'british' });
    expect(places.sections.map((s) => s.slug)).toEqual(['coins', 'events', 'directory']);
    expect(places.galleries).toEqual([
      { slug: 'british', name: 'British' },
      { slug: 'world', name: 'World' },
    ]);
    expect(places.captions.map((c) => c.name)).toEqual(['Gold', 'Silver']);
    expect(places.displayTypes).toEqual(['list']);
    expect(places.itemType).toBe('ITEM');
  });

  it('has no type and no lower levels before a section is chosen, or without a tree', () => {
    const places = advancedSearchPlaces(tree, 'collectables', { section: '', gallery: '' });
    expect(places).toMatchObject({ galleries: [], captions: [], itemType: null });
    expect(
      advancedSearchPlaces(undefined, 'collectables', { section: 'coins', gallery: '' }).sections,
    ).toEqual([]);
    expect(advancedSearchPlaces(tree, 'collectables', { section: 'events', gallery: '' }).itemType).toBe(
      'EVENT',
    );
  });
});

describe('placeName', () => {
  it('names the most specific place the tree knows', () => {
    expect(placeName(tree, { niche: 'collectables' })).toBe('Collectables');
    expect(placeName(tree, { niche: 'collectables', section: 'coins', gallery: 'british' })).toBe('British');
    expect(
      placeName(tree, { niche: 'collectables', section: 'coins', gallery: 'british', caption: 'gold' }),
    ).toBe('Gold');
    expect(placeName(tree, { niche: 'collectables', section: 'coins', gallery: 'unknown' })).toBe('Coins');
    expect(placeName(undefined, { niche: 'collectables' })).toBeUndefined();
  });
});

describe('choosePlace', () => {
  it('resets the levels below the one chosen', () => {
    const place = { section: 'coins', gallery: 'british', caption: 'gold' };
    expect(choosePlace(place, 'section', 'events')).toEqual({ section: 'events', gallery: '', caption: '' });
    expect(choosePlace(place, 'gallery', 'world')).toEqual({
      section: 'coins',
      gallery: 'world',
      caption: '',
    });
    expect(choosePlace(place, 'caption', 'silver')).toEqual({ ...place, caption: 'silver' });
  });
});

describe('countries', () => {
  const country = (code: string, name: string): Country => ({ code, name, present_day: true });
  const list = [
    country('AT', 'Austria'),
    country('US', 'United States'),
    country('AU', 'Australia'),
    country('GB', 'United Kingdom'),
    country('NZ', 'New Zealand'),
    country('FJ', 'Fiji'),
  ];

  it('puts New Zealand first, then Australia, United Kingdom, United States, then the rest in order', () => {
    expect(prioritiseCountries(list).map((c) => c.code)).toEqual(['NZ', 'AU', 'GB', 'US', 'AT', 'FJ']);
  });

  it('searches all countries for items and present-day ones for events and directories', () => {
    expect(countryScope('ITEM')).toBe('all');
    expect(countryScope(null)).toBe('all');
    expect(countryScope('EVENT')).toBe('presentday');
    expect(countryScope('ORGANISATION')).toBe('presentday');
  });

  it('gives an empty list when the call fails', async () => {
    const calls: [string, string][] = [];
    const api = {
      countries: async (q: string, scope: 'all' | 'presentday') => {
        calls.push([q, scope]);
        if (q === 'boom') throw new Error('offline');
        return list;
      },
    };
    expect((await searchCountries(api, 'new', 'all')).map((c) => c.code)[0]).toBe('NZ');
    expect(await searchCountries(api, 'boom', 'presentday')).toEqual([]);
    expect(calls).toEqual([
      ['new', 'all'],
      ['boom', 'presentday'],
    ]);
  });
});
