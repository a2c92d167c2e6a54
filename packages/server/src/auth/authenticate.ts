import { serverMessages } from '@trove/core/auth';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/httpError';
import type { Session } from './session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, or null for an anonymous request. Set by `registerAuthentication`. */
    auth: Session | null;
  }
}

/** Finds the session of an API token; undefined when the token is unknown or its member inactive. */
export type Authenticator = (token: string) => Promise<Session | undefined>;

/**
 * Reads `Authorization: Token <key>` on every request of `app`, like Django REST Framework's
 * TokenAuthentication: no header (or another scheme) is anonymous, a bad token is a 401 even
 * where no sign-in is needed, so a client learns at once that its token is gone.
 */
export function registerAuthentication(app: FastifyInstance, authenticate: Authenticator): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (header === undefined) return;
    const [scheme, key, ...rest] = header.trim().split(/\s+/);
    if (scheme?.toLowerCase() !== 'token') return;
    if (key === undefined || rest.length > 0)
      throw HttpError.notAuthenticated(serverMessages.invalidAuthToken);
    const session = await authenticate(key);
    if (!session) throw HttpError.notAuthenticated(serverMessages.invalidAuthToken);
    request.auth = session;
  });
}
