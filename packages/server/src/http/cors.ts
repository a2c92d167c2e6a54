import type { FastifyCorsOptions } from '@fastify/cors';
import { SERVER_TIME_HEADER } from '@trove/core/auction';
import type { FastifyRequest } from 'fastify';

/**
 * What a widget signed out on any page calls: public data read without credentials (settings,
 * the gallery and its header, an item, a lot and its live events, a product's price, the search
 * typeaheads) and the anonymous count of a listing's views. Anything else (signing in, bidding,
 * the cart, a member's data) answers CORS to the partner allow-list only.
 */
const PUBLIC_OPERATIONS: readonly { methods: readonly string[]; path: RegExp }[] = [
  {
    methods: ['GET', 'HEAD'],
    path: new RegExp(
      '^/api/(' +
        [
          'settings/',
          'currency/',
          // the gallery, its items and tiles; a preview link's token is for the site's admins
          'gallery/(?!item/preview/).*',
          'features/.*',
          'niches/readable/',
          'categories/',
          'country/search/(all|presentday)/',
          'tags/available/',
          'auctions/lots/\\d+/(events)?',
          'shop/products/\\d+/(availability/)?',
        ].join('|') +
        ')$',
    ),
  },
  { methods: ['POST'], path: /^\/api\/analytics\/obj-detail-view\/\d+$/ },
];

const ALL_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
const PUBLIC_METHODS = ['GET', 'HEAD', 'POST'];
// A throttled partner page may read when to try again; a bidding panel syncs its clock.
const EXPOSED_HEADERS = ['Retry-After', SERVER_TIME_HEADER];

const isPublicOperation = (method: string, url: string) => {
  const path = url.split('?', 1)[0] ?? '';
  return PUBLIC_OPERATIONS.some(
    (operation) => operation.methods.includes(method) && operation.path.test(path),
  );
};

/** The request's method, or for a preflight the method it asks about, in capitals. */
function intendedMethod(request: FastifyRequest): string {
  const asked = request.headers['access-control-request-method'];
  return (request.method === 'OPTIONS' && typeof asked === 'string' ? asked : request.method).toUpperCase();
}

/** A preflight asking to send a header that carries credentials (the API token). */
const asksForCredentials = (request: FastifyRequest) =>
  String(request.headers['access-control-request-headers'] ?? '')
    .split(',')
    .some((header) => header.trim().toLowerCase() === 'authorization');

/**
 * @fastify/cors per request: the partners of `allowList` may call the whole API with their
 * member's token; any other origin may call the public operations above, without credentials
 * (`*`, no `Access-Control-Allow-Credentials`), and is refused everything else, preflights
 * included.
 */
export function corsOptionsFor(allowList: readonly string[]): FastifyCorsOptions {
  const optionsOf = (request: FastifyRequest): FastifyCorsOptions => {
    const origin = request.headers.origin;
    if (origin === undefined) return { origin: false };
    if (allowList.includes(origin)) return { origin, methods: ALL_METHODS, exposedHeaders: EXPOSED_HEADERS };
    const isPublic = isPublicOperation(intendedMethod(request), request.url) && !asksForCredentials(request);
    return isPublic
      ? { origin: '*', methods: PUBLIC_METHODS, credentials: false, exposedHeaders: EXPOSED_HEADERS }
      : { origin: false };
  };
  // one parameter: @fastify/cors awaits the options (a two-parameter one would be called back)
  return { delegator: async (request: FastifyRequest) => optionsOf(request) };
}
