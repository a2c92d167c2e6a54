import { currencySymbol } from '@trove/core';

/** Cents of a decimal string ("12.50" is 1250), so sums and differences of money stay exact. */
export const cents = (amount: string): number => Math.round(Number(amount) * 100);

/** Money as an order shows it: the currency's symbol and always its cents (`$1,250.00`). */
export function formatMoney(amount: string | number, currency: string): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return '';
  const text = value.toLocaleString('en-NZ', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${currencySymbol(currency)}${text}`;
}
