import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createMemoryMediaStore, type MediaStore } from '../media/mediaStore';
import { DEMO_BANNERS, ensureImagePool } from './imagePool';

/** The memory store, recording every file written. */
function recordingStore(): MediaStore & { written: string[] } {
  const store = createMemoryMediaStore();
  const written: string[] = [];
  return {
    written,
    read: (name) => store.read(name),
    async write(name, bytes) {
      written.push(name);
      await store.write(name, bytes);
    },
  };
}

describe('ensureImagePool', () => {
  it('renders a 4:1 banner of each demo banner beside the square pictures, once', async () => {
    const media = recordingStore();
    const pool = await ensureImagePool(media, 1);
    expect(pool.banners).toEqual({
      'coins-of-the-month': 'demo-banner-coins-of-the-month',
      coins: 'demo-banner-coins',
    });
    expect(Object.keys(pool.banners ?? {}).toSorted()).toEqual(Object.keys(DEMO_BANNERS).toSorted());
    for (const key of Object.values(pool.banners ?? {})) {
      const { width, height, format } = await sharp(
        (await media.read(`${key}.jpg`)) ?? Buffer.alloc(0),
      ).metadata();
      expect({ width, height, format }).toEqual({ width: 1600, height: 400, format: 'jpeg' });
    }
    const square = await sharp((await media.read(`${pool.coin?.[0]}.jpg`)) ?? Buffer.alloc(0)).metadata();
    expect([square.width, square.height]).toEqual([800, 800]);
    expect(media.written).toContain('demo-banner-coins.jpg');

    // a restart finds them stored and writes nothing
    media.written.length = 0;
    expect(await ensureImagePool(media, 1)).toEqual(pool);
    expect(media.written).toEqual([]);
  });
});
