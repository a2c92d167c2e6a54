import * as z from 'zod/mini';

/** The largest value of PostgreSQL's `integer`, the type of every id and count the server stores. */
export const DATABASE_INT_MAX = 2_147_483_647;

const REQUIRED = 'This field is required.';
const missing = (input: unknown) => input === undefined || input === null || input === '';

/**
 * An integer the database's `integer` columns can hold (an id, a count, a number), with DRF's
 * messages: a larger one is a field error, not a failed query. `min` defaults to 0.
 */
export function databaseIntSchema({ min = 0 }: { min?: number } = {}) {
  return z
    .int({ error: (issue) => (missing(issue.input) ? REQUIRED : 'A valid integer is required.') })
    .check(
      z.minimum(min, `Ensure this value is greater than or equal to ${min}.`),
      z.maximum(DATABASE_INT_MAX, `Ensure this value is less than or equal to ${DATABASE_INT_MAX}.`),
    );
}
