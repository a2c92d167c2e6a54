import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FEE_RULE, formatCents, roundMoney, transactionFee } from './transactionFee';

const cents = (text: string) => BigInt(text.replace('.', ''));

describe('transactionFee', () => {
  it('adds the fixed fee and the rate when fees are not included (spec §9)', () => {
    // (100 + 0.45) / 0.971 = 103.450051…
    expect(transactionFee('100')).toEqual({ amount: '100.00', fee: '3.45', total: '103.45', net: '100.00' });
    // (10 + 0.45) / 0.971 = 10.76210…
    expect(transactionFee('10.00')).toEqual({ amount: '10.00', fee: '0.76', total: '10.76', net: '10.00' });
    // (12.5 + 0.45) / 0.971 = 13.33676…
    expect(transactionFee(12.5).total).toBe('13.34');
    expect(DEFAULT_FEE_RULE).toEqual({ fixed: '0.45', rate: '0.029' });
  });

  it('has no fee for a zero or negative amount', () => {
    expect(transactionFee('0')).toEqual({ amount: '0.00', fee: '0.00', total: '0.00', net: '0.00' });
    expect(transactionFee(0)).toEqual({ amount: '0.00', fee: '0.00', total: '0.00', net: '0.00' });
    expect(transactionFee('-5')).toEqual({ amount: '-5.00', fee: '0.00', total: '-5.00', net: '-5.00' });
    expect(transactionFee(-0.01).fee).toBe('0.00');
  });

  it('waives the fixed fee for a subscription payment', () => {
    // 100 / 0.971 = 102.98661…
    expect(transactionFee('100', { subscription: true })).toEqual({
      amount: '100.00',
      fee: '2.99',
      total: '102.99',
      net: '100.00',
    });
    // the fixed fee given is waived too
    expect(transactionFee('100', { subscription: true, fixed: '5' }).total).toBe('102.99');
  });

  it('takes other fixed fees and rates', () => {
    expect(transactionFee('100', { fixed: '0', rate: '0' }).total).toBe('100.00');
    expect(transactionFee('100', { fixed: '1', rate: '0.5' }).total).toBe('202.00');
    // (50 + 0.3) / 0.966 = 52.07039…
    expect(transactionFee('50', { fixed: '0.30', rate: '0.034' }).total).toBe('52.07');
    expect(transactionFee('100', { rate: '0.1' }).total).toBe(roundMoney((100.45 / 0.9).toFixed(6)));
  });

  it('rounds half up to cents, exactly where floats would not', () => {
    // (1.55 + 0) / 0.8 = 1.9375 → 1.94
    expect(transactionFee('1.55', { fixed: '0', rate: '0.2' }).total).toBe('1.94');
    // 0.1 + 0.2 with no rate: 0.30, never 0.30000000000000004
    expect(transactionFee(0.1, { fixed: '0.2', rate: '0' }).total).toBe('0.30');
    // half a cent exactly rounds up: (1.005 + 0) / 1
    expect(transactionFee('1.005', { fixed: '0', rate: '0' })).toMatchObject({
      amount: '1.01',
      total: '1.01',
    });
    // 1.004999 … rounds down
    expect(transactionFee('1.004999', { fixed: '0', rate: '0' }).total).toBe('1.00');
  });

  it('with fees included, deducts amount × rate + fixed from the amount', () => {
    // 100 × 0.029 + 0.45 = 3.35
    expect(transactionFee('100', { feesIncluded: true })).toEqual({
      amount: '100.00',
      fee: '3.35',
      total: '100.00',
      net: '96.65',
    });
    // the round trip: a total computed with fees added nets back the amount (within a cent)
    expect(transactionFee('103.45', { feesIncluded: true }).net).toBe('100.00');
    // never more than the amount
    expect(transactionFee('0.20', { feesIncluded: true })).toMatchObject({ fee: '0.20', net: '0.00' });
    expect(transactionFee('0', { feesIncluded: true }).fee).toBe('0.00');
    expect(transactionFee('100', { feesIncluded: true, subscription: true }).fee).toBe('2.90');
  });

  it('refuses amounts and rules that are not decimals, a negative fixed fee and a rate outside [0, 1)', () => {
    for (const amount of ['', '.', 'abc', '1e3', '1,00', '12.5.0', '--1', '0x10']) {
      expect(() => transactionFee(amount), amount).toThrow(RangeError);
    }
    expect(() => transactionFee(Number.NaN)).toThrow(RangeError);
    expect(() => transactionFee(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => transactionFee('10', { fixed: '-0.45' })).toThrow(RangeError);
    expect(() => transactionFee('10', { rate: '1' })).toThrow(RangeError);
    expect(() => transactionFee('10', { rate: '1.5' })).toThrow(RangeError);
    expect(() => transactionFee('10', { rate: '-0.1' })).toThrow(RangeError);
  });

  it('reads numbers in exponent form', () => {
    expect(transactionFee(1e21, { fixed: '0', rate: '0' }).total).toBe('1000000000000000000000.00');
    expect(transactionFee(1e-7, { fixed: '0', rate: '0' }).total).toBe('0.00');
    expect(transactionFee(1e-7).total).toBe('0.46');
  });

  const amountCents = fc.bigInt({ min: 1n, max: 10n ** 15n });
  const rateThousandths = fc.integer({ min: 0, max: 999 });
  const fixedCents = fc.integer({ min: 0, max: 10_000 });

  it('rounds a tie of half a cent up (fast-check’s counterexample, seed -1252505995)', () => {
    // (1,165,269,648,233.56 + 3.39) / 0.08 = 14,565,870,602,961.875: ...961.87 and a half cent
    expect(transactionFee('1165269648233.56', { fixed: '3.39', rate: '0.920' }).total).toBe(
      '14565870602961.88',
    );
  });

  it('property: the total is (amount + fixed) / (1 − rate) to the nearest cent, half up', () => {
    fc.assert(
      fc.property(amountCents, fixedCents, rateThousandths, (a, f, r) => {
        const rate = `0.${String(r).padStart(3, '0')}`;
        const result = transactionFee(formatCents(a), { fixed: formatCents(BigInt(f)), rate });
        const total = cents(result.total);
        // exact: total ≈ (a + f) × 1000 / (1000 − r) cents; the error is at most half a cent, and
        // exactly half a cent only upwards (half up: a tie such as x.5 cents rounds to x + 1)
        const error = total * BigInt(1000 - r) - (a + BigInt(f)) * 1000n;
        const twice = 2n * error;
        expect(twice > -BigInt(1000 - r) && twice <= BigInt(1000 - r)).toBe(true);
        expect(cents(result.fee)).toBe(total - a);
        expect(result.net).toBe(formatCents(a));
        expect(total >= a).toBe(true);
      }),
    );
  });

  it('property: the default fee never falls and the total rises with the amount', () => {
    fc.assert(
      fc.property(amountCents, amountCents, (x, y) => {
        const [low, high] = x <= y ? [x, y] : [y, x];
        const a = transactionFee(formatCents(low));
        const b = transactionFee(formatCents(high));
        expect(cents(b.total) >= cents(a.total)).toBe(true);
        expect(cents(b.fee) >= cents(a.fee)).toBe(true);
        // the default fee is at least the fixed 0.45 plus 2.9 percent, minus rounding
        expect(cents(a.fee) * 1000n >= low * 29n + 45n * 1000n - 500n).toBe(true);
      }),
    );
  });

  it('property: a number and its decimal string give the same fee', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_00, max: 1_000_000_00 }), (c) => {
        const text = formatCents(BigInt(c));
        expect(transactionFee(Number(text))).toEqual(transactionFee(text));
        expect(transactionFee(Number(text), { subscription: true })).toEqual(
          transactionFee(text, { subscription: true }),
        );
      }),
    );
  });

  it('property: with fees included, fee + net is the amount and the fee is amount × rate + fixed, capped', () => {
    fc.assert(
      fc.property(amountCents, fc.boolean(), (a, subscription) => {
        const result = transactionFee(formatCents(a), { feesIncluded: true, subscription });
        expect(cents(result.fee) + cents(result.net)).toBe(a);
        expect(result.total).toBe(formatCents(a));
        const exact = a * 29n + (subscription ? 0n : 45_000n); // thousandths of a cent
        const rounded = (exact * 2n + 1000n) / 2000n;
        expect(cents(result.fee)).toBe(rounded > a ? a : rounded);
      }),
    );
  });
});

describe('roundMoney and formatCents', () => {
  it('write 2 places', () => {
    expect(roundMoney('12.5')).toBe('12.50');
    expect(roundMoney(3)).toBe('3.00');
    expect(roundMoney('0.005')).toBe('0.01');
    expect(roundMoney('-0.005')).toBe('-0.01');
    expect(roundMoney('.5')).toBe('0.50');
    expect(formatCents(5n)).toBe('0.05');
    expect(formatCents(-123n)).toBe('-1.23');
    expect(formatCents(0n)).toBe('0.00');
  });

  it('property: a cents string rounds to itself', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }), (c) => {
        expect(roundMoney(formatCents(c))).toBe(formatCents(c));
      }),
    );
  });
});
