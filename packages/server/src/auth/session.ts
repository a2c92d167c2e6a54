import type { User } from '@trove/core/auth';

/** A signed-in request: the member and the hash of the token it came with. */
export interface Session {
  user: User;
  tokenHash: string;
}
