import { isUploadKeyOf } from '@trove/core/listing';
import { describe, expect, it } from 'vitest';
import { isUploadKey, thumbnailNameOf, uploadKey, uploadKeyPrefix } from './keys';

describe('upload keys', () => {
  it('are core’s images/{userId}_{random}_{sanitised name}, with an extension of the image’s type', () => {
    const key = uploadKey(42, 'my coin (1).JPG', 'image/jpeg');
    expect(key).toMatch(/^images\/42_[a-z0-9]{5}_mycoin1\.jpg$/);
    expect(isUploadKeyOf(key, 42)).toBe(true);
    expect(isUploadKeyOf(key, 43)).toBe(false);
    expect(key.startsWith(uploadKeyPrefix(42))).toBe(true);
    expect(uploadKey(42, 'scan.jpeg', 'image/jpeg')).toMatch(/_scan\.jpeg$/);
    expect(uploadKey(42, 'scan', 'image/png')).toMatch(/_scan\.png$/);
    expect(uploadKey(42, 'scan.png', 'image/jpeg')).toMatch(/_scan\.png\.jpg$/);
    expect(uploadKey(42, 'photo.', 'image/webp')).toMatch(/_photo\.webp$/);
    expect(uploadKey(42, '日本.gif', 'image/gif')).toMatch(/_image\.gif$/);
  });

  it('never hold a run of dots, and stay within 100 characters of name', () => {
    expect(uploadKey(7, 'a..b...jpg', 'image/jpeg')).toMatch(/^images\/7_[a-z0-9]{5}_a\.b\.jpg$/);
    expect(uploadKey(7, '../../etc/passwd', 'image/png')).toMatch(/_image\.etcpasswd\.png$/);
    const long = uploadKey(7, `${'x'.repeat(300)}.webp`, 'image/webp');
    expect(long.split('_').slice(2).join('_')).toHaveLength(100);
    expect(long.endsWith('.webp')).toBe(true);
    const longer = uploadKey(7, 'y'.repeat(300), 'image/jpeg');
    expect(longer.split('_').slice(2).join('_').length).toBeLessThanOrEqual(100);
    expect(longer.endsWith('.jpg')).toBe(true);
    for (const one of [long, longer]) expect(isUploadKey(one)).toBe(true);
  });

  it('are told from other paths, and name their thumbnails without the extension', () => {
    expect(isUploadKey('images/12_ab3de_photo.jpg')).toBe(true);
    for (const other of [
      'images/../x.jpg',
      'other/12_ab3de_photo.jpg',
      'images/12_ab3de_a..jpg',
      'images/x_ab_c.jpg',
      'images/12_ab3de_',
    ]) {
      expect(isUploadKey(other), other).toBe(false);
    }
    expect(thumbnailNameOf('images/12_ab3de_photo.jpg')).toBe('12_ab3de_photo');
    expect(thumbnailNameOf('images/12_ab3de_my.photo.png')).toBe('12_ab3de_my.photo');
  });
});
