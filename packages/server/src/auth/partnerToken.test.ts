import { describe, expect, it } from 'vitest';
import { issuePartnerToken, PARTNER_TOKEN_MAX_AGE_MS, readPartnerToken } from './partnerToken';

const secret = 'test-secret-for-partner-tokens';
const now = new Date('2026-11-22T12:00:00Z');
const claims = {
  userId: 7,
  origin: 'https://club.example',
  expires: now.getTime() + PARTNER_TOKEN_MAX_AGE_MS,
};

describe('partner tokens', () => {
  it('read back the member and origin they were issued for until they expire', () => {
    const token = issuePartnerToken(secret, claims);
    expect(readPartnerToken(secret, token, now)).toEqual(claims);
    expect(readPartnerToken(secret, token, new Date(claims.expires - 1))).toEqual(claims);
    expect(readPartnerToken(secret, token, new Date(claims.expires))).toBeUndefined();
  });

  it('are refused under another secret, altered, or not partner tokens at all', () => {
    const token = issuePartnerToken(secret, claims);
    expect(readPartnerToken('another-secret', token, now)).toBeUndefined();
    const forged = issuePartnerToken(secret, { ...claims, userId: 8 }).split('.')[0];
    expect(readPartnerToken(secret, `${forged}.${token.split('.')[1]}`, now)).toBeUndefined();
    expect(readPartnerToken(secret, `${token}.x`, now)).toBeUndefined();
    expect(readPartnerToken(secret, 'a-plain-api-token', now)).toBeUndefined();
  });
});
