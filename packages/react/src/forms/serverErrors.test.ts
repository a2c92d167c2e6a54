import { ApiError } from '@trove/core';
import { describe, expect, it } from 'vitest';
import { serverErrorsOf } from './serverErrors';

const fallback = 'Sorry there was a problem';

describe('serverErrorsOf', () => {
  it("puts the form's own fields under them, joined, and everything else in the alert", () => {
    const error = ApiError.fromBody(400, {
      email: ['Enter a valid email address.', 'Too long.'],
      group: ['Invalid pk.'],
      non_field_errors: ['Unable to log in with provided credentials.'],
    });
    expect(serverErrorsOf(error, ['email', 'password'], fallback)).toEqual({
      fields: { email: 'Enter a valid email address. Too long.' },
      alert: ['Unable to log in with provided credentials.', 'Invalid pk.'],
    });
  });

  it('says the fallback for a 5xx, no connection or an empty error', () => {
    expect(serverErrorsOf(ApiError.fromBody(500, { detail: 'boom' }), [], fallback)).toEqual({
      alert: [fallback],
    });
    expect(serverErrorsOf(new ApiError({ status: 0 }), [], fallback)).toEqual({ alert: [fallback] });
    expect(serverErrorsOf(ApiError.fromBody(400, {}), [], fallback)).toEqual({
      fields: {},
      alert: [fallback],
    });
    expect(serverErrorsOf(new Error('not an api error'), [], fallback)).toEqual({ alert: [fallback] });
  });

  it('shows a detail, such as throttling, in the alert', () => {
    const error = ApiError.fromBody(429, {
      detail: 'Request was throttled. Expected available in 60 seconds.',
    });
    expect(serverErrorsOf(error, ['email'], fallback).alert).toEqual([
      'Request was throttled. Expected available in 60 seconds.',
    ]);
  });
});
