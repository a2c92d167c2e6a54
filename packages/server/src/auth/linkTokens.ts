import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a link token is for; a token made for one purpose never passes as another. */
export type LinkPurpose = 'activation' | 'password_reset' | 'comment_moderation' | 'item_moderation';

export interface LinkTokenInput {
  secret: string;
  purpose: LinkPurpose;
  /** The member's id as it appears in the link. */
  uid: string;
  /**
   * What the token is bound to: once it changes (password set, email activated), every token
   * made before stops passing, so a link works once.
   */
  state: string;
}

/**
 * Makes the token of an emailed link, after Django's PasswordResetTokenGenerator:
 * `{seconds since the epoch, base36}-{HMAC-SHA256 of purpose, uid, timestamp and state}`.
 * Nothing is stored: the token checks itself against the member's current state.
 */
export function createLinkToken(input: LinkTokenInput, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000).toString(36);
  return `${timestamp}-${signature(input, timestamp)}`;
}

/** Whether `token` was made for this purpose, member and state, and less than `maxAgeMs` before `now`. */
export function verifyLinkToken(token: string, input: LinkTokenInput, now: Date, maxAgeMs: number): boolean {
  const match = /^([0-9a-z]{1,13})-([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const [, timestamp = '', given = ''] = match;
  const expected = Buffer.from(signature(input, timestamp));
  if (!timingSafeEqual(Buffer.from(given), expected)) return false;
  const age = now.getTime() - Number.parseInt(timestamp, 36) * 1000;
  return age >= 0 && age < maxAgeMs;
}

function signature({ secret, purpose, uid, state }: LinkTokenInput, timestamp: string): string {
  return createHmac('sha256', secret).update(`${purpose}|${uid}|${timestamp}|${state}`).digest('base64url');
}

/** The member id of a link: base64url of the decimal id, as Django's `urlsafe_base64_encode(pk)`. */
export function encodeUid(userId: number): string {
  return Buffer.from(String(userId), 'utf8').toString('base64url');
}

/** The member id of a link's uid, or undefined when it is not one. */
export function decodeUid(uid: string): number | undefined {
  if (!/^[A-Za-z0-9_-]{1,16}$/.test(uid)) return undefined;
  const decoded = Buffer.from(uid, 'base64url').toString('utf8');
  if (!/^[1-9]\d{0,9}$/.test(decoded)) return undefined;
  const id = Number(decoded);
  return id <= 2_147_483_647 ? id : undefined;
}
