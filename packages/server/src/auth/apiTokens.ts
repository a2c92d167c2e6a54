import { createHash, randomBytes } from 'node:crypto';

/** A new secret for the client to hold: 256 random bits, base64url. */
export function generateSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps of a secret token: its SHA-256, hex. The tokens are random, so a fast
 * hash is enough: a stolen table gives nothing to guess from.
 */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
