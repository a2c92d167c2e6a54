const SYMBOLS: Readonly<Record<string, string>> = { GBP: '£', EUR: '€' };

/** The display symbol of a currency: GBP £, EUR €, any other $. */
export function currencySymbol(code: string): string {
  return SYMBOLS[code.toUpperCase()] ?? '$';
}

/**
 * What one unit of each currency the demo lists in is worth in a common unit (here NZD), so that
 * prices in several currencies compare. A site stores its own in the `currency_rates` setting.
 */
export const DEFAULT_CURRENCY_RATES: Readonly<Record<string, number>> = {
  NZD: 1,
  AUD: 1.1,
  USD: 1.7,
  GBP: 2.15,
  EUR: 1.85,
};

/**
 * The rates of `GET /api/currency/`: one unit of each currency in the default currency, from
 * rates in any common unit. A currency without a rate is taken at par with the default.
 */
export function ratesInCurrency(
  defaultCurrency: string,
  rates: Readonly<Record<string, number>>,
): Record<string, number> {
  const base = rates[defaultCurrency] ?? 1;
  return Object.fromEntries(Object.entries(rates).map(([code, rate]) => [code, rate / base]));
}

/** A price in the default currency, by the rates of `ratesInCurrency`. */
export function convertPrice(amount: number, currency: string, rates: Readonly<Record<string, number>>) {
  return amount * (rates[currency] ?? 1);
}
