// Money in the shop: whole cents as numbers (exact far beyond any price), written as decimal
// strings with 2 places, as the payloads carry it.

/** Cents of a decimal string (`"12.5"`, `"12.50"`, `"-3"`), as PostgreSQL's numeric gives it. */
export function toCents(amount: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2})\d*)?$/.exec(amount.trim());
  if (!match) throw new RangeError(`Not an amount: ${amount}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
}

/** `1250` → `"12.50"`. */
export function formatMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const digits = String(Math.abs(Math.round(cents))).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** An amount as oscar-api's price object (no tax: excl = incl, tax 0.00). */
export function priceOf(currency: string, cents: number) {
  const amount = formatMoney(cents);
  return { currency, excl_tax: amount, incl_tax: amount, tax: '0.00' };
}
