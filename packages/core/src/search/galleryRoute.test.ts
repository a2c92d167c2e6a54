import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BEST_MATCH_SORT, GALLERY_SORTS, type GalleryItem } from '../schemas/gallery';
import { defaultGalleryParams, type GalleryParams, ITEM_TYPES } from './galleryParams';
import {
  galleryApiQuery,
  galleryItemHref,
  isPlaceSlug,
  itemOfPath,
  paramsToRoute,
  parseRawId,
  routeHref,
  routeToParams,
} from './galleryRoute';

const route = (href: string) => {
  const [pathname = '', search = ''] = href.split('?');
  return routeToParams({ pathname, search });
};

describe('routeToParams', () => {
  it('reads the place in the niche tree, case-insensitive and tolerant of trailing slashes', () => {
    expect(route('/Collectables/COINS/gold/Sovereigns/')).toMatchObject({
      niche: 'collectables',
      section: 'coins',
      gallery: 'gold',
      caption: 'sovereigns',
      item: undefined,
    });
    expect(route('/')).toEqual(defaultGalleryParams);
  });

  it('reads an item from the rawId: type digit, id and slug', () => {
    expect(route('/collectables/coins/0042-gold-sovereign')).toMatchObject({
      section: 'coins',
      gallery: undefined,
      item: { itemType: 'ITEM', id: 42, slug: 'gold-sovereign' },
    });
    expect(parseRawId('17')).toEqual({ itemType: 'EVENT', id: 7, slug: undefined });
    expect(parseRawId('2301')).toEqual({ itemType: 'ORGANISATION', id: 301, slug: undefined });
    expect(parseRawId('3301')).toBeUndefined();
    // ids are 32-bit integers in the database: ten digits are not an id
    expect(parseRawId('01234567890')).toBeUndefined();
    expect(parseRawId('0123456789')).toEqual({ itemType: 'ITEM', id: 123456789, slug: undefined });
    expect(parseRawId('sovereigns')).toBeUndefined();
  });

  it('reads the item of a path alone as routeToParams does', () => {
    expect(itemOfPath('/collectables/coins/0042-gold-sovereign/')).toEqual({
      itemType: 'ITEM',
      id: 42,
      slug: 'gold-sovereign',
    });
    // the first segment is the niche, never an item
    expect(itemOfPath('/0042-gold-sovereign')).toBeUndefined();
    expect(itemOfPath('/collectables/coins')).toBeUndefined();
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom('collectables', 'coins', '0042-x', '17', '2301'), fc.string())),
        (segments) => {
          const pathname = `/${segments.map(encodeURIComponent).join('/')}`;
          expect(itemOfPath(pathname)).toEqual(routeToParams({ pathname, search: '' }).item);
        },
      ),
    );
  });

  it('takes no place slug that reads as a rawId, so every place opens from its URL', () => {
    for (const slug of ['1900-to-1967', '2020', '0042-gold-sovereign', '17']) {
      expect(isPlaceSlug(slug), slug).toBe(false);
      expect(route(`/collectables/toys/die-cast/${slug}`).caption, slug).toBeUndefined();
    }
    for (const slug of ['from-1900-to-1967', 'pre-1900', '1900s', '3d-puzzles', '3', 'die_cast']) {
      expect(isPlaceSlug(slug), slug).toBe(true);
      expect(route(`/collectables/toys/die-cast/${slug}`).caption, slug).toBe(slug);
    }
    expect(isPlaceSlug('')).toBe(false);
    expect(isPlaceSlug('a/b')).toBe(false);
    expect(isPlaceSlug('x'.repeat(101))).toBe(false);
  });

  it('reads flags as booleans from 1, lists from repeats or commas, and drops malformed values', () => {
    const params = route(
      '/collectables?sold=1&for_sale=0&category=Coins&category=Medals,Badges&sort=-price&min_price=0&max_price=250.5&min_date=2026-13&max_date=2026-01-31',
    );
    expect(params).toMatchObject({
      sold: true,
      for_sale: false,
      category: ['Coins', 'Medals', 'Badges'],
      sort: '-price',
      min_price: undefined,
      max_price: 250.5,
      min_date: undefined,
      max_date: '2026-01-31',
    });
    expect(route('/collectables?sort=random').sort).toBeUndefined();
    expect(route(`/collectables?sort=${BEST_MATCH_SORT}`).sort).toBeUndefined();
  });
});

describe('paramsToRoute', () => {
  it('drops defaults and writes flags as 1', () => {
    expect(paramsToRoute(defaultGalleryParams)).toEqual({ pathname: '/collectables', search: '' });
    const href = routeHref(
      paramsToRoute({
        ...defaultGalleryParams,
        section: 'coins',
        q: 'gold',
        for_sale: true,
        category: ['Coins'],
      }),
    );
    expect(href).toBe('/collectables/coins?q=gold&category=Coins&for_sale=1');
  });

  it('keeps the open item in the path', () => {
    const params = {
      ...defaultGalleryParams,
      section: 'coins',
      item: { itemType: 'ITEM' as const, id: 42, slug: 'x' },
    };
    expect(paramsToRoute(params).pathname).toBe('/collectables/coins/042-x');
  });

  it('leaves the place, the item and the prompt out of the API query', () => {
    const params: GalleryParams = {
      ...defaultGalleryParams,
      section: 'coins',
      q: 'gold',
      prompt: true,
      schedule: 'weekly',
      item: { itemType: 'ITEM', id: 1 },
    };
    expect(galleryApiQuery(params)).toBe('q=gold');
  });
});

const slug = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,12}$/).filter((s) => !/^[0-2]\d+(-|$)/.test(s));
const word = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ]{0,10}[A-Za-z0-9]$/);
const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

const canonicalParams: fc.Arbitrary<GalleryParams> = fc
  .record({
    niche: slug,
    place: fc.array(slug, { maxLength: 3 }),
    item: optional(
      fc.record({
        itemType: fc.constantFrom(...ITEM_TYPES),
        id: fc.nat({ max: 10_000_000 }),
        slug: optional(slug),
      }),
    ),
    q: optional(word),
    category: fc.array(word, { maxLength: 3 }),
    tags: fc.array(slug, { maxLength: 2 }),
    sort: optional(fc.constantFrom(...GALLERY_SORTS.filter((sort) => sort !== BEST_MATCH_SORT))),
    min_price: optional(fc.integer({ min: 1, max: 100_000 }).map((cents) => cents / 100)),
    city: optional(word),
    for_sale: fc.boolean(),
    sold: fc.boolean(),
    show_and_tell: fc.boolean(),
    prompt: fc.boolean(),
  })
  .map(({ place, ...rest }) => ({
    ...defaultGalleryParams,
    ...rest,
    category: rest.category.filter((c) => !c.includes(',')),
    section: place[0],
    gallery: place[1],
    caption: place[2],
  }));

describe('the URL round trip', () => {
  it('gives back the same params for any canonical state', () => {
    fc.assert(
      fc.property(canonicalParams, (params) => {
        expect(routeToParams(paramsToRoute(params))).toEqual(
          Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)) as GalleryParams,
        );
      }),
    );
  });
});

describe('galleryItemHref', () => {
  // the fields of a tile that place it
  const tile = (overrides: Partial<GalleryItem>) =>
    ({
      item_type: 'ITEM',
      id: 42,
      name_slug: 'blue-note-1967',
      section_slug: 'banknotes',
      gallery_slug: 'world',
      caption_slug: null,
      ...overrides,
    }) as GalleryItem;

  it("keeps the search and moves to the tile's section and gallery, with the tile open", () => {
    const params: GalleryParams = { ...defaultGalleryParams, section: 'coins', q: 'note', for_sale: true };
    expect(galleryItemHref(params, tile({}))).toBe(
      '/collectables/banknotes/world/042-blue-note-1967?q=note&for_sale=1',
    );
  });

  it('opens an event in its caption', () => {
    const href = galleryItemHref(
      defaultGalleryParams,
      tile({
        item_type: 'EVENT',
        id: 7,
        section_slug: 'events',
        gallery_slug: 'fairs',
        caption_slug: 'otago',
        name_slug: undefined,
      }),
    );
    expect(href).toBe('/collectables/events/fairs/otago/17');
  });
});
