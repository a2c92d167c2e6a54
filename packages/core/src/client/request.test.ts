import ky from 'ky';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ApiError } from './apiError';
import { send } from './request';

/** An error as another copy of ky throws it (another Trove script's, sharing the page's client). */
class ForeignHTTPError extends Error {
  override name = 'HTTPError';
  constructor(readonly response: Response) {
    super(`Request failed with status code ${response.status}`);
  }
}

const failingWith = (error: unknown) =>
  ky.create({
    prefixUrl: 'http://trove.test/api',
    fetch: () => Promise.reject(error),
    retry: 0,
  });

describe('send', () => {
  it('reads a 400 thrown by another copy of ky as the server’s field errors', async () => {
    const response = new Response(JSON.stringify({ amount: ['Minimum bid is $105'] }), { status: 400 });
    const http = failingWith(new ForeignHTTPError(response));
    const failure = send(http, { method: 'post', path: 'auctions/lots/1/bids/', schema: z.unknown() });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 400,
      fieldErrors: { amount: ['Minimum bid is $105'] },
    });
  });

  it('says it could not reach the server for any other failure', async () => {
    const http = failingWith(new TypeError('Failed to fetch'));
    await expect(send(http, { method: 'get', path: 'settings/', schema: z.unknown() })).rejects.toMatchObject(
      {
        status: 0,
        detail: 'Could not reach the server.',
      },
    );
  });
});
