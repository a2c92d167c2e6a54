import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Preview links (§2 `/preview/{id}/{token}`) open a listing without signing in, published or
 * not. The token is the HMAC-SHA256 of `preview:{id}` under the server's SECRET_KEY, base64url:
 * nothing is stored, it proves itself, and it stops working only when SECRET_KEY changes.
 */
export function previewToken(secret: string, id: number): string {
  return createHmac('sha256', secret).update(`preview:${id}`).digest('base64url');
}

/** Whether `token` is the preview token of listing `id`, compared in constant time. */
export function verifyPreviewToken(secret: string, id: number, token: string): boolean {
  const expected = Buffer.from(previewToken(secret, id));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The site's preview route of a listing, as its owner shares it. */
export function previewUrl(secret: string, id: number): string {
  return `/preview/${id}/${previewToken(secret, id)}`;
}
