import { serverMessages } from '@trove/core/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/httpError';
import type { AuthenticationContext, Session } from './session';
import type { SessionCache } from './sessionCache';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, or null for an anonymous request. Set by `registerAuthentication`. */
    auth: Session | null;
  }
}

/** Finds the session of an API token; undefined when the token is unknown or its member inactive. */
export type Authenticator = (token: string, context: AuthenticationContext) => Promise<Session | undefined>;

/** `POST /api/auctions/lots/{id}/bids/`: the one write a partner token may make, and the one that changes no session. */
const BID_PATH = /^\/api\/auctions\/lots\/\d+\/bids\/?$/;
const pathOf = (url: string) => url.split('?')[0] ?? '';
const isRead = (method: string) => method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
const isBid = (method: string, url: string) => method === 'POST' && BID_PATH.test(pathOf(url));

export interface AuthenticationOptions {
  /** Reuses sessions for reads and bids; any other request clears it (see sessionCache.ts). */
  cache?: SessionCache;
}

/**
 * Reads `Authorization: Token <key>` on every request of `app`, like Django REST Framework's
 * TokenAuthentication: no header (or another scheme) is anonymous, a bad token is a 401 even
 * where no sign-in is needed, so a client learns at once that its token is gone.
 */
export function registerAuthentication(
  app: FastifyInstance,
  authenticate: Authenticator,
  { cache }: AuthenticationOptions = {},
): void {
  app.decorateRequest('auth', null);
  /** Whether the request leaves every session as it was: reads and bids may use the cache. */
  const leavesSessions = (request: FastifyRequest) =>
    isRead(request.method) || isBid(request.method, request.url);

  app.addHook('onRequest', async (request) => {
    const cached = cache !== undefined && leavesSessions(request);
    // A write that may change a session: before it, so it reads afresh; after it (onSend, then
    // onResponse), so no read that overlapped it keeps what it changed.
    if (cache && !cached) cache.clear();
    const header = request.headers.authorization;
    if (header === undefined) return;
    const [scheme, key, ...rest] = header.trim().split(/\s+/);
    if (scheme?.toLowerCase() !== 'token') return;
    if (key === undefined || rest.length > 0)
      throw HttpError.notAuthenticated(serverMessages.invalidAuthToken);
    const origin = originOf(request);
    const cacheKey = `${key} ${origin ?? ''}`;
    let session = cached ? cache.get(cacheKey) : undefined;
    if (!session) {
      session = await authenticate(key, { origin });
      if (!session) throw HttpError.notAuthenticated(serverMessages.invalidAuthToken);
      if (cached) cache.set(cacheKey, session);
    }
    if (session.partnerOrigin !== undefined && !partnerMayCall(request.method, request.url)) {
      throw HttpError.permissionDenied(serverMessages.permissionDenied);
    }
    request.auth = session;
  });
  if (cache) {
    // Before the answer leaves, the other instances are told: a client that signed out here
    // is refused there at once.
    app.addHook('onSend', async (request) => {
      if (!leavesSessions(request)) await cache.changed();
    });
    app.addHook('onResponse', async (request) => {
      if (!leavesSessions(request)) cache.clear();
    });
  }
}

/** A partner token (an embedded element's) reads, and places bids: nothing else of the member's account. */
function partnerMayCall(method: string, url: string): boolean {
  return isRead(method) || isBid(method, url);
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
