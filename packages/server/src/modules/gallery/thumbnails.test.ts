import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryMediaStore, type MediaStore } from '../../media/mediaStore';
import { registerThumbnails } from './thumbnails';

const source = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#2f6690' } })
    .jpeg()
    .toBuffer();

/** The memory store, recording every file written and how many source reads run at once. */
function recordingStore(): MediaStore & { written: string[]; mostSourceReadsAtOnce: number } {
  const store = createMemoryMediaStore();
  let reading = 0;
  const recorded = {
    written: [] as string[],
    mostSourceReadsAtOnce: 0,
    async read(name: string) {
      if (name.startsWith('thumb-')) return store.read(name);
      reading += 1;
      recorded.mostSourceReadsAtOnce = Math.max(recorded.mostSourceReadsAtOnce, reading);
      try {
        // A slow disk: reads overlap if nothing holds them back.
        await new Promise((resolve) => setTimeout(resolve, 20));
        return await store.read(name);
      } finally {
        reading -= 1;
      }
    },
    async write(name: string, bytes: Buffer) {
      recorded.written.push(name);
      await store.write(name, bytes);
    },
  };
  return recorded;
}

describe('GET /thumbnails/{name}-{W}x{H}', () => {
  let app: FastifyInstance;
  let media: ReturnType<typeof recordingStore>;

  beforeEach(async () => {
    media = recordingStore();
    for (let index = 1; index <= 6; index++) await media.write(`photo-${index}.jpg`, await source());
    media.written.length = 0;
    app = Fastify();
    registerThumbnails(app, media);
    await app.ready();
  });

  afterEach(() => app.close());

  const get = (name: string) => app.inject({ method: 'GET', url: `/thumbnails/${name}` });

  it("renders the spec's sizes of an existing image once, then serves the stored one", async () => {
    const first = await get('photo-1-262x262');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({ width: 262, height: 262 });
    const again = await get('photo-1-262x262');
    expect(again.rawPayload).toEqual(first.rawPayload);
    expect(media.written).toEqual(['thumb-photo-1-262x262.jpg']);
  });

  it('sends WebP to a browser that accepts it and JPEG to one that does not, each rendered once', async () => {
    const chromium = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    const getAccepting = (accept: string) =>
      app.inject({ method: 'GET', url: '/thumbnails/photo-3-262x262', headers: { accept } });

    const webp = await getAccepting(chromium);
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers.vary).toBe('Accept');
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 262,
      height: 262,
    });

    for (const accept of ['image/png,image/jpeg,*/*;q=0.8', 'image/webp;q=0, */*']) {
      const jpeg = await getAccepting(accept);
      expect(jpeg.headers['content-type'], accept).toBe('image/jpeg');
      expect(jpeg.headers.vary).toBe('Accept');
      expect(await sharp(jpeg.rawPayload).metadata()).toMatchObject({
        format: 'jpeg',
        width: 262,
        height: 262,
      });
    }

    expect((await getAccepting(chromium)).rawPayload).toEqual(webp.rawPayload);
    expect(media.written.toSorted()).toEqual(['thumb-photo-3-262x262.jpg', 'thumb-photo-3-262x262.webp']);
  });

  it('renders the 4:1 banner sizes of a 4:1 banner whole, edge to edge', async () => {
    // a red band at the left edge and a blue one at the right: a crop would lose one or both
    const banner = await sharp({ create: { width: 1600, height: 400, channels: 3, background: '#808080' } })
      .composite([
        {
          input: { create: { width: 40, height: 400, channels: 3, background: '#ff0000' } },
          left: 0,
          top: 0,
        },
        {
          input: { create: { width: 40, height: 400, channels: 3, background: '#0000ff' } },
          left: 1560,
          top: 0,
        },
      ])
      .jpeg()
      .toBuffer();
    await media.write('banner.jpg', banner);
    for (const [width, height] of [
      [400, 100],
      [800, 200],
      [1200, 300],
      [1600, 400],
    ] as const) {
      const response = await get(`banner-${width}x${height}`);
      expect(response.statusCode, `${width}x${height}`).toBe(200);
      const { data, info } = await sharp(response.rawPayload).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([width, height]);
      const pixel = (x: number) => [...data.subarray((height / 2) * info.width * 3 + x * 3).subarray(0, 3)];
      const [leftRed = 0, , leftBlue = 0] = pixel(1);
      const [rightRed = 0, , rightBlue = 0] = pixel(width - 2);
      expect(leftRed - leftBlue, 'left edge').toBeGreaterThan(150);
      expect(rightBlue - rightRed, 'right edge').toBeGreaterThan(150);
    }
    // a banner size of a square photo is served too (cropped, as every size of another shape is)
    expect((await get('photo-1-800x200')).statusCode).toBe(200);
    expect((await get('banner-800x300')).statusCode).toBe(404);
  });

  it('renders no thumbnail of a thumbnail, of a missing image or of another size', async () => {
    expect((await get('photo-1-262x262')).statusCode).toBe(200);
    // The stored thumbnail is `thumb-photo-1-262x262.jpg`: it is not a source of thumbnails.
    for (const name of [
      'thumb-photo-1-262x262-262x262',
      'thumb-photo-1-262x262-1500x1500',
      'thumb-thumb-photo-1-262x262-262x262-262x262',
      'nothing-262x262',
      'photo-1-100x100',
      'photo-1-144x144',
      'photo-1.jpg',
    ]) {
      const response = await get(name);
      expect(response.statusCode, name).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
    expect(media.written).toEqual(['thumb-photo-1-262x262.jpg']);
  });

  it('runs at most 2 resizes at once; the other requests wait and are served', async () => {
    const names = [1, 2, 3, 4, 5, 6].flatMap((index) => [`photo-${index}-393x393`, `photo-${index}-116x116`]);
    const responses = await Promise.all(names.map(get));
    expect(responses.map((response) => response.statusCode)).toEqual(names.map(() => 200));
    expect(media.mostSourceReadsAtOnce).toBe(2);
    expect(media.written.toSorted()).toEqual(names.map((name) => `thumb-${name}.jpg`).toSorted());
  });

  it('renders a thumbnail asked for by many requests at once only once', async () => {
    const responses = await Promise.all(Array.from({ length: 8 }, () => get('photo-2-1500x1500')));
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
    expect(media.written).toEqual(['thumb-photo-2-1500x1500.jpg']);
  });
});
