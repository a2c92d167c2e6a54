import { describe, expect, it } from 'vitest';
import { THUMBNAIL_SIZES, thumbnailUrl } from './thumbnail';

describe('THUMBNAIL_SIZES', () => {
  it("keeps the spec's squares and adds 4:1 banner sizes", () => {
    expect(THUMBNAIL_SIZES).toMatchObject({
      tile: '262x262',
      medium: '393x393',
      small: '116x116',
      large: '1500x1500',
    });
    const banners = Object.entries(THUMBNAIL_SIZES).filter(([size]) => size.startsWith('banner'));
    expect(banners.map(([, value]) => value)).toEqual(['400x100', '800x200', '1200x300', '1600x400']);
    for (const [, value] of banners) {
      const [width, height] = value.split('x').map(Number);
      expect(width).toBe((height ?? 0) * 4);
    }
  });

  it('names a banner thumbnail of a media file', () => {
    expect(thumbnailUrl('demo-banner-coins.jpg', 'bannerLarge', 'https://trove.example')).toBe(
      'https://trove.example/thumbnails/demo-banner-coins-1200x300',
    );
  });
});
