import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount } from './counts';
import { formatPrice } from './price';
import { TITLE_CASE_SMALL_WORDS, titleCase, truncateTitle } from './text';
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
    expect(formatPrice(1234567.5, 'NZD')).toBe('$1,234,567.50');
    expect(formatPrice('', 'NZD')).toBe('$0.00');
    expect(formatPrice('n/a', 'NZD')).toBe('');
  });

  it('writes any amount in cents as en-NZ does', () => {
    const enNz = (value: number, digits: number) =>
      value.toLocaleString('en-NZ', { minimumFractionDigits: digits, maximumFractionDigits: digits });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (cents) => {
        const value = cents / 100;
        const digits = Number.isInteger(value) && value >= 100 ? 0 : 2;
        expect(formatPrice(value, 'NZD')).toBe(`$${enNz(value, digits)}`);
        expect(formatPrice(value.toFixed(2), 'GBP')).toBe(`£${enNz(value, digits)}`);
      }),
    );
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

  it('keeps small words in lower case unless first or last (spec §5)', () => {
    expect(titleCase('the lord of the rings')).toBe('The Lord of the Rings');
    expect(titleCase('coins and medals for sale by auction')).toBe('Coins and Medals for Sale by Auction');
    expect(titleCase('a tale of two cities')).toBe('A Tale of Two Cities');
    expect(titleCase('what coins are made of')).toBe('What Coins Are Made Of');
    expect(titleCase('in')).toBe('In');
    expect(titleCase('  the  end of  ')).toBe('  The  End Of  ');
    expect(titleCase('THE ISLE OF MAN')).toBe('The Isle of Man');
  });

  it('capitalises a small word after a colon, as a subtitle starts', () => {
    expect(titleCase('coins: a guide to the mints')).toBe('Coins: A Guide to the Mints');
  });

  it('takes each part of a hyphenated or slashed word as a word', () => {
    expect(titleCase('up-to-date coins')).toBe('Up-to-Date Coins');
    expect(titleCase('one-of-a-kind medal')).toBe('One-of-a-Kind Medal');
    expect(titleCase('gold/silver and bronze')).toBe('Gold/Silver and Bronze');
  });

  it('looks through punctuation around a word', () => {
    expect(titleCase('coins (of the realm)')).toBe('Coins (of the Realm)');
    expect(titleCase('"the" best, and rest')).toBe('"The" Best, and Rest');
    expect(titleCase("collector's items, or not.")).toBe("Collector's Items, or Not.");
    expect(titleCase('what it is made of.')).toBe('What It Is Made Of.');
  });

  it('lower-cases the rest of every word, acronyms included', () => {
    expect(titleCase('coins from the UK')).toBe('Coins From the Uk');
  });

  it('leaves a word that starts with a digit as it is', () => {
    expect(titleCase('20th century coins of the 1880s')).toBe('20th Century Coins of the 1880s');
    expect(titleCase('')).toBe('');
  });

  it('names the small words of the conventional list, in lower case', () => {
    expect([...TITLE_CASE_SMALL_WORDS].sort()).toEqual(
      'a an and as at but by for in nor of on or the to up via with'.split(' '),
    );
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
