import type { IncomingHttpHeaders } from 'node:http';
import { isQueryValueField, queryValuesOf, withoutQueryValues } from '../db/errors';

const REDACTED = '[redacted]';

// Paths whose segments after the prefix are secrets: emailed links (activation, reset, invite),
// preview and moderation links. Numeric segments (ids) are kept, anything else is redacted.
const SECRET_PATH =
  /(\/(?:auth\/reset-password\/confirm|auth\/activate|api\/invites|preview|moderation))((?:\/|%2f)[^\s?#"'`]*)/gi;
const SECRET_QUERY = /([?&](?:token|auth_token|uid)=)[^&#\s"'`]*/gi;

/** `text` (a URL, a log message) with the secrets of links replaced by `[redacted]`. */
export function redactSecrets(text: string): string {
  return text
    .replace(
      SECRET_PATH,
      (_, prefix: string, rest: string) =>
        prefix + rest.replace(/[^/]+/g, (segment) => (/^\d+$/.test(segment) ? segment : REDACTED)),
    )
    .replace(SECRET_QUERY, `$1${REDACTED}`);
}

/** What Fastify passes the request serializer: its request (typed as the raw one). */
interface LoggedRequest {
  method?: string | undefined;
  url?: string | undefined;
  headers?: IncomingHttpHeaders;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number | undefined } | null;
}

/** Fastify's request serializer, with the secrets of link URLs redacted. */
function serializeRequest(request: LoggedRequest) {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    url: request.url === undefined ? undefined : redactSecrets(request.url),
    version: typeof version === 'string' ? version : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * An error as pino logs it (type, message, stack, own fields, cause), without the values of a
 * failed query: a failed INSERT INTO users once logged the member's password hash.
 */
export function serializeError(error: Error): { type: string; message: string; stack: string } {
  const values = queryValuesOf(error);
  const clean = (text: string) => redactSecrets(withoutQueryValues(text, values));
  return serializeErrorAt(error, clean, 0) as { type: string; message: string; stack: string };
}

function serializeErrorAt(error: unknown, clean: (text: string) => string, depth: number): unknown {
  if (!(error instanceof Error)) return error;
  const serialized: Record<string, unknown> = {
    type: error.constructor?.name ?? error.name,
    message: clean(error.message),
    stack: clean(error.stack ?? ''),
  };
  for (const [field, value] of Object.entries(error)) {
    if (field === 'cause' || field in serialized || isQueryValueField(field)) continue;
    serialized[field] = typeof value === 'string' ? clean(value) : value;
  }
  // A cycle of causes ends somewhere: ten is more than any driver nests.
  if (error.cause !== undefined && depth < 10)
    serialized.cause = serializeErrorAt(error.cause, clean, depth + 1);
  return serialized;
}

/** The logger's serializers: requests and errors without secrets nor query values. */
export const logSerializers = { req: serializeRequest, err: serializeError };
