import { describe, expect, it } from 'vitest';
import { SIX_COLUMN_PROBE, sixColumnsFit } from './galleryColumns';

describe('sixColumnsFit', () => {
  it('measures a title of 13 characters', () => {
    expect(SIX_COLUMN_PROBE).toHaveLength(13);
  });

  it('fits six tiles a row only where each leaves room for the title inside its padding and border', () => {
    // 8 px spacing: five 16 px gaps, and 8 px padding and a 1 px border each side of a tile's text
    const widthFor = (probe: number) => (probe + 18) * 6 + 80;
    expect(sixColumnsFit(widthFor(127), 127, 8)).toBe(true);
    expect(sixColumnsFit(widthFor(127) - 1, 127, 8)).toBe(false);
    // a phone's 374 px: no
    expect(sixColumnsFit(374, 127, 8)).toBe(false);
  });
});
