import { NON_FIELD_ERRORS } from '@trove/core';
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { HttpError } from './httpError';

/** DRF's text for an unexpected failure; the real cause only goes to the log. */
export const SERVER_ERROR_DETAIL = 'A server error occurred.';

/** DRF's text for a missing resource or route. */
export const NOT_FOUND_DETAIL = 'Not found.';

/**
 * Fastify's refusals of a URL before any route runs, in DRF's shape with our own words: its
 * messages quote the URL back. A path the static files refuse (too long to check, `..`) names no
 * file, so it is a 404 like any unknown path.
 */
const FRAMEWORK_ERRORS: Readonly<Record<string, { statusCode: number; detail: string }>> = {
  FST_ERR_BAD_URL: { statusCode: 400, detail: 'Malformed URL.' },
  FST_ERR_MAX_PARAM_LENGTH: { statusCode: 414, detail: 'URL too long.' },
  FST_STATIC_FORBIDDEN_PATH: { statusCode: 404, detail: NOT_FOUND_DETAIL },
};

/**
 * Answers every failure in Django REST Framework's shapes, which the clients already read. Also
 * Fastify's `frameworkErrors`, the failures found before routing.
 */
export function errorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof HttpError) {
    return reply.status(error.statusCode).headers(error.headers).send(error.body);
  }
  const framework = FRAMEWORK_ERRORS[error.code];
  if (framework !== undefined) return reply.status(framework.statusCode).send({ detail: framework.detail });
  if (Array.isArray(error.validation)) {
    return reply.status(400).send(HttpError.validation(...groupByField(error.validation)).body);
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) {
    return reply.status(statusCode).send({ detail: error.message });
  }
  request.log.error({ err: error }, 'Request failed');
  return reply.status(500).send({ detail: SERVER_ERROR_DETAIL });
}

function groupByField(issues: readonly FastifySchemaValidationError[]): [Record<string, string[]>, string[]] {
  const fieldErrors: Record<string, string[]> = {};
  const nonFieldErrors: string[] = [];
  for (const issue of issues) {
    // `/address/city` for the key `city` of `address`; `/` or empty for the payload as a whole.
    const field = issue.instancePath.split('/').filter(Boolean).join('.');
    const message = issue.message ?? 'Invalid value.';
    if (field === '' || field === NON_FIELD_ERRORS) nonFieldErrors.push(message);
    else fieldErrors[field] = [...(fieldErrors[field] ?? []), message];
  }
  return [fieldErrors, nonFieldErrors];
}
