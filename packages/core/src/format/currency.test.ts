import { describe, expect, it } from 'vitest';
import { currencySymbol } from './currency';

describe('currencySymbol', () => {
  it('is £ for GBP, € for EUR and $ for any other', () => {
    expect(currencySymbol('GBP')).toBe('£');
    expect(currencySymbol('eur')).toBe('€');
    expect(currencySymbol('NZD')).toBe('$');
    expect(currencySymbol('JPY')).toBe('$');
  });
});
