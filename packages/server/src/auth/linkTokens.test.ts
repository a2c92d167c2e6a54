import { describe, expect, it } from 'vitest';
import { createLinkToken, decodeUid, encodeUid, type LinkTokenInput, verifyLinkToken } from './linkTokens';

const HOUR = 60 * 60 * 1000;
const made = new Date('2026-03-02T09:00:00.000Z');
const input: LinkTokenInput = {
  secret: 'test-secret',
  purpose: 'password_reset',
  uid: 'MQ',
  state: 'hash|login',
};

describe('link tokens', () => {
  const token = createLinkToken(input, made);

  it('are a base36 timestamp and an HMAC', () => {
    expect(token).toMatch(/^[0-9a-z]+-[A-Za-z0-9_-]{43}$/);
    expect(Number.parseInt(token.split('-')[0] ?? '', 36)).toBe(made.getTime() / 1000);
  });

  it('pass for the same purpose, member and state within their age', () => {
    expect(verifyLinkToken(token, input, made, HOUR)).toBe(true);
    expect(verifyLinkToken(token, input, new Date(made.getTime() + HOUR - 1000), HOUR)).toBe(true);
  });

  it('fail once their age is reached, or when made in the future', () => {
    expect(verifyLinkToken(token, input, new Date(made.getTime() + HOUR), HOUR)).toBe(false);
    expect(verifyLinkToken(token, input, new Date(made.getTime() - 1000), HOUR)).toBe(false);
  });

  it.each([
    ['another state', { state: 'new-hash|login' }],
    ['another member', { uid: 'Mg' }],
    ['another purpose', { purpose: 'activation' as const }],
    ['another secret', { secret: 'other-secret' }],
  ])('fail for %s', (_, change) => {
    expect(verifyLinkToken(token, { ...input, ...change }, made, HOUR)).toBe(false);
  });

  it('fail when tampered with or malformed', () => {
    const [timestamp, mac = ''] = token.split('-', 2) as [string, string];
    const later = (Number.parseInt(timestamp, 36) + 1).toString(36);
    for (const bad of [
      `${later}-${token.slice(timestamp.length + 1)}`,
      `${timestamp}-${mac.slice(0, -1)}`,
      '',
      'x-y',
      `${token}x`,
    ]) {
      expect(verifyLinkToken(bad, input, made, HOUR)).toBe(false);
    }
  });
});

describe('uids', () => {
  it('are the base64url of the decimal id, as Django makes them', () => {
    expect(encodeUid(1)).toBe('MQ');
    expect(encodeUid(42)).toBe('NDI');
    expect(decodeUid('NDI')).toBe(42);
  });

  it('decode to nothing unless they hold a positive id', () => {
    for (const uid of ['', 'YWJj', 'MA', 'LTE', '!!', 'OTk5OTk5OTk5OTk5'])
      expect(decodeUid(uid)).toBeUndefined();
  });
});
