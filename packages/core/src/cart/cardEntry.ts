// Card entry (seed 001 §8 Card entry): one error type for whatever tokenises a card (Braintree's
// Hosted Fields, the test gateway's own fields), its five messages, and the test gateway's fields:
// a card number to a test nonce, with the checks a card form makes.

export type TokenizeErrorKind = 'empty' | 'invalid' | 'tokenization' | 'network' | 'other';

/** The keys of the card fields, as Braintree names them. */
export type CardFieldKey = 'number' | 'expirationDate' | 'cvv' | 'postalCode' | 'cardholderName';

/** Why a card could not be turned into a payment method nonce. */
export class TokenizeError extends Error {
  readonly kind: TokenizeErrorKind;
  /** The invalid fields' keys (kind `invalid`). */
  readonly fields: string[];

  constructor(kind: TokenizeErrorKind, fields: string[] = [], options?: { cause?: unknown }) {
    super(cardEntryErrorMessage({ kind, fields }), options);
    this.name = 'TokenizeError';
    this.kind = kind;
    this.fields = fields;
  }
}

export function isTokenizeError(error: unknown): error is TokenizeError {
  return error instanceof TokenizeError;
}

export const CARD_ENTRY_MESSAGES = {
  empty: "You haven't entered any Credit Card details. Please fill out the form",
  invalid: 'Some of the Credit Card details you have entered are invalid: ',
  tokenization: "We couldn't process your credit card. Is the card still valid?",
  network:
    'We are having problems connecting to our payment gateway. Please try again later or try contacting support',
  other:
    'We are experiencing technical difficulties right now. Please try again later or try contacting support',
} as const;

/** The spec's message for a tokenisation failure; `invalid` lists the field keys. */
export function cardEntryErrorMessage(error: {
  kind: TokenizeErrorKind;
  fields?: readonly string[];
}): string {
  if (error.kind === 'invalid') return `${CARD_ENTRY_MESSAGES.invalid}${(error.fields ?? []).join(', ')}`;
  return CARD_ENTRY_MESSAGES[error.kind] ?? CARD_ENTRY_MESSAGES.other;
}

/** Braintree Hosted Fields' tokenize error (braintree-web's BraintreeError shape). */
export interface BraintreeErrorLike {
  code?: string;
  type?: string;
  details?: { invalidFieldKeys?: string[] } | null;
}

/** A Braintree Hosted Fields tokenize error as a TokenizeError of the spec's kinds. */
export function braintreeTokenizeError(error: unknown): TokenizeError {
  const { code, details } = (typeof error === 'object' && error !== null ? error : {}) as BraintreeErrorLike;
  const cause = { cause: error };
  switch (code) {
    case 'HOSTED_FIELDS_FIELDS_EMPTY':
      return new TokenizeError('empty', [], cause);
    case 'HOSTED_FIELDS_FIELDS_INVALID':
      return new TokenizeError('invalid', details?.invalidFieldKeys ?? [], cause);
    case 'HOSTED_FIELDS_TOKENIZATION_FAIL_ON_DUPLICATE':
    case 'HOSTED_FIELDS_TOKENIZATION_CVV_VERIFICATION_FAILED':
    case 'HOSTED_FIELDS_FAILED_TOKENIZATION':
      return new TokenizeError('tokenization', [], cause);
    case 'HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR':
      return new TokenizeError('network', [], cause);
    default:
      return new TokenizeError('other', [], cause);
  }
}

/** The test gateway's cards (shop.md): a valid Visa, and one the processor declines. */
export const TEST_CARDS = {
  visa: '4111111111111111',
  declined: '4000111111111115',
} as const;

/** Digits only: spaces and dashes a member types are dropped. */
function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** The Luhn check of a card number of 12 to 19 digits (spaces and dashes allowed). */
export function isLuhnValid(number: string): boolean {
  const digits = cardDigits(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The test gateway's nonce for a card number: 4111 1111 1111 1111 → `fake-valid-visa-nonce`,
 * 4000 1111 1111 1115 → `fake-processor-declined-visa-nonce`, any other Luhn-valid number →
 * `fake-valid-nonce`. Throws a TokenizeError of kind `invalid` (field `number`) otherwise.
 */
export function testCardNonce(cardNumber: string): string {
  const digits = cardDigits(cardNumber);
  if (!isLuhnValid(digits)) throw new TokenizeError('invalid', ['number']);
  if (digits === TEST_CARDS.visa) return 'fake-valid-visa-nonce';
  if (digits === TEST_CARDS.declined) return 'fake-processor-declined-visa-nonce';
  return 'fake-valid-nonce';
}

export interface TestCardFields {
  number: string;
  /** `MM/YY` or `MM/YYYY` (spaces allowed around the slash). */
  expirationDate: string;
  cvv: string;
}

/** The month after the expiry `MM/YY` / `MM/YYYY`, as year × 12 + month index, or null when malformed. */
function expiryEnd(text: string): number | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(text.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return year * 12 + month;
}

/**
 * The invalid fields of the test card form, in form order: `number` (Luhn), `expirationDate`
 * (a month 01–12 and not before this month, at `now` in UTC), `cvv` (3 or 4 digits).
 */
export function validateTestCard(fields: TestCardFields, now: Date = new Date()): CardFieldKey[] {
  const invalid: CardFieldKey[] = [];
  if (!isLuhnValid(fields.number)) invalid.push('number');
  const end = expiryEnd(fields.expirationDate);
  if (end === null || end <= now.getUTCFullYear() * 12 + now.getUTCMonth()) invalid.push('expirationDate');
  if (!/^\d{3,4}$/.test(fields.cvv.trim())) invalid.push('cvv');
  return invalid;
}

/**
 * What the test card form's `tokenize()` does: all fields blank → TokenizeError `empty`; any
 * invalid → TokenizeError `invalid` with their keys; else the card's test nonce.
 */
export function tokenizeTestCard(fields: TestCardFields, now: Date = new Date()): string {
  if ([fields.number, fields.expirationDate, fields.cvv].every((value) => value.trim() === '')) {
    throw new TokenizeError('empty');
  }
  const invalid = validateTestCard(fields, now);
  if (invalid.length > 0) throw new TokenizeError('invalid', invalid);
  return testCardNonce(fields.number);
}
