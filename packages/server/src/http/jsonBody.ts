import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './httpError';

/**
 * Parses JSON bodies like Django REST Framework: an empty body is no data (`{}`), and a
 * malformed one is a 400 `{"detail": "JSON parse error - <reason>"}`. Fastify's own parser
 * still does the parsing, keeping its refusal of `__proto__` and `constructor` keys.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const secureParse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (
      request: FastifyRequest,
      body: string | Buffer,
      done: (error: Error | null, value?: unknown) => void,
    ) => {
      const text = body.toString();
      if (text.length === 0) {
        done(null, {});
        return;
      }
      secureParse(request, text, (error, value) => {
        if (error) done(new HttpError(400, { detail: `JSON parse error - ${parseFailure(text)}` }));
        else done(null, value);
      });
    },
  );
}

// Fastify's parser drops the reason, which DRF's message includes; asking JSON.parse again
// costs nothing on this rare path.
function parseFailure(text: string): string {
  try {
    JSON.parse(text);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return 'Object contains forbidden prototype property';
}
