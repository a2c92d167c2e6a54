import { hash, verify } from '@node-rs/argon2';

/** An argon2id hash (the library's default algorithm) in PHC format, with a random salt. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let decoy: Promise<string> | undefined;

/**
 * Whether `password` matches `passwordHash`. Without a hash (no such member, or one who never set
 * a password) it still spends the time of a check, so timing does not tell which emails exist.
 */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hash('decoy password that nobody has');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash matches nothing.
    return false;
  }
}
