import { describe, expect, it } from 'vitest';
import { galleryEntries } from './advertisements';

const layout = (entries: ReturnType<typeof galleryEntries>) =>
  entries.map((entry) => (entry.kind === 'tile' ? 'T' : 'A')).join('');

describe('galleryEntries', () => {
  it('puts no advertisement in a gallery without ad zones', () => {
    expect(layout(galleryEntries(30, { enabled: false, columns: 1 }))).toBe('T'.repeat(30));
  });

  it('on mobile: positions 3 and 6, then every adFrequency tiles', () => {
    const entries = galleryEntries(12, { enabled: true, columns: 1, adFrequency: 3 });
    expect(layout(entries)).toBe('TTATTATTTATTTATT');
    expect(layout(entries).indexOf('A') + 1).toBe(3);
    expect(layout(entries).indexOf('A', 3) + 1).toBe(6);
    expect(entries.filter((entry) => entry.kind === 'tile')).toHaveLength(12);
  });

  it('in the grids: after every adFrequency tiles, never last', () => {
    expect(layout(galleryEntries(9, { enabled: true, columns: 3, adFrequency: 3 }))).toBe('TTTATTTATTT');
    expect(layout(galleryEntries(2, { enabled: true, columns: 1, adFrequency: 3 }))).toBe('TT');
    const entries = galleryEntries(25, { enabled: true, columns: 6 });
    expect(entries.filter((entry) => entry.kind === 'advertisement').map((entry) => entry.slot)).toEqual([
      0, 1,
    ]);
    // every tile once, in order
    expect(entries.flatMap((entry) => (entry.kind === 'tile' ? [entry.tileIndex] : []))).toEqual(
      Array.from({ length: 25 }, (_, index) => index),
    );
  });
});
