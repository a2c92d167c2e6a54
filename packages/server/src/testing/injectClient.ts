import { createMemoryTokenStore, createTroveClient, type TroveClient } from '@trove/core';
import type { App } from '../app';

/**
 * A `fetch` that answers from the app in memory (`inject`), so core's API client, the contract
 * the clients use, can be run against the server without a socket.
 */
export function injectFetch(app: App): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const response = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(body === undefined ? {} : { payload: body }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
    }
    const noBody = response.statusCode === 204 || response.statusCode === 304;
    return new Response(noBody ? null : response.rawPayload, { status: response.statusCode, headers });
  };
}

/** Core's client over the app in memory, signed in with `token` when given. */
export function createInjectClient(app: App, token?: string): TroveClient {
  return createTroveClient({
    baseUrl: 'http://localhost',
    fetch: injectFetch(app),
    tokenStore: createMemoryTokenStore(token ?? null),
  });
}
