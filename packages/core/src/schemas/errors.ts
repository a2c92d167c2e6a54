import * as z from 'zod/mini';

/**
 * An error body in Django REST Framework's shapes: `{"detail": "..."}`,
 * `{"field": ["message"]}` or `{"non_field_errors": ["..."]}`.
 */
export const errorBodySchema = z.record(z.string(), z.union([z.string(), z.array(z.string()), z.unknown()]));
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const NON_FIELD_ERRORS = 'non_field_errors';
