import { defaultGalleryParams } from '@trove/core/gallery';
import { describe, expect, it } from 'vitest';
import { columnModeOf, galleryParamsOf } from './galleryAttributes';

describe('galleryParamsOf', () => {
  it('is the default gallery without attributes', () => {
    expect(galleryParamsOf({})).toEqual(defaultGalleryParams);
  });

  it('names a place, slugs compared case-insensitively, and a trimmed search', () => {
    expect(
      galleryParamsOf({
        niche: ' Collectables ',
        section: 'Coins',
        gallery: 'British',
        caption: 'GOLD',
        query: '  gold sovereign ',
      }),
    ).toEqual({
      ...defaultGalleryParams,
      niche: 'collectables',
      section: 'coins',
      gallery: 'british',
      caption: 'gold',
      q: 'gold sovereign',
    });
  });

  it('leaves out a level whose parent is missing, and empty values', () => {
    expect(galleryParamsOf({ gallery: 'british', caption: 'gold', query: '   ' })).toEqual(
      defaultGalleryParams,
    );
    expect(galleryParamsOf({ niche: '', section: 'coins', caption: 'gold' })).toEqual({
      ...defaultGalleryParams,
      section: 'coins',
    });
  });
});

describe('columnModeOf', () => {
  it('takes 1, 3 or 6, and is 3 for anything else', () => {
    expect([1, 3, 6].map(columnModeOf)).toEqual([1, 3, 6]);
    expect([undefined, 0, 2, 4, Number.NaN, 3.5].map(columnModeOf)).toEqual([3, 3, 3, 3, 3, 3]);
  });
});
