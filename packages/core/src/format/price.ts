import { currencySymbol } from './currency';

/** The places in a run of digits where a thousands comma goes (none in a two-digit fraction). */
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * A tile's price: the currency symbol, and no decimals when the price is 100 or more and whole.
 * Written as en-NZ writes it (comma groups, a decimal point), without `Intl`: the first
 * `Intl.NumberFormat` a page makes loads the locale's data, 90 to 180 ms of a phone's CPU under
 * Lighthouse's 4x slowdown, which was the largest part of the gallery's first render of its tiles.
 */
export function formatPrice(amount: number | string, currency: string): string {
  // the API's decimal strings and numbers alike
  const value = Number(amount);
  if (!Number.isFinite(value)) return '';
  const text = value.toFixed(Number.isInteger(value) && value >= 100 ? 0 : 2);
  return currencySymbol(currency) + text.replace(THOUSANDS, ',');
}
