import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptFiles,
  addImages,
  imagesRemaining,
  isAtImageLimit,
  isImageFile,
  isUploadKeyOf,
  needsResize,
  removeMedia,
  resizedSize,
  sanitizeFileName,
  setPrimary,
  uploadedUrl,
  uploadFormData,
  uploadKey,
  uploadKeyRandom,
  withPrimary,
} from './images';
import type { ExternalImage } from './schemas';

const image = (url: string, primary = false): ExternalImage => ({ url, media_type: 'image', primary });
const video: ExternalImage = { url: 'dQw4w9WgXcQ', media_type: 'youtube' };

describe('file rules', () => {
  it('takes images only', () => {
    expect(isImageFile({ type: 'image/jpeg' })).toBe(true);
    expect(isImageFile({ type: 'image/svg+xml' })).toBe(true);
    expect(isImageFile({ type: 'video/mp4' })).toBe(false);
    expect(isImageFile({ type: '' })).toBe(false);
  });

  it('resizes when a side exceeds 1000 px, keeping the aspect', () => {
    expect(needsResize({ width: 1000, height: 1000 })).toBe(false);
    expect(needsResize({ width: 1001, height: 10 })).toBe(true);
    expect(needsResize({ width: 10, height: 1001 })).toBe(true);
    expect(resizedSize({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
    expect(resizedSize({ width: 4000, height: 3000 })).toEqual({ width: 1000, height: 750 });
    expect(resizedSize({ width: 1500, height: 6000 })).toEqual({ width: 250, height: 1000 });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20000 }), fc.integer({ min: 1, max: 20000 }), (width, height) => {
        const out = resizedSize({ width, height });
        expect(Math.max(out.width, out.height)).toBeLessThanOrEqual(1000);
        expect(needsResize(out)).toBe(false);
      }),
    );
  });

  it('accepts only the first images up to the room left', () => {
    const files = [
      { name: 'a', type: 'image/png' },
      { name: 'b', type: 'application/pdf' },
      { name: 'c', type: 'image/jpeg' },
      { name: 'd', type: 'image/gif' },
    ];
    const result = acceptFiles(files, 2);
    expect(result.accepted.map((f) => f.name)).toEqual(['a', 'c']);
    expect(result.refused.map((f) => f.name)).toEqual(['b']);
    expect(result.overLimit.map((f) => f.name)).toEqual(['d']);
    expect(acceptFiles(files, 0).accepted).toEqual([]);
  });

  it('counts the room left in images, not videos', () => {
    expect(imagesRemaining([video, image('a')])).toBe(3);
    expect(isAtImageLimit([image('a'), image('b'), image('c')])).toBe(false);
    expect(isAtImageLimit([image('a'), image('b'), image('c'), image('d'), video])).toBe(true);
  });
});

describe('names and keys', () => {
  it('sanitises names to letters, digits and dots', () => {
    expect(sanitizeFileName('my coin (1).JPG')).toBe('mycoin1.JPG');
    expect(sanitizeFileName('../../etc/passwd')).toBe('image....etcpasswd');
    expect(sanitizeFileName('.htaccess')).toBe('image.htaccess');
    expect(sanitizeFileName('pièce_été.png')).toBe('picet.png');
    expect(sanitizeFileName('日本.jpg')).toBe('image.jpg');
    expect(sanitizeFileName('')).toBe('image');
    const long = sanitizeFileName(`${'a'.repeat(300)}.jpeg`);
    expect(long).toHaveLength(100);
    expect(long.endsWith('.jpeg')).toBe(true);
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(sanitizeFileName(name)).toMatch(/^[A-Za-z0-9][A-Za-z0-9.]{0,99}$/);
      }),
    );
  });

  it('makes the key images/{userId}_{random}_{sanitised name}', () => {
    expect(uploadKey(42, 'my coin.jpg', 'ab12c')).toBe('images/42_ab12c_mycoin.jpg');
    expect(() => uploadKey(0, 'a.jpg', 'ab12c')).toThrow(RangeError);
    expect(() => uploadKey(1, 'a.jpg', 'A/b')).toThrow(RangeError);
    const random = uploadKeyRandom();
    expect(random).toMatch(/^[a-z0-9]{5}$/);
    expect(uploadKeyRandom(() => new Uint8Array([0, 1, 25, 26, 35]))).toBe('abz09');
    expect(uploadKey(7, 'x.png')).toMatch(/^images\/7_[a-z0-9]{5}_x\.png$/);
  });

  it("checks that a key is the member's", () => {
    expect(isUploadKeyOf('images/42_ab12c_mycoin.jpg', 42)).toBe(true);
    expect(isUploadKeyOf('images/42_ab12c_mycoin.jpg', 4)).toBe(false);
    expect(isUploadKeyOf('images/421_ab12c_mycoin.jpg', 42)).toBe(false);
    expect(isUploadKeyOf('images/42_ab12c_../x.jpg', 42)).toBe(false);
    expect(isUploadKeyOf('other/42_ab12c_a.jpg', 42)).toBe(false);
    expect(isUploadKeyOf('images/42_ab12c_...', 42)).toBe(false);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.string(), (userId, name) => {
        expect(isUploadKeyOf(uploadKey(userId, name), userId)).toBe(true);
      }),
    );
  });

  it('gives the uploaded URL as the storage URL plus the encoded key', () => {
    expect(uploadedUrl({ url: 'https://storage.test/bucket/', key: 'images/1_ab12c_a.jpg' })).toBe(
      'https://storage.test/bucket/images/1_ab12c_a.jpg',
    );
    expect(uploadedUrl({ url: 'https://storage.test', key: 'images/a b#.jpg' })).toBe(
      'https://storage.test/images/a%20b%23.jpg',
    );
  });

  it('posts the policy fields then the file', () => {
    const form = uploadFormData(
      { fields: { key: 'images/1_ab12c_a.jpg', acl: 'public-read', policy: 'p', signature: 's' } },
      new Blob(['x'], { type: 'image/jpeg' }),
      'a.jpg',
    );
    expect([...form.keys()]).toEqual(['key', 'acl', 'policy', 'signature', 'file']);
    expect((form.get('file') as File).name).toBe('a.jpg');
  });
});

describe('primary image', () => {
  it('makes the first image primary when none is', () => {
    expect(withPrimary([video, image('a'), image('b')]).map((m) => m.primary)).toEqual([
      undefined,
      true,
      false,
    ]);
    expect(withPrimary([image('a'), image('b', true)]).map((m) => m.primary)).toEqual([false, true]);
    expect(withPrimary([video])).toEqual([video]);
  });

  it('sets another primary and keeps one after a delete', () => {
    const media = [image('a', true), image('b'), video];
    expect(setPrimary(media, 1).map((m) => m.primary)).toEqual([false, true, undefined]);
    expect(setPrimary(media, 2)).toEqual(media);
    expect(removeMedia(media, 0).map((m) => [m.url, m.primary])).toEqual([
      ['b', true],
      ['dQw4w9WgXcQ', undefined],
    ]);
  });

  it('adds uploads up to the limit, the first one primary', () => {
    const added = addImages([], [image('a'), image('b'), image('c'), image('d'), image('e')]);
    expect(added.map((m) => m.url)).toEqual(['a', 'b', 'c', 'd']);
    expect(added[0]?.primary).toBe(true);
    expect(addImages([image('a', true)], [image('b')]).map((m) => m.primary)).toEqual([true, false]);
  });
});
