import type { User } from '@trove/core/auth';

/** A signed-in request: the member and the hash of the token it came with. */
export interface Session {
  user: User;
  tokenHash: string;
  /** Set when signed in with a partner token: the partner page's origin (see partnerToken.ts). */
  partnerOrigin?: string;
}

/** What authentication knows of a request besides its token. */
export interface AuthenticationContext {
  /** The request's `Origin` header: a partner token works only from its own origin. */
  origin?: string | undefined;
}
