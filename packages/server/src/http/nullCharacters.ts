import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './httpError';

/** DRF's text for a string holding U+0000, which PostgreSQL's text and jsonb cannot store. */
export const NULL_CHARACTERS_MESSAGE = 'Null characters are not allowed.';

/**
 * The dotted paths (`params.q`, `categories.0`) of the strings, and of the object keys, that hold
 * U+0000 in a parsed body, query or path. `prefix` names the value itself; '' is the payload.
 * Iterative, so a deeply nested body cannot overflow the stack.
 */
export function nullCharacterPaths(value: unknown, prefix = ''): string[] {
  const found = new Set<string>();
  const pending: [unknown, string][] = [[value, prefix]];
  const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [current, path] = next;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) found.add(path);
    } else if (Array.isArray(current)) {
      current.forEach((entry, index) => {
        pending.push([entry, join(path, String(index))]);
      });
    } else if (isPlainObject(current)) {
      for (const [key, entry] of Object.entries(current)) {
        // The key itself is stored too (jsonb); it cannot be named by its own path.
        if (key.includes('\u0000')) found.add(path);
        else pending.push([entry, join(path, key)]);
      }
    }
  }
  return [...found];
}

// Parsed JSON and query strings hold plain objects; a Buffer or stream body is not text to check.
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Refuses U+0000 anywhere in a request's path parameters, query string or body, on every route,
 * as DRF's fields do: a 400 naming each field, before a handler could send it to the database.
 * Runs after the route's sign-in guard and schema, so an anonymous caller still gets its 401.
 */
export function registerNullCharacterGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request: FastifyRequest) => {
    // An unknown URL answers the site's page or a 404 whatever its query holds.
    if (request.is404) return;
    const paths = [
      // `*`, the static files' wildcard, is the path itself: not a field.
      ...nullCharacterPaths(request.params).map((path) => (path === '*' ? '' : path)),
      ...nullCharacterPaths(request.query),
      ...nullCharacterPaths(request.body),
    ];
    if (paths.length === 0) return;
    const fieldErrors = Object.fromEntries(
      paths.filter((path) => path !== '').map((path) => [path, [NULL_CHARACTERS_MESSAGE]]),
    );
    throw HttpError.validation(fieldErrors, paths.includes('') ? [NULL_CHARACTERS_MESSAGE] : []);
  });
}
