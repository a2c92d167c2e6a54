import { serverMessages } from '@trove/core/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/httpError';
import type { AuthenticationContext, Session } from './session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, or null for an anonymous request. Set by `registerAuthentication`. */
    auth: Session | null;
  }
}

/** Finds the session of an API token; undefined when the token is unknown or its member inactive. */
export type Authenticator = (token: string, context: AuthenticationContext) => Promise<Session | undefined>;

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
    const session = await authenticate(key, { origin: originOf(request) });
    if (!session) throw HttpError.notAuthenticated(serverMessages.invalidAuthToken);
    if (session.partnerOrigin !== undefined && !partnerMayCall(request.method, request.url)) {
      throw HttpError.permissionDenied(serverMessages.permissionDenied);
    }
    request.auth = session;
  });
}

/** A partner token (an embedded element's) reads, and places bids: nothing else of the member's account. */
function partnerMayCall(method: string, url: string): boolean {
  if (method === 'GET' || method === 'HEAD') return true;
  const path = url.split('?')[0] ?? '';
  return method === 'POST' && /^\/api\/auctions\/lots\/\d+\/bids\/?$/.test(path);
}

/**
 * The page a request came from: its `Origin`, or for a same-origin request (browsers leave
 * `Origin` off same-origin GETs) the server's own origin.
 */
export function originOf(request: FastifyRequest): string | undefined {
  if (request.headers.origin !== undefined) return request.headers.origin;
  return request.headers['sec-fetch-site'] === 'same-origin' ? ownOrigin(request) : undefined;
}

/** This server's origin as the request addressed it. */
export const ownOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
