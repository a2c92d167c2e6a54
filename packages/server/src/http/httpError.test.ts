import { describe, expect, it } from 'vitest';
import { HttpError } from './httpError';

describe('HttpError', () => {
  it('builds DRF bodies', () => {
    expect(HttpError.notFound().body).toEqual({ detail: 'Not found.' });
    expect(HttpError.notAuthenticated().statusCode).toBe(401);
    expect(HttpError.permissionDenied().body).toEqual({
      detail: 'You do not have permission to perform this action.',
    });
    expect(HttpError.validation({ email: ['Enter a valid email address.'] }, ['Try again.']).body).toEqual({
      email: ['Enter a valid email address.'],
      non_field_errors: ['Try again.'],
    });
  });

  it('carries the first message, for logs', () => {
    expect(HttpError.validation({ email: ['Enter a valid email address.'] }).message).toBe(
      'Enter a valid email address.',
    );
  });
});
