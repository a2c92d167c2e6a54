import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuctionsTestApp } from '../modules/auctions/testing';
import { useTestApp } from '../testing/useTestApp';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';

describe('compression of API answers', () => {
  const test = useTestApp({ catalogue: { size: 12 }, timeoutMs: 120_000 });

  const get = (url: string, acceptEncoding?: string) =>
    test.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends a large JSON answer with brotli or gzip, as the request accepts, and as is without', async () => {
    const plain = await get('/api/gallery/collectables');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const json = plain.json();

    const brotli = await get('/api/gallery/collectables', 'br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString('utf8'))).toEqual(json);

    const gzip = await get('/api/gallery/collectables', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(json);

    const identity = await get('/api/gallery/collectables', 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toEqual(json);
  });

  it('sends a small JSON answer as is', async () => {
    const response = await get('/api/currency/', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ code: 'NZD' });
  });
});

describe('the lot events stream', () => {
  let t: Awaited<ReturnType<typeof createAuctionsTestApp>>;
  let base: string;

  beforeAll(async () => {
    t = await createAuctionsTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(async () => {
    t?.app.server.closeAllConnections();
    await t?.close();
  });

  it('goes out uncompressed, each event as it happens, to a client that accepts brotli', async () => {
    const lotId = await t.createLot(await t.createItem(t.ids.auctionHouse));
    const abort = new AbortController();
    const response = await fetch(`${base}/api/auctions/lots/${lotId}/events`, {
      headers: { 'accept-encoding': 'br, gzip' },
      signal: abort.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    // The first event arrives while the stream stays open: nothing holds it back.
    const decoder = new TextDecoder();
    let received = '';
    while (!/event: bid\ndata: [^\n]*\n\n/.test(received)) {
      const { value, done } = await reader.read();
      if (done) break;
      received += decoder.decode(value, { stream: true });
    }
    expect(received).toMatch(/event: bid\ndata: \{"type":"bid"/);
    abort.abort();
  });
});
