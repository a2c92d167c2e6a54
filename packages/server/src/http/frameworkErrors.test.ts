import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { createTempDir, createTestApp, type TestApp, testConfig } from '../testing/testApp';

// Fastify refuses some requests before any route runs; those answers must still be DRF's shape,
// `{"detail": "..."}`, from the one error handler, and never quote the request back.
describe('Fastify’s own errors', () => {
  let site: TestApp;
  /** The same server without a site to serve, over the same database. */
  let api: App;
  let root: string;

  beforeAll(async () => {
    root = await createTempDir();
    const siteDir = path.join(root, 'site');
    await mkdir(siteDir, { recursive: true });
    await writeFile(path.join(siteDir, 'index.html'), '<!doctype html><title>Trove</title>');
    site = await createTestApp({ SITE_DIR: siteDir });
    api = buildApp({ config: testConfig(), db: site.database.db, media: site.media });
    await Promise.all([site.app.ready(), api.ready()]);
  });

  afterAll(async () => {
    await api?.close();
    await site?.close();
    await rm(root, { recursive: true, force: true });
  });

  const get = (app: App, url: string) => app.inject({ method: 'GET', url });

  it.each(['/api/%/', '/api/searches/%E0%A4%A/', '/collectables/%zz'])(
    'answers a bad percent-encoding in %s with a DRF 400',
    async (url) => {
      for (const app of [site.app, api]) {
        const response = await get(app, url);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ detail: 'Malformed URL.' });
      }
    },
  );

  it('answers a path parameter over the length limit with a DRF 414', async () => {
    const response = await get(api, `/api/invites/${'a'.repeat(5_000)}/`);
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ detail: 'URL too long.' });
  });

  it.each([
    `/${'a'.repeat(5_000)}.js`,
    `/assets/${'a'.repeat(5_000)}.js`,
    `/api/invites/${'a'.repeat(5_000)}/`,
  ])('answers a long GET that falls through to the static files as an unknown path (%#)', async (url) => {
    const response = await get(site.app, url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });

  // No file name holds U+0000: like the over-long paths above, it is an unknown path.
  it('answers a NUL in a static file’s path in DRF’s shape', async () => {
    const response = await get(site.app, '/robots%00.txt');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });
});
