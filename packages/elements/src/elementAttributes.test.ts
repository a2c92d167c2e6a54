import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  apiBaseField,
  optionalAttribute,
  parseAttributes,
  positiveIdSchema,
  requiredAttribute,
} from './elementAttributes';

const apiBase = (value: string | undefined) =>
  parseAttributes(z.object({ apiBase: apiBaseField }), { apiBase: value });

describe('apiBaseField', () => {
  it('takes an http(s) URL of a server, trimmed, and leaves it out when absent or blank', () => {
    for (const url of [
      'https://market.example',
      'http://127.0.0.1:4630/',
      'HTTPS://Market.Example/trove?x=1',
    ]) {
      expect(apiBase(` ${url} `)).toEqual({ success: true, props: { apiBase: url } });
    }
    expect(apiBase(undefined)).toEqual({ success: true, props: { apiBase: undefined } });
    expect(apiBase('  ')).toEqual({ success: true, props: { apiBase: undefined } });
  });

  it('refuses other schemes, a missing host and spaces, naming the form it takes', () => {
    for (const value of [
      'javascript:alert(1)',
      'ftp://market.example',
      'market.example',
      '//market.example',
      'https://',
      'https:///path',
      'https://market example',
    ]) {
      expect(apiBase(value)).toEqual({
        success: false,
        problems: [
          {
            attribute: 'api-base',
            value,
            expected: 'an http(s) URL of the Trove server, e.g. https://market.example',
          },
        ],
      });
    }
  });
});

describe('positiveIdSchema', () => {
  it('reads a whole number from 1', () => {
    expect(z.safeParse(positiveIdSchema, '42')).toMatchObject({ success: true, data: 42 });
    for (const value of ['0', '-1', '1.5', '1e3', 'x', '1234567890123456']) {
      expect(z.safeParse(positiveIdSchema, value).success).toBe(false);
    }
  });
});

describe('optionalAttribute and requiredAttribute', () => {
  const schema = z.object({
    lotId: requiredAttribute('the number of a lot', positiveIdSchema),
    itemId: requiredAttribute('the number of an item', positiveIdSchema),
    code: optionalAttribute(
      'three capitals',
      z.string().check(z.regex(/^[A-Z]{3}$/, 'a message of its own')),
    ),
  });

  it('read the trimmed text into their values', () => {
    expect(parseAttributes(schema, { lotId: ' 12 ', itemId: 7, code: 'NZD' })).toEqual({
      success: true,
      props: { lotId: 12, itemId: 7, code: 'NZD' },
    });
  });

  it('name their own form, whichever check failed, where fields share a schema', () => {
    expect(parseAttributes(schema, { lotId: ' ', itemId: '0', code: 'nzd' })).toEqual({
      success: false,
      problems: [
        { attribute: 'lot-id', value: undefined, expected: 'the number of a lot' },
        { attribute: 'item-id', value: '0', expected: 'the number of an item' },
        { attribute: 'code', value: 'nzd', expected: 'three capitals' },
      ],
    });
  });
});
