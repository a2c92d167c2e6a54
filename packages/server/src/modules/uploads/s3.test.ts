import type { AddressInfo } from 'node:net';
import { UPLOAD_MAX_BYTES } from '@trove/core/listing';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLICY_MESSAGES, verifyPostPolicy } from '../../media/postPolicy';
import { DEMO, signIn, withToken } from '../../testing/accounts';
import { createTempDir, createTestApp, type TestApp } from '../../testing/testApp';
import { thumbnailNameOf } from './keys';
import { sampleJpeg, uploadForm } from './testing';

/*
 * Uploads to S3-compatible storage (`STORAGE=s3`), against a real S3-compatible server (s3rver)
 * this test starts on loopback: the API signs the policy with the AWS SDK's createPresignedPost,
 * the browser's form goes straight to the bucket, and the server reads the image back from the
 * bucket for its thumbnails.
 */

const BUCKET = 'trove-uploads';
// s3rver's own account.
const ACCESS_KEY = 'S3RVER';

describe('uploads to S3-compatible storage', () => {
  let s3: S3rver;
  let endpoint: string;
  let t: TestApp;
  let base: string;
  let token: string;
  let memberId: number;
  let photo: Buffer;

  beforeAll(async () => {
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: await createTempDir(),
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = await s3.run();
    endpoint = `http://127.0.0.1:${port}`;
    t = await createTestApp({
      STORAGE: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    token = await signIn(t.app, DEMO.collector);
    memberId = (await t.app.inject({ url: '/api/auth/user/', headers: withToken(token) })).json().id;
    photo = await sampleJpeg(900, 1400);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    s3?.httpServer?.closeAllConnections();
    await s3?.close();
  });

  const policyFor = async (filename: string) => {
    const answer = await fetch(`${base}/api/uploads/policy/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...withToken(token) },
      body: JSON.stringify({ filename, content_type: 'image/jpeg', size: photo.length }),
    });
    expect(answer.status, await answer.clone().text()).toBe(200);
    return answer.json() as Promise<{
      url: string;
      key: string;
      access_id: string;
      fields: Record<string, string>;
    }>;
  };

  it('signs the policy for the bucket with the AWS SDK', async () => {
    const policy = await policyFor('Stamp sheet.jpeg');
    expect(policy.url).toBe(`${endpoint}/${BUCKET}`);
    expect(policy.key).toMatch(new RegExp(`^images/${memberId}_[a-z0-9]{5}_Stampsheet\\.jpeg$`));
    expect(policy.access_id).toBe(ACCESS_KEY);
    expect(policy.fields).toMatchObject({
      bucket: BUCKET,
      key: policy.key,
      acl: 'public-read',
      'Content-Type': 'image/jpeg',
      'Cache-Control': 'max-age=315360000',
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    });
    expect(policy.fields['X-Amz-Credential']).toMatch(/^S3RVER\/\d{8}\/us-east-1\/s3\/aws4_request$/);
  });

  it('is checked as the local storage checks its own: the same signature, the same conditions', async () => {
    const policy = await policyFor('coin.jpg');
    const form = (fields: Record<string, string>) =>
      new Map(Object.entries(fields).map(([name, value]) => [name.toLowerCase(), value]));
    const credentials = { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY, region: 'us-east-1' };
    expect(verifyPostPolicy(form(policy.fields), credentials, new Date(), UPLOAD_MAX_BYTES)).toEqual({
      minBytes: 1,
      maxBytes: UPLOAD_MAX_BYTES,
    });
    expect(() =>
      verifyPostPolicy(
        form(policy.fields),
        { ...credentials, secretAccessKey: 'another secret' },
        new Date(),
        UPLOAD_MAX_BYTES,
      ),
    ).toThrow(POLICY_MESSAGES.badSignature);
  });

  it('takes the form straight into the bucket, and renders the thumbnails from it', async () => {
    const policy = await policyFor('Stamp sheet.jpeg');
    const posted = await fetch(policy.url, {
      method: 'POST',
      body: uploadForm(policy.fields, { bytes: photo, name: 'Stamp sheet.jpeg', type: 'image/jpeg' }),
    });
    expect(posted.status, await posted.clone().text()).toBe(204);

    // The file is where the browser computes it: the storage URL plus the encoded key.
    const stored = await fetch(`${policy.url}/${policy.key.split('/').map(encodeURIComponent).join('/')}`);
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await stored.arrayBuffer()).equals(photo)).toBe(true);

    for (const size of ['262x262', '116x116', '393x393', '1500x1500']) {
      const thumbnail = await fetch(`${base}/thumbnails/${thumbnailNameOf(policy.key)}-${size}`, {
        headers: { accept: 'image/webp,*/*' },
      });
      expect(thumbnail.status, size).toBe(200);
      expect(thumbnail.headers.get('content-type')).toBe('image/webp');
      const [width, height] = size.split('x').map(Number);
      const bytes = Buffer.from(await thumbnail.arrayBuffer());
      expect(await sharp(bytes).metadata()).toMatchObject({ width, height, format: 'webp' });
    }
  });

  it('lets the site’s pages post to the bucket and show what it holds (Content-Security-Policy)', async () => {
    const policy = String((await t.app.inject({ url: '/api/settings/' })).headers['content-security-policy']);
    const directive = (name: string) => policy.split(';').find((part) => part.trim().startsWith(`${name} `));
    expect(directive('connect-src')).toContain(endpoint);
    expect(directive('img-src')).toContain(endpoint);
    expect(directive('img-src')).toContain('blob:');
    expect(directive('frame-src')).toContain('https://www.youtube-nocookie.com');
    expect(directive('frame-src')).toContain('https://player.vimeo.com');
  });

  it('has no /media/ of its own, and no thumbnail of an image the bucket lacks', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/media/' })).statusCode).toBe(404);
    const missing = await t.app.inject({ url: `/thumbnails/${memberId}_zzzzz_nothing-262x262` });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a policy to a signed-out visitor (401)', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/policy/',
      payload: { filename: 'a.jpg', content_type: 'image/jpeg', size: 10 },
    });
    expect(answer.statusCode).toBe(401);
  });
});
