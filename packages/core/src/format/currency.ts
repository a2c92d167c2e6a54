const SYMBOLS: Readonly<Record<string, string>> = { GBP: '£', EUR: '€' };

/** The display symbol of a currency: GBP £, EUR €, any other $. */
export function currencySymbol(code: string): string {
  return SYMBOLS[code.toUpperCase()] ?? '$';
}
