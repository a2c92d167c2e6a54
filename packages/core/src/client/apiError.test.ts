import { describe, expect, it } from 'vitest';
import { ApiError } from './apiError';

describe('ApiError.fromBody', () => {
  it('reads {"detail": ...}', () => {
    const error = ApiError.fromBody(404, { detail: 'Not found.' });
    expect(error).toMatchObject({ status: 404, detail: 'Not found.', message: 'Not found.' });
    expect(error.fieldErrors).toEqual({});
  });

  it('reads field errors, strings or lists, and non_field_errors', () => {
    const error = ApiError.fromBody(400, {
      email: ['Enter a valid email address.'],
      password: 'This field is required.',
      non_field_errors: ['Unable to log in with provided credentials.'],
    });
    expect(error.fieldErrors).toEqual({
      email: ['Enter a valid email address.'],
      password: ['This field is required.'],
    });
    expect(error.nonFieldErrors).toEqual(['Unable to log in with provided credentials.']);
    expect(error.message).toBe('Unable to log in with provided credentials.');
  });

  it('takes a bare list as non-field errors and anything else as no message', () => {
    expect(ApiError.fromBody(400, ['Bad request']).nonFieldErrors).toEqual(['Bad request']);
    expect(ApiError.fromBody(502, '<html>').message).toBe('Request failed with status 502');
  });
});
