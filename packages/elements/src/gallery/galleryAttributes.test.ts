import { defaultGalleryParams } from '@trove/core/gallery';
import { describe, expect, it } from 'vitest';
import { parseAttributes } from '../elementAttributes';
import { galleryAttributesSchema, galleryParamsOf } from './galleryAttributes';

const parse = (values: Record<string, unknown>) => parseAttributes(galleryAttributesSchema, values);

describe('galleryAttributesSchema', () => {
  it('reads slugs case-insensitively, trims the search and takes 1, 3 or 6 columns', () => {
    expect(
      parse({ niche: ' Collectables ', section: 'Coins', query: '  gold sovereign ', columns: '6' }),
    ).toEqual({
      success: true,
      props: {
        niche: 'collectables',
        section: 'coins',
        gallery: undefined,
        caption: undefined,
        query: 'gold sovereign',
        category: undefined,
        columns: 6,
      },
    });
    // a property set to a number reads as its text
    expect(parse({ columns: 1 })).toMatchObject({ success: true, props: { columns: 1 } });
  });

  it('takes blank attributes as absent', () => {
    expect(parse({ section: '  ', query: '', columns: ' ' })).toMatchObject({
      success: true,
      props: { section: undefined, query: undefined, columns: undefined },
    });
  });

  it('names each bad attribute with the form it takes', () => {
    expect(parse({ columns: '4', section: 'coins/british', niche: 'ok' })).toEqual({
      success: false,
      problems: [
        {
          attribute: 'section',
          value: 'coins/british',
          expected: 'a slug of letters, digits and dashes, e.g. coins',
        },
        { attribute: 'columns', value: '4', expected: '1, 3 or 6' },
      ],
    });
  });
});

describe('galleryParamsOf', () => {
  it('is the default gallery without attributes', () => {
    expect(galleryParamsOf({})).toEqual(defaultGalleryParams);
  });

  it('names a place, a search and a category', () => {
    expect(
      galleryParamsOf({
        niche: 'collectables',
        section: 'coins',
        gallery: 'british',
        caption: 'gold',
        query: 'gold sovereign',
        category: 'half-crowns',
      }),
    ).toEqual({
      ...defaultGalleryParams,
      niche: 'collectables',
      section: 'coins',
      gallery: 'british',
      caption: 'gold',
      q: 'gold sovereign',
      category: ['half-crowns'],
    });
  });

  it('leaves out a level whose parent is missing', () => {
    expect(galleryParamsOf({ gallery: 'british', caption: 'gold' })).toEqual(defaultGalleryParams);
    expect(galleryParamsOf({ section: 'coins', caption: 'gold' })).toEqual({
      ...defaultGalleryParams,
      section: 'coins',
    });
  });
});
