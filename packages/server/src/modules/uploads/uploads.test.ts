import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { LISTING_MESSAGES, UPLOAD_CACHE_MAX_AGE } from '@trove/core/listing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryMediaStore } from '../../media/mediaStore';
import { POLICY_MESSAGES } from '../../media/postPolicy';
import { createLocalStorage } from '../../media/storage';
import { DEMO, signIn, withToken } from '../../testing/accounts';
import { answerProblem } from '../../testing/apiSurface';
import { createTempDir, createTestApp, type TestApp, testConfig } from '../../testing/testApp';
import { createTestClock } from '../../testing/testClock';
import { thumbnailNameOf } from './keys';
import { POLICY_VALID_SECONDS, UNSUPPORTED_IMAGE } from './routes';
import { STORAGE_MESSAGES } from './storageRoutes';
import { sampleJpeg, uploadForm } from './testing';

/*
 * Uploads to the local storage (the default), over real HTTP as a browser makes them: the API
 * signs a POST policy, the form goes to /media/ with no auth header, the file lands, is served,
 * and gets the spec's thumbnails; every way a policy can be broken is refused.
 */

interface Policy {
  url: string;
  key: string;
  access_id: string;
  acl: string;
  policy: string;
  signature: string;
  content_type: string;
  cache_control: string;
  expires: string;
  fields: Record<string, string>;
}

/** Where an upload is: the storage URL plus the encoded key (core's `uploadedUrl`). */
const uploadedUrl = (policy: Pick<Policy, 'url' | 'key'>) =>
  `${policy.url.replace(/\/+$/, '')}/${policy.key.split('/').map(encodeURIComponent).join('/')}`;

for (const where of ['memory', 'disk'] as const) {
  describe(`uploads to the local storage (${where})`, () => {
    let t: TestApp;
    let base: string;
    let token: string;
    let memberId: number;
    const clock = createTestClock(new Date());
    let photo: Buffer;

    beforeAll(async () => {
      const env: Record<string, string> = where === 'disk' ? { DATA_DIR: await createTempDir() } : {};
      t = await createTestApp(env, { clock });
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      token = await signIn(t.app, DEMO.member);
      memberId = (await t.app.inject({ url: '/api/auth/user/', headers: withToken(token) })).json().id;
      photo = await sampleJpeg();
    }, 120_000);
    afterAll(() => t?.close());

    const askPolicy = async (body: object, auth: string | null = token) =>
      fetch(`${base}/api/uploads/policy/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(auth ? withToken(auth) : {}) },
        body: JSON.stringify(body),
      });
    const policyFor = async (filename = 'My coin (1).JPG', contentType = 'image/jpeg') => {
      const answer = await askPolicy({ filename, content_type: contentType, size: photo.length });
      expect(answer.status, await answer.clone().text()).toBe(200);
      return (await answer.json()) as Policy;
    };
    const post = (url: string, form: FormData) => fetch(url, { method: 'POST', body: form });
    const jpeg = () => ({ bytes: photo, name: 'My coin (1).JPG', type: 'image/jpeg' });
    const landed = async (key: string) => (await t.app.inject({ url: `/media/${key}` })).statusCode === 200;

    it('refuses a policy to a signed-out visitor (401)', async () => {
      const answer = await askPolicy({ filename: 'a.jpg', content_type: 'image/jpeg', size: 10 }, null);
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({ detail: expect.any(String) });
    });

    it('signs a policy: the key in the member’s folder, public-read, cached for ten years', async () => {
      const policy = await policyFor();
      expect(policy.url).toBe(`${base}/media/`);
      expect(policy.key).toMatch(new RegExp(`^images/${memberId}_[a-z0-9]{5}_Mycoin1\\.jpg$`));
      expect(policy).toMatchObject({
        access_id: 'trove-local',
        acl: 'public-read',
        content_type: 'image/jpeg',
        cache_control: 'max-age=315360000',
      });
      expect(Date.parse(policy.expires) - clock.now().getTime()).toBeCloseTo(UPLOAD_CACHE_MAX_AGE * 1000, -4);
      expect(policy.fields).toMatchObject({
        key: policy.key,
        acl: 'public-read',
        'Content-Type': 'image/jpeg',
        'Cache-Control': 'max-age=315360000',
        Expires: policy.expires,
        Policy: policy.policy,
        'X-Amz-Signature': policy.signature,
        'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
        filename: policy.key.slice('images/'.length),
      });
      const document = JSON.parse(Buffer.from(policy.policy, 'base64').toString());
      expect(Date.parse(document.expiration) - clock.now().getTime()).toBeCloseTo(
        POLICY_VALID_SECONDS * 1000,
        -4,
      );
      expect(document.conditions).toEqual(
        expect.arrayContaining([
          ['starts-with', '$key', `images/${memberId}_`],
          ['content-length-range', 1, 524_288_000],
          { acl: 'public-read' },
          { 'Content-Type': 'image/jpeg' },
        ]),
      );
    });

    it('gives each upload its own key, with an extension of its type', async () => {
      const one = await policyFor('coin.jpg');
      const two = await policyFor('coin.jpg');
      expect(one.key).not.toBe(two.key);
      expect((await policyFor('scan', 'image/png')).key).toMatch(/_scan\.png$/);
      expect((await policyFor('../../etc/passwd..x', 'image/webp')).key).toMatch(
        new RegExp(`^images/${memberId}_[a-z0-9]{5}_image\\.etcpasswd\\.x\\.webp$`),
      );
    });

    it('refuses a 600 MB file and what is not an image before signing anything (400)', async () => {
      const cases: [object, Record<string, string[]>][] = [
        [
          { filename: 'big.jpg', content_type: 'image/jpeg', size: 600 * 1024 * 1024 },
          { size: [LISTING_MESSAGES.fileTooLarge] },
        ],
        [
          { filename: 'page.html', content_type: 'text/html', size: 100 },
          { content_type: [LISTING_MESSAGES.notAnImage] },
        ],
        [
          { filename: 'logo.svg', content_type: 'image/svg+xml', size: 100 },
          { content_type: [UNSUPPORTED_IMAGE] },
        ],
      ];
      for (const [body, errors] of cases) {
        const answer = await askPolicy(body);
        expect(answer.status).toBe(400);
        expect(await answer.json()).toEqual(errors);
      }
    });

    it('takes the posted file with no auth header, serves it and renders its thumbnails', async () => {
      const policy = await policyFor();
      const answer = await post(policy.url, uploadForm(policy.fields, jpeg()));
      expect(answer.status, await answer.clone().text()).toBe(204);
      expect(answer.headers.get('location')).toBe(uploadedUrl(policy));

      const served = await fetch(uploadedUrl(policy));
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      expect(served.headers.get('cache-control')).toContain('max-age=315360000');
      expect(Buffer.from(await served.arrayBuffer()).equals(photo)).toBe(true);

      for (const size of ['262x262', '116x116', '393x393', '1500x1500']) {
        const thumbnail = await fetch(`${base}/thumbnails/${thumbnailNameOf(policy.key)}-${size}`);
        expect(thumbnail.status, size).toBe(200);
        const [width, height] = size.split('x').map(Number);
        const bytes = Buffer.from(await thumbnail.arrayBuffer());
        expect(await sharp(bytes).metadata()).toMatchObject({ width, height, format: 'jpeg' });
      }
    });

    it('refuses a forged signature, and keeps nothing', async () => {
      const policy = await policyFor();
      const signature = policy.signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
      const answer = await post(
        policy.url,
        uploadForm({ ...policy.fields, 'X-Amz-Signature': signature }, jpeg()),
      );
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ detail: POLICY_MESSAGES.badSignature });
      expect(await landed(policy.key)).toBe(false);
    });

    it('refuses a policy changed after signing (a larger size, another folder)', async () => {
      const policy = await policyFor();
      const document = JSON.parse(Buffer.from(policy.policy, 'base64').toString());
      document.conditions = document.conditions.map((condition: unknown) =>
        Array.isArray(condition) && condition[0] === 'starts-with' && condition[1] === '$key'
          ? ['starts-with', '$key', 'images/']
          : condition,
      );
      const changed = Buffer.from(JSON.stringify(document)).toString('base64');
      const answer = await post(
        policy.url,
        uploadForm({ ...policy.fields, Policy: changed, key: 'images/1_aaaaa_other.jpg' }, jpeg()),
      );
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ detail: POLICY_MESSAGES.badSignature });
    });

    it('refuses an expired policy', async () => {
      const policy = await policyFor();
      clock.advance((POLICY_VALID_SECONDS + 1) * 1000);
      try {
        const answer = await post(policy.url, uploadForm(policy.fields, jpeg()));
        expect(answer.status).toBe(400);
        expect(await answer.json()).toEqual({ detail: POLICY_MESSAGES.expired });
        expect(await landed(policy.key)).toBe(false);
      } finally {
        clock.set(new Date());
      }
    });

    it('refuses a key outside the policy’s prefix', async () => {
      const policy = await policyFor();
      for (const key of [`images/${memberId + 1}_abcde_coin.jpg`, `other/${memberId}_abcde_coin.jpg`]) {
        const answer = await post(policy.url, uploadForm({ ...policy.fields, key }, jpeg()));
        expect(answer.status, key).toBe(400);
        const body = (await answer.json()) as Record<string, string[]>;
        expect(Object.keys(body)).toEqual(['key']);
        expect(body.key).toContain(`Must start with "images/${memberId}_" (the upload policy).`);
        expect(await landed(key)).toBe(false);
      }
    });

    it('refuses what is not an image: another type than signed, or bytes that are none', async () => {
      const policy = await policyFor();
      const html = { bytes: Buffer.from('<script>alert(1)</script>'), name: 'x.html', type: 'text/html' };
      const retyped = await post(
        policy.url,
        uploadForm({ ...policy.fields, 'Content-Type': 'text/html' }, html),
      );
      expect(retyped.status).toBe(400);
      expect(await retyped.json()).toEqual({
        'Content-Type': ['Must be "image/jpeg" (the upload policy).'],
      });
      const disguised = await post(policy.url, uploadForm(policy.fields, { ...html, type: 'image/jpeg' }));
      expect(disguised.status).toBe(400);
      expect(await disguised.json()).toEqual({ file: [LISTING_MESSAGES.notAnImage] });
      expect(await landed(policy.key)).toBe(false);
    });

    it('refuses a file over the policy’s size, a field the policy does not name, and a form with no file', async () => {
      // A policy for at most 1,000 bytes, signed with the server's key (the same secret).
      const signer = createLocalStorage(createMemoryMediaStore(), testConfig().SECRET_KEY, tmpdir());
      const now = clock.now();
      const small = await signer.presignPost({
        key: `images/${memberId}_small_coin.jpg`,
        keyPrefix: `images/${memberId}_`,
        contentType: 'image/jpeg',
        maxBytes: 1000,
        cacheControl: 'max-age=315360000',
        expires: new Date(now.getTime() + 1000).toUTCString(),
        acl: 'public-read',
        now,
        validSeconds: 60,
        siteUrl: base,
      });
      const tooLarge = await post(small.url, uploadForm(small.fields, jpeg()));
      expect(tooLarge.status).toBe(400);
      expect(await tooLarge.json()).toEqual({ file: [LISTING_MESSAGES.fileTooLarge] });
      expect(await landed(`images/${memberId}_small_coin.jpg`)).toBe(false);

      const policy = await policyFor();
      const extra = await post(
        policy.url,
        uploadForm({ ...policy.fields, 'x-amz-meta-owner': 'me' }, jpeg()),
      );
      expect(extra.status).toBe(400);
      expect(await extra.json()).toEqual({ 'x-amz-meta-owner': [POLICY_MESSAGES.notAllowed] });

      const empty = await post(policy.url, uploadForm(policy.fields));
      expect(empty.status).toBe(400);
      expect(await empty.json()).toEqual({ file: [STORAGE_MESSAGES.noFile] });

      const unsigned = await post(policy.url, uploadForm({ key: policy.key }, jpeg()));
      expect(unsigned.status).toBe(400);
      expect(await unsigned.json()).toEqual({ detail: POLICY_MESSAGES.noPolicy });

      const json = await fetch(policy.url, {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      });
      expect(json.status).toBe(400);
      expect(await json.json()).toEqual({ detail: STORAGE_MESSAGES.notMultipart });
      expect(await landed(policy.key)).toBe(false);
    });

    it('serves nothing but uploads: other paths under /media/ are 404', async () => {
      for (const path of [
        '/media/images/nothing.jpg',
        '/media/../package.json',
        '/media/images/..%2F..%2Fx',
        '/media/x',
      ]) {
        const answer = await t.app.inject({ url: path });
        expect(answer.statusCode, path).toBe(404);
      }
    });
  });
}

/** The storage's POST is outside the API's document (as S3's is), so the fuzz test does not reach it: its hostile bodies are here. */
describe('POST /media/ with hostile bodies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(() => t?.close());

  const boundary = 'trove-boundary';
  const multipart = (parts: string[], end = `--${boundary}--\r\n`) =>
    parts.map((part) => `--${boundary}\r\n${part}\r\n`).join('') + end;
  const field = (name: string, value: string) =>
    `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`;
  const post = (payload: string, contentType = `multipart/form-data; boundary=${boundary}`) =>
    t.app.inject({ method: 'POST', url: '/media/', payload, headers: { 'content-type': contentType } });

  it('answers each with a 400 in DRF’s shape, never a 5xx, and keeps nothing', async () => {
    const cases: [string, string, string?][] = [
      ['no boundary', multipart([field('key', 'x')]), 'multipart/form-data'],
      ['a cut body', multipart([field('key', 'images/1_abcde_a.jpg')]).slice(0, 60)],
      ['no parts', multipart([])],
      ['a NUL in a field', multipart([field('key', 'a\u0000b'), field('Policy', 'x')])],
      ['a lone surrogate', multipart([field('Policy', '\ud800')])],
      ['a field given twice', multipart([field('key', 'a'), field('key', 'b')])],
      ['too many fields', multipart(Array.from({ length: 60 }, (_, index) => field(`f${index}`, 'x')))],
      ['a huge field', multipart([field('Policy', 'p'.repeat(100_000))])],
      [
        'a policy of nonsense',
        multipart([
          field('Policy', '%%%'),
          field('X-Amz-Signature', 'f'.repeat(64)),
          field('X-Amz-Credential', 'a/b/c/s3/aws4_request'),
          field('X-Amz-Date', 'b'),
          field('X-Amz-Algorithm', 'AWS4-HMAC-SHA256'),
        ]),
      ],
      [
        'a file with no fields',
        multipart([
          'Content-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nxyz',
        ]),
      ],
      ['text', 'plain text', 'text/plain'],
    ];
    for (const [name, payload, type] of cases) {
      const answer = await post(payload, type);
      expect(answer.statusCode, `${name}: ${answer.body}`).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, `${name}: ${answer.body}`).toBeLessThan(500);
      expect(
        answerProblem(answer.statusCode, answer.headers['content-type'] as string, answer.body),
        name,
      ).toBeUndefined();
    }
  });
});
