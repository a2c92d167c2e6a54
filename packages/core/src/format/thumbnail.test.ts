import { describe, expect, it } from 'vitest';
import { BANNER_SIZES, THUMBNAIL_SIZES, thumbnailUrl } from './thumbnail';

describe('THUMBNAIL_SIZES and BANNER_SIZES', () => {
  it("are the spec's squares, and 4:1 banner sizes apart", () => {
    expect(THUMBNAIL_SIZES).toEqual({
      tile: '262x262',
      medium: '393x393',
      small: '116x116',
      large: '1500x1500',
    });
    expect(BANNER_SIZES).toEqual(['400x100', '800x200', '1200x300', '1600x400']);
    for (const value of BANNER_SIZES) {
      const [width, height] = value.split('x').map(Number);
      expect(width).toBe((height ?? 0) * 4);
    }
  });

  it('names a thumbnail of a media file', () => {
    expect(thumbnailUrl('demo-coin-1.jpg', 'medium', 'https://trove.example')).toBe(
      'https://trove.example/thumbnails/demo-coin-1-393x393',
    );
  });
});
