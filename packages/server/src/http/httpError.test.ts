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

  it('says when to try again, in the body and in Retry-After', () => {
    const error = HttpError.throttled(12.2);
    expect(error.statusCode).toBe(429);
    expect(error.body).toEqual({ detail: 'Request was throttled. Expected available in 13 seconds.' });
    expect(error.headers).toEqual({ 'Retry-After': '13' });
  });

  it('carries extra members and names the token scheme on 401', () => {
    expect(new HttpError(400, { extra: { code: 'x' }, fieldErrors: { email: ['No.'] } }).body).toEqual({
      code: 'x',
      email: ['No.'],
    });
    expect(HttpError.notAuthenticated().headers).toEqual({ 'WWW-Authenticate': 'Token' });
  });
});
