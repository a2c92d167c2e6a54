import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../testing/testApp';
import { HttpError } from './httpError';

describe('error handler', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
    // No production route takes a body yet; these stand in for the ones to come.
    testApp.app.post(
      '/api/test/echo/',
      {
        schema: {
          body: z
            .object({ a: z.string(), address: z.object({ city: z.string() }).optional() })
            .refine((body) => body.a !== 'forbidden', 'These values cannot be used together.'),
        },
      },
      (request) => request.body,
    );
    testApp.app.get('/api/test/crash/', () => {
      throw new Error('secret connection string postgres://admin:hunter2@db');
    });
    testApp.app.get('/api/test/domain/', () => {
      throw new HttpError(409, {
        fieldErrors: { amount: ['Bid at least $12.00.'] },
        nonFieldErrors: ['The auction has closed.'],
      });
    });
    await testApp.app.ready();
  });

  afterAll(() => testApp?.close());

  const post = (payload: string, contentType = 'application/json') =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo/',
      headers: { 'content-type': contentType },
      payload,
    });

  it('accepts a valid body', async () => {
    const response = await post('{"a": "ok"}');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ a: 'ok' });
  });

  it('answers malformed JSON with DRF parse error', async () => {
    const response = await post('{"a": ');
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(Object.keys(body)).toEqual(['detail']);
    expect(body.detail).toMatch(/^JSON parse error - \S/);
  });

  it('refuses prototype keys as a JSON parse error', async () => {
    const response = await post('{"a": "ok", "__proto__": {"admin": true}}');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'JSON parse error - Object contains forbidden prototype property',
    });
  });

  it('reads an empty JSON body as no data, like DRF', async () => {
    const response = await post('');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['a']);
  });

  it('answers a failing field with {"field": ["message"]}', async () => {
    const response = await post('{"a": 1}');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ a: [expect.any(String)] });
  });

  it('names a nested field by its dotted path', async () => {
    const response = await post('{"a": "ok", "address": {"city": 7}}');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ 'address.city': [expect.any(String)] });
  });

  it('answers an error of the whole body with non_field_errors', async () => {
    const response = await post('{"a": "forbidden"}');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: ['These values cannot be used together.'] });
  });

  it('answers a thrown HttpError with its status and DRF body', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/domain/' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      amount: ['Bid at least $12.00.'],
      non_field_errors: ['The auction has closed.'],
    });
  });

  it('answers other client errors with their status and a detail', async () => {
    const response = await post('a=1', 'text/csv');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ detail: expect.any(String) });
  });

  it('answers an unknown API path with DRF 404', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/no-such-thing/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });

  it('answers an unexpected error with 500 and leaks nothing', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/crash/' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'A server error occurred.' });
    expect(response.body).not.toMatch(/hunter2|secret|Error|\.ts|at /);
  });
});
