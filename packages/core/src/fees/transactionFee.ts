// The transaction fee (spec §9 of both documents): a fixed fee (0.45, waived for a subscription
// payment) and a rate (2.9 percent), overridable. When fees are not included the buyer pays
// total = (amount + fee) / (1 - rate); a zero or negative amount has no fee; totals to 2 decimals.
// Exact: amounts are decimal strings (or numbers) read into whole units of their last decimal
// place as bigints, so 0.1 + 0.2 never shows; the one rounding is of the result, half up, to cents.

/** The fee's parts, decimal strings as the API writes money ("0.45", "0.029"). */
export interface FeeRule {
  /** The fixed fee, in the currency's major unit. */
  fixed: string;
  /** The rate, a fraction of 1 below 1 ("0.029" is 2.9 percent). */
  rate: string;
}

/** Spec §9: fixed 0.45 and rate 2.9 percent. */
export const DEFAULT_FEE_RULE: FeeRule = { fixed: '0.45', rate: '0.029' };

export interface TransactionFeeOptions extends Partial<FeeRule> {
  /** A subscription payment: the fixed fee is waived (spec §9). */
  subscription?: boolean;
  /**
   * The amount already includes the fees (the seller's sale price): the total is the amount and
   * the fee is what is deducted from it, amount × rate + fixed (never more than the amount).
   * Default false: the fee is added on top by the spec's formula.
   */
  feesIncluded?: boolean;
}

/** What a payment of `amount` comes to; every field a decimal string with 2 places. */
export interface TransactionFee {
  /** The amount rounded to cents. */
  amount: string;
  /** total − amount when fees are added; the deduction when they are included. */
  fee: string;
  /** What the payer is charged. */
  total: string;
  /** What reaches the payee: total − fee. */
  net: string;
}

/** A decimal as an exact fraction: `units / 10^scale`. */
interface Decimal {
  units: bigint;
  scale: number;
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

function parseDecimal(value: string | number, name: string): Decimal {
  // a number's shortest round-trip text is the decimal it was written as (0.1 + 0.2 aside)
  const text = typeof value === 'number' ? numberText(value, name) : value.trim();
  const match = DECIMAL.exec(text);
  const whole = match?.[2] ?? '';
  const fraction = match?.[3] ?? '';
  if (!match || whole + fraction === '') throw new RangeError(`${name} is not a decimal: ${String(value)}`);
  const units = BigInt(whole + fraction || '0');
  return { units: match[1] === '-' ? -units : units, scale: fraction.length };
}

function numberText(value: number, name: string): string {
  if (!Number.isFinite(value)) throw new RangeError(`${name} is not a finite number: ${value}`);
  // 1e21 and up or 1e-7 and below print in exponent form: write them out in full
  if (Math.abs(value) >= 1e21) return BigInt(value).toString();
  return value !== 0 && Math.abs(value) < 1e-6 ? value.toFixed(20) : String(value);
}

const pow10 = (n: number): bigint => 10n ** BigInt(n);

/** `units / 10^scale` at another scale (only ever a larger one here). */
function atScale(value: Decimal, scale: number): bigint {
  return value.units * pow10(scale - value.scale);
}

/** numerator / denominator rounded half away from zero; denominator > 0. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const sign = numerator < 0n ? -1n : 1n;
  const magnitude = numerator * sign;
  return sign * ((2n * magnitude + denominator) / (2n * denominator));
}

/** Cents to "12.50" / "-0.05". */
export function formatCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const digits = (cents < 0n ? -cents : cents).toString().padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** A decimal rounded half away from zero to whole cents. */
function toCents(value: Decimal): bigint {
  return value.scale <= 2 ? atScale(value, 2) : divideRounded(value.units, pow10(value.scale - 2));
}

/**
 * A decimal string or number rounded to 2 places ("12.5" → "12.50", "0.005" → "0.01"), exactly.
 * Throws a RangeError for text that is not a plain decimal.
 */
export function roundMoney(amount: string | number): string {
  return formatCents(toCents(parseDecimal(amount, 'amount')));
}

/**
 * The transaction fee on `amount` (spec §9). `transactionFee('100')` is
 * `{amount: '100.00', fee: '3.45', total: '103.45', net: '100.00'}`: (100 + 0.45) / 0.971 = 103.4500…
 * A zero or negative amount has no fee. Throws a RangeError when the amount, the fixed fee or the
 * rate is not a decimal, the fixed fee is negative or the rate is not in [0, 1).
 */
export function transactionFee(amount: string | number, options: TransactionFeeOptions = {}): TransactionFee {
  const value = parseDecimal(amount, 'amount');
  const fixed = options.subscription
    ? { units: 0n, scale: 0 }
    : parseDecimal(options.fixed ?? DEFAULT_FEE_RULE.fixed, 'fixed fee');
  const rate = parseDecimal(options.rate ?? DEFAULT_FEE_RULE.rate, 'rate');
  if (fixed.units < 0n) throw new RangeError('The fixed fee cannot be negative');
  const rateDenominator = pow10(rate.scale);
  if (rate.units < 0n || rate.units >= rateDenominator)
    throw new RangeError('The rate must be at least 0 and below 1');

  const amountCents = toCents(value);
  const noFee = (): TransactionFee => {
    const text = formatCents(amountCents);
    return { amount: text, fee: '0.00', total: text, net: text };
  };
  if (value.units <= 0n) return noFee();

  if (options.feesIncluded) {
    // fee = amount × rate + fixed, as an exact fraction over 10^scale, then to cents
    const scale = Math.max(value.scale + rate.scale, fixed.scale);
    const exact =
      atScale({ units: value.units * rate.units, scale: value.scale + rate.scale }, scale) +
      atScale(fixed, scale);
    let fee = divideRounded(exact * 100n, pow10(scale));
    if (fee > amountCents) fee = amountCents;
    return {
      amount: formatCents(amountCents),
      fee: formatCents(fee),
      total: formatCents(amountCents),
      net: formatCents(amountCents - fee),
    };
  }

  // total = (amount + fixed) / (1 - rate) = (a + f) × 10^rs / (10^rs − r), with a + f over 10^s
  const scale = Math.max(value.scale, fixed.scale);
  const sum = atScale(value, scale) + atScale(fixed, scale);
  const total = divideRounded(sum * rateDenominator * 100n, pow10(scale) * (rateDenominator - rate.units));
  return {
    amount: formatCents(amountCents),
    fee: formatCents(total - amountCents),
    total: formatCents(total),
    net: formatCents(amountCents),
  };
}
