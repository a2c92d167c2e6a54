import { describe, expect, it } from 'vitest';
import { formatCount } from './counts';
import { formatPrice } from './price';
import { titleCase, truncateTitle } from './text';
import { thumbnailUrl } from './thumbnail';

describe('formatCount', () => {
  it('shows a number, k or M, and a dash under 1', () => {
    expect([0, 0.5, 1, 999, 1000, 1550, 12_000, 999_999, 1_000_000, 2_450_000].map(formatCount)).toEqual([
      '-',
      '-',
      '1',
      '999',
      '1k',
      '1.5k',
      '12k',
      '999.9k',
      '1M',
      '2.4M',
    ]);
    expect(formatCount(undefined)).toBe('-');
  });
});

describe('formatPrice', () => {
  it('drops decimals when the price is 100 or more and whole', () => {
    expect(formatPrice(150, 'NZD')).toBe('$150');
    expect(formatPrice(1500, 'GBP')).toBe('£1,500');
    expect(formatPrice(150.5, 'EUR')).toBe('€150.50');
    expect(formatPrice(99, 'NZD')).toBe('$99.00');
    expect(formatPrice('12.5', 'AUD')).toBe('$12.50');
  });
});

describe('titles', () => {
  it('cut to the column mode: 3 columns 20, 6 columns 13, 1 column 20', () => {
    const title = 'Victorian gold sovereign 1887 jubilee head';
    expect(truncateTitle(title, 3)).toBe('Victorian gold sove…');
    expect(Array.from(truncateTitle(title, 6))).toHaveLength(13);
    expect(truncateTitle('Short', 6)).toBe('Short');
  });

  it('title-cases words', () => {
    expect(titleCase('gold SOVEREIGN coins (new-zealand)')).toBe('Gold Sovereign Coins (New-Zealand)');
  });
});

describe('thumbnailUrl', () => {
  it('names the file without its extension plus the size', () => {
    expect(thumbnailUrl('https://cdn.example/images/coin-1.jpg?v=2', 'tile')).toBe(
      '/thumbnails/coin-1-262x262',
    );
    expect(thumbnailUrl('images/coin.png', 'large', 'https://trove.example/')).toBe(
      'https://trove.example/thumbnails/coin-1500x1500',
    );
  });
});
