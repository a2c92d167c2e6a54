import { currencySymbol } from './currency';

/** A tile's price: the currency symbol, and no decimals when the price is 100 or more and whole. */
export function formatPrice(amount: number | string, currency: string): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (!Number.isFinite(value)) return '';
  const whole = Number.isInteger(value) && value >= 100;
  const digits = whole ? 0 : 2;
  const text = value.toLocaleString('en-NZ', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `${currencySymbol(currency)}${text}`;
}
