import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempDir, createTestApp, type TestApp } from '../testing/testApp';

const INDEX_HTML =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app-1a2b.js"></script></body></html>';

// Long enough to be worth compressing, as the build's files are.
const ELEMENTS_SCRIPT = `console.log(${JSON.stringify('trove '.repeat(400))});`;

/** A built file and the brotli and gzip files the build writes beside it. */
async function writeBuilt(file: string, text: string): Promise<void> {
  await writeFile(file, text);
  await writeFile(`${file}.br`, brotliCompressSync(text));
  await writeFile(`${file}.gz`, gzipSync(text));
}

// The site's pages are its index.html with a head made for each page (modules/seo): the rest as built.
const SITE_PAGE =
  /^<!doctype html><html><head><title>Trove<\/title>[\s\S]*<\/head><body><div id="root"><\/div><script type="module" src="\/assets\/app-1a2b.js"><\/script><\/body><\/html>$/;

const EMBED_HTML =
  '<!doctype html><html><body><trove-gallery></trove-gallery><script src="/elements/trove-elements.js"></script></body></html>';

describe('static files', () => {
  let testApp: TestApp;
  let root: string;

  beforeAll(async () => {
    root = await createTempDir();
    const siteDir = path.join(root, 'site');
    const elementsDir = path.join(root, 'elements');
    await mkdir(path.join(siteDir, 'assets'), { recursive: true });
    await mkdir(elementsDir);
    await writeFile(path.join(siteDir, 'index.html'), INDEX_HTML);
    await writeBuilt(path.join(siteDir, 'assets', 'app-1a2b.js'), 'console.log("site");');
    await writeFile(path.join(siteDir, 'humans.txt'), 'Team: Trove');
    await writeFile(path.join(elementsDir, 'trove-elements.js'), 'console.log("elements");');
    await writeBuilt(path.join(elementsDir, 'trove-gallery.js'), ELEMENTS_SCRIPT);
    await mkdir(path.join(elementsDir, 'embed'));
    await writeFile(path.join(elementsDir, 'embed', 'index.html'), EMBED_HTML);
    await writeFile(path.join(elementsDir, 'embed', 'club-page.js'), 'console.log("log");');
    testApp = await createTestApp({ SITE_DIR: siteDir, ELEMENTS_DIR: elementsDir });
    await testApp.app.ready();
  });

  afterAll(async () => {
    await testApp?.close();
    await rm(root, { recursive: true, force: true });
  });

  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  it('serves the site at /', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(SITE_PAGE);
  });

  it.each(['/not-found', '/login', '/gallery/42?section=art'])(
    'answers the client route %s with index.html',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toMatch(SITE_PAGE);
    },
  );

  it('serves files of the site, hashed assets for a year', async () => {
    const asset = await get('/assets/app-1a2b.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("site");');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const humans = await get('/humans.txt');
    expect(humans.body).toBe('Team: Trove');
  });

  it('keeps JSON 404s for unknown API paths, missing assets and uploads, and non-GET requests', async () => {
    for (const response of [
      await get('/api/not-a-route/'),
      await get('/api'),
      await get('/assets/app-0ld0.js'),
      await get('/media/images/1_abcde_none.png'),
      await get('/media/unknown.png'),
      await testApp.app.inject({ method: 'POST', url: '/not-found' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('still answers the API', async () => {
    const response = await get('/api/currency/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 'NZD', symbol: '$' });
  });

  it('serves the partner script at /elements/ to any origin', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/elements/trove-elements.js',
      headers: { origin: 'https://any-partner.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.body).toBe('console.log("elements");');
  });

  it('serves the demo partner page at /embed/, revalidated, under a policy allowing only script files of this origin', async () => {
    const response = await get('/embed/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(EMBED_HTML);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self'(;|$)/);
    expect(policy).toMatch(/style-src [^;]*'unsafe-inline'/);
  });

  it('redirects /embed to /embed/, against which the page resolves its own script', async () => {
    const response = await get('/embed');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/embed/');
    const script = await get('/embed/club-page.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.body).toBe('console.log("log");');
  });

  const getEncoded = (url: string, acceptEncoding: string | undefined) =>
    testApp.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it.each([
    ['/elements/trove-gallery.js', ELEMENTS_SCRIPT, 'public, max-age=300'],
    ['/assets/app-1a2b.js', 'console.log("site");', 'public, max-age=31536000, immutable'],
  ])('serves the built brotli file of %s to a request accepting brotli', async (url, text, cacheControl) => {
    const response = await getEncoded(url, 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(cacheControl);
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(text);
  });

  it('serves the built gzip file to a request accepting gzip only, and the file itself to one accepting neither', async () => {
    const gzip = await getEncoded('/elements/trove-gallery.js', 'gzip');
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(ELEMENTS_SCRIPT);

    for (const acceptEncoding of [undefined, 'identity']) {
      const plain = await getEncoded('/elements/trove-gallery.js', acceptEncoding);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(ELEMENTS_SCRIPT);
    }
  });

  it('serves a file the build left uncompressed as it is, whatever the request accepts', async () => {
    const response = await getEncoded('/elements/trove-elements.js', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('console.log("elements");');
  });

  it('answers a missing element file with a JSON 404', async () => {
    const response = await get('/elements/missing.js');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });
});

describe('without a built site', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
    await testApp.app.ready();
  });

  afterAll(() => testApp?.close());

  it('answers pages with a JSON 404', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/login' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });
});
