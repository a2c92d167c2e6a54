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
  return textPaths(value, (text) => text.includes('\u0000'), prefix);
}

/** DRF's words for text PostgreSQL cannot store either: half of a UTF-16 surrogate pair. */
export const LONE_SURROGATE_MESSAGE = 'Lone surrogates are not allowed.';

// A high surrogate not followed by a low one, or a low one not after a high one.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The dotted paths of the strings and keys holding a lone surrogate (`"\ud800"` in JSON). */
export function loneSurrogatePaths(value: unknown, prefix = ''): string[] {
  return textPaths(value, (text) => LONE_SURROGATE.test(text), prefix);
}

function textPaths(value: unknown, unstorable: (text: string) => boolean, prefix: string): string[] {
  const found = new Set<string>();
  const pending: [unknown, string][] = [[value, prefix]];
  const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [current, path] = next;
    if (typeof current === 'string') {
      if (unstorable(current)) found.add(path);
    } else if (Array.isArray(current)) {
      current.forEach((entry, index) => {
        pending.push([entry, join(path, String(index))]);
      });
    } else if (isPlainObject(current)) {
      for (const [key, entry] of Object.entries(current)) {
        // The key itself is stored too (jsonb); it cannot be named by its own path.
        if (unstorable(key)) found.add(path);
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
    const fieldErrors: Record<string, string[]> = {};
    const nonFieldErrors: string[] = [];
    for (const [find, message] of [
      [nullCharacterPaths, NULL_CHARACTERS_MESSAGE],
      [loneSurrogatePaths, LONE_SURROGATE_MESSAGE],
    ] as const) {
      const paths = [
        // `*`, the static files' wildcard, is the path itself: not a field.
        ...find(request.params).map((path) => (path === '*' ? '' : path)),
        ...find(request.query),
        ...find(request.body),
      ];
      for (const path of paths) {
        if (path === '') nonFieldErrors.push(message);
        else fieldErrors[path] = [...(fieldErrors[path] ?? []), message];
      }
    }
    if (Object.keys(fieldErrors).length > 0 || nonFieldErrors.length > 0) {
      throw HttpError.validation(fieldErrors, [...new Set(nonFieldErrors)]);
    }
  });
}
