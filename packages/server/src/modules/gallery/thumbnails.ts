import { BANNER_SIZES, THUMBNAIL_SIZES } from '@trove/core/gallery';
import type { FastifyInstance } from 'fastify';
import sharp, { type Sharp } from 'sharp';
import { createSemaphore } from '../../concurrency/semaphore';
import type { MediaStore } from '../../media/mediaStore';

const THUMBNAIL = /^([A-Za-z0-9_][A-Za-z0-9_.-]*)-(\d{1,4})x(\d{1,4})$/;
const ALLOWED: ReadonlySet<string> = new Set([...Object.values(THUMBNAIL_SIZES), ...BANNER_SIZES]);
/**
 * Rendered thumbnails are kept in the media store under this prefix. A name with it is never a
 * source: else `/thumbnails/thumb-demo-1-262x262-262x262` would resize a thumbnail and store the
 * result, and each longer name another file, without end.
 */
const RENDERED_PREFIX = 'thumb-';
// Thumbnails of a name never change, so caches may keep them for a year.
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The formats a thumbnail is sent in: WebP to browsers that accept it (a third smaller), else JPEG. */
const FORMATS = {
  webp: {
    extension: 'webp',
    type: 'image/webp',
    encode: (image: Sharp) => image.webp({ quality: 80 }),
  },
  jpeg: { extension: 'jpg', type: 'image/jpeg', encode: (image: Sharp) => image.jpeg({ quality: 82 }) },
} as const;
type Format = (typeof FORMATS)[keyof typeof FORMATS];

/** WebP when the request's Accept names it (and not with q=0); browsers that do all decode it. */
function formatFor(accept: string | undefined): Format {
  const acceptsWebp = (accept ?? '').split(',').some((range) => {
    const [type = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    return type === 'image/webp' && !params.some((param) => /^q=0(\.0*)?$/.test(param));
  });
  return acceptsWebp ? FORMATS.webp : FORMATS.jpeg;
}

export interface ThumbnailOptions {
  /** Resizes that may run at once; the others wait. Default 2: each takes a core and tens of MB. */
  concurrency?: number;
}

/**
 * `GET /thumbnails/{name}-{W}x{H}`: the media file `{name}.jpg` resized with sharp to one of
 * core's THUMBNAIL_SIZES and BANNER_SIZES (others are 404): the spec's squares, and the 4:1 banner sizes the spec
 * does not give (a 4:1 banner is resized whole, a picture of another shape cropped to the size),
 * as WebP or JPEG by the request's Accept (Vary: Accept), each rendered once and kept in the media
 * store.
 */
export function registerThumbnails(
  app: FastifyInstance,
  media: MediaStore,
  { concurrency = 2 }: ThumbnailOptions = {},
): void {
  const resizes = createSemaphore(concurrency);
  // Requests for a thumbnail being rendered wait for that rendering instead of starting another.
  const rendering = new Map<string, Promise<Buffer | undefined>>();

  const render = (name: string, width: number, height: number, format: Format, cacheName: string) =>
    resizes.run(async () => {
      // Read inside the semaphore, so waiting requests hold no image in memory.
      const original = await media.read(`${name}.jpg`);
      if (!original) return undefined;
      const bytes = await format.encode(sharp(original).resize(width, height, { fit: 'cover' })).toBuffer();
      await media.write(cacheName, bytes);
      return bytes;
    });

  app.get('/thumbnails/:file', { schema: { hide: true } }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const [, name, width, height] = THUMBNAIL.exec(file) ?? [];
    if (
      !name ||
      !width ||
      !height ||
      !ALLOWED.has(`${width}x${height}`) ||
      name.includes('..') ||
      name.startsWith(RENDERED_PREFIX)
    ) {
      return reply.status(404).send({ detail: 'Not found.' });
    }
    const format = formatFor(request.headers.accept);
    const cacheName = `${RENDERED_PREFIX}${name}-${width}x${height}.${format.extension}`;
    let bytes = await media.read(cacheName);
    if (!bytes) {
      let pending = rendering.get(cacheName);
      if (!pending) {
        pending = render(name, Number(width), Number(height), format, cacheName).finally(() =>
          rendering.delete(cacheName),
        );
        rendering.set(cacheName, pending);
      }
      bytes = await pending;
      if (!bytes) return reply.status(404).send({ detail: 'Not found.' });
    }
    // Partner pages embed the widgets on other origins: their <img> must be allowed to load these.
    return (
      reply
        .header('Cache-Control', CACHE_CONTROL)
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        // A cache between keeps the WebP and the JPEG apart.
        .header('Vary', 'Accept')
        .type(format.type)
        .send(bytes)
    );
  });
}
