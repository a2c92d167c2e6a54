import { currencySymbol } from './currency';

// A formatter for each number of decimals, made once: `toLocaleString` makes one on every call,
// and a gallery's first render formats every tile's price (the costliest function of that render
// in a CPU profile of the site at Lighthouse's 4x slowdown).
const formatters = new Map<number, Intl.NumberFormat>();

/** A tile's price: the currency symbol, and no decimals when the price is 100 or more and whole. */
export function formatPrice(amount: number | string, currency: string): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (!Number.isFinite(value)) return '';
  const digits = Number.isInteger(value) && value >= 100 ? 0 : 2;
  let format = formatters.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('en-NZ', { minimumFractionDigits: digits, maximumFractionDigits: digits });
    formatters.set(digits, format);
  }
  return `${currencySymbol(currency)}${format.format(value)}`;
}
