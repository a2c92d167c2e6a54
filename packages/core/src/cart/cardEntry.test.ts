import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  braintreeTokenizeError,
  cardEntryErrorMessage,
  isLuhnValid,
  isTokenizeError,
  TokenizeError,
  testCardNonce,
  tokenizeTestCard,
  validateTestCard,
} from './cardEntry';

describe('cardEntryErrorMessage (spec §8 Card entry)', () => {
  it('gives the five messages verbatim', () => {
    expect(cardEntryErrorMessage({ kind: 'empty' })).toBe(
      "You haven't entered any Credit Card details. Please fill out the form",
    );
    expect(cardEntryErrorMessage({ kind: 'invalid', fields: ['number', 'cvv'] })).toBe(
      'Some of the Credit Card details you have entered are invalid: number, cvv',
    );
    expect(cardEntryErrorMessage({ kind: 'invalid', fields: ['expirationDate'] })).toBe(
      'Some of the Credit Card details you have entered are invalid: expirationDate',
    );
    expect(cardEntryErrorMessage({ kind: 'tokenization' })).toBe(
      "We couldn't process your credit card. Is the card still valid?",
    );
    expect(cardEntryErrorMessage({ kind: 'network' })).toBe(
      'We are having problems connecting to our payment gateway. Please try again later or try contacting support',
    );
    expect(cardEntryErrorMessage({ kind: 'other' })).toBe(
      'We are experiencing technical difficulties right now. Please try again later or try contacting support',
    );
  });

  it('TokenizeError carries its kind, fields and message', () => {
    const error = new TokenizeError('invalid', ['number']);
    expect(error).toBeInstanceOf(Error);
    expect(isTokenizeError(error)).toBe(true);
    expect(isTokenizeError(new Error('x'))).toBe(false);
    expect(error.kind).toBe('invalid');
    expect(error.fields).toEqual(['number']);
    expect(error.message).toBe('Some of the Credit Card details you have entered are invalid: number');
    expect(new TokenizeError('network').fields).toEqual([]);
  });
});

describe('braintreeTokenizeError', () => {
  it("maps Hosted Fields' error codes to the spec's kinds", () => {
    const cases: [string | undefined, string][] = [
      ['HOSTED_FIELDS_FIELDS_EMPTY', 'empty'],
      ['HOSTED_FIELDS_FIELDS_INVALID', 'invalid'],
      ['HOSTED_FIELDS_TOKENIZATION_FAIL_ON_DUPLICATE', 'tokenization'],
      ['HOSTED_FIELDS_TOKENIZATION_CVV_VERIFICATION_FAILED', 'tokenization'],
      ['HOSTED_FIELDS_FAILED_TOKENIZATION', 'tokenization'],
      ['HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR', 'network'],
      ['HOSTED_FIELDS_SOMETHING_ELSE', 'other'],
      [undefined, 'other'],
    ];
    for (const [code, kind] of cases) expect(braintreeTokenizeError({ code }).kind, code).toBe(kind);
    const invalid = braintreeTokenizeError({
      code: 'HOSTED_FIELDS_FIELDS_INVALID',
      details: { invalidFieldKeys: ['number', 'expirationDate'] },
    });
    expect(invalid.fields).toEqual(['number', 'expirationDate']);
    expect(invalid.message).toBe(
      'Some of the Credit Card details you have entered are invalid: number, expirationDate',
    );
    expect(braintreeTokenizeError(null).kind).toBe('other');
    expect(braintreeTokenizeError('boom').cause).toBe('boom');
  });
});

describe('the test gateway card fields', () => {
  const now = new Date('2026-11-25T12:00:00Z');

  it('isLuhnValid', () => {
    expect(isLuhnValid('4111 1111 1111 1111')).toBe(true);
    expect(isLuhnValid('4000-1111-1111-1115')).toBe(true);
    expect(isLuhnValid('5555555555554444')).toBe(true);
    expect(isLuhnValid('378282246310005')).toBe(true);
    expect(isLuhnValid('4111111111111112')).toBe(false);
    expect(isLuhnValid('41111111111')).toBe(false); // too short
    expect(isLuhnValid('4111a11111111111')).toBe(false);
    expect(isLuhnValid('')).toBe(false);
  });

  it('property: changing one digit of a valid number breaks the check', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (index, delta) => {
        const digits = '4111111111111111'.split('').map(Number);
        digits[index] = ((digits[index] ?? 0) + delta) % 10;
        expect(isLuhnValid(digits.join(''))).toBe(false);
      }),
    );
  });

  it('testCardNonce maps the card numbers to test nonces', () => {
    expect(testCardNonce('4111 1111 1111 1111')).toBe('fake-valid-visa-nonce');
    expect(testCardNonce('4111111111111111')).toBe('fake-valid-visa-nonce');
    expect(testCardNonce('4000 1111 1111 1115')).toBe('fake-processor-declined-visa-nonce');
    expect(testCardNonce('5555 5555 5555 4444')).toBe('fake-valid-nonce');
    expect(() => testCardNonce('4111 1111 1111 1112')).toThrow(TokenizeError);
    try {
      testCardNonce('1234');
      expect.unreachable();
    } catch (error) {
      expect(isTokenizeError(error) && error.kind).toBe('invalid');
      expect(isTokenizeError(error) && error.fields).toEqual(['number']);
    }
  });

  it('validateTestCard returns the invalid field keys', () => {
    const good = { number: '4111 1111 1111 1111', expirationDate: '12/28', cvv: '123' };
    expect(validateTestCard(good, now)).toEqual([]);
    expect(validateTestCard({ ...good, expirationDate: '11/2026' }, now)).toEqual([]); // this month
    expect(validateTestCard({ ...good, expirationDate: '10/26' }, now)).toEqual(['expirationDate']);
    expect(validateTestCard({ ...good, expirationDate: '13/28' }, now)).toEqual(['expirationDate']);
    expect(validateTestCard({ ...good, expirationDate: '00/28' }, now)).toEqual(['expirationDate']);
    expect(validateTestCard({ ...good, expirationDate: '1228' }, now)).toEqual(['expirationDate']);
    expect(validateTestCard({ ...good, expirationDate: '1 / 27' }, now)).toEqual([]);
    expect(validateTestCard({ ...good, cvv: '12' }, now)).toEqual(['cvv']);
    expect(validateTestCard({ ...good, cvv: '1234' }, now)).toEqual([]);
    expect(validateTestCard({ ...good, cvv: '12a' }, now)).toEqual(['cvv']);
    expect(validateTestCard({ number: '42', expirationDate: 'x', cvv: '' }, now)).toEqual([
      'number',
      'expirationDate',
      'cvv',
    ]);
  });

  it('tokenizeTestCard: empty, invalid with keys, or the nonce', () => {
    const kindOf = (fields: Parameters<typeof tokenizeTestCard>[0]) => {
      try {
        return tokenizeTestCard(fields, now);
      } catch (error) {
        return isTokenizeError(error) ? `${error.kind}:${error.fields.join(',')}` : 'not a TokenizeError';
      }
    };
    expect(kindOf({ number: ' ', expirationDate: '', cvv: '' })).toBe('empty:');
    expect(kindOf({ number: '4111111111111111', expirationDate: '', cvv: '' })).toBe(
      'invalid:expirationDate,cvv',
    );
    expect(kindOf({ number: '4111111111111112', expirationDate: '01/27', cvv: '999' })).toBe(
      'invalid:number',
    );
    expect(kindOf({ number: '4111111111111111', expirationDate: '01/27', cvv: '999' })).toBe(
      'fake-valid-visa-nonce',
    );
    expect(kindOf({ number: '4000111111111115', expirationDate: '01/27', cvv: '999' })).toBe(
      'fake-processor-declined-visa-nonce',
    );
    expect(kindOf({ number: '6011111111111117', expirationDate: '01/27', cvv: '999' })).toBe(
      'fake-valid-nonce',
    );
  });
});
