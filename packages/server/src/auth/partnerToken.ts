import { createHmac, timingSafeEqual } from 'node:crypto';

// Partner tokens: how a visitor signed in on the marketplace bids from a partner's page. The
// sign-in popup asks for one for the partner's origin; it is posted to that origin alone, kept in
// the element's memory, and works only on requests from that origin for 15 minutes. Nothing is
// stored: the token is its own proof (an HMAC under SECRET_KEY), like the preview links.

export const PARTNER_TOKEN_PREFIX = 'ptk_';
export const PARTNER_TOKEN_MAX_AGE_MS = 15 * 60 * 1000;

export interface PartnerTokenClaims {
  userId: number;
  origin: string;
  /** Expiry, ms since the epoch. */
  expires: number;
}

const sign = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`partner:${body}`).digest('base64url');

export function issuePartnerToken(secret: string, claims: PartnerTokenClaims): string {
  const body = Buffer.from(JSON.stringify([claims.userId, claims.origin, claims.expires])).toString(
    'base64url',
  );
  return `${PARTNER_TOKEN_PREFIX}${body}.${sign(secret, body)}`;
}

export const isPartnerToken = (token: string) => token.startsWith(PARTNER_TOKEN_PREFIX);

/** The claims of a genuine, unexpired partner token; undefined otherwise. */
export function readPartnerToken(secret: string, token: string, now: Date): PartnerTokenClaims | undefined {
  if (!isPartnerToken(token)) return undefined;
  const [body = '', signature = '', ...rest] = token.slice(PARTNER_TOKEN_PREFIX.length).split('.');
  if (rest.length > 0) return undefined;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) return undefined;
  const [userId, origin, expires] = parsed as unknown[];
  if (!Number.isInteger(userId) || typeof origin !== 'string' || typeof expires !== 'number')
    return undefined;
  if (now.getTime() >= expires) return undefined;
  return { userId: userId as number, origin, expires };
}
