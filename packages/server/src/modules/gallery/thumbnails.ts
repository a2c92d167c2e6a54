import { THUMBNAIL_SIZES } from '@trove/core/gallery';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { MediaStore } from '../../media/mediaStore';

const THUMBNAIL = /^([A-Za-z0-9_][A-Za-z0-9_.-]*)-(\d{1,4})x(\d{1,4})$/;
const ALLOWED: ReadonlySet<string> = new Set(Object.values(THUMBNAIL_SIZES));
// Thumbnails of a name never change, so caches may keep them for a year.
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * `GET /thumbnails/{name}-{W}x{H}`: the media file `{name}.jpg` resized with sharp to one of the
 * spec's sizes (others are 404), rendered once and kept in the media store.
 */
export function registerThumbnails(app: FastifyInstance, media: MediaStore): void {
  const renderMedia = async (name: string) => media.read(`${name}.jpg`);
  app.get('/thumbnails/:file', { schema: { hide: true } }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const match = THUMBNAIL.exec(file);
    const [, name, width, height] = match ?? [];
    if (!name || !width || !height || !ALLOWED.has(`${width}x${height}`) || name.includes('..')) {
      return reply.status(404).send({ detail: 'Not found.' });
    }
    const cacheName = `thumb-${name}-${width}x${height}.jpg`;
    let bytes = await media.read(cacheName);
    if (!bytes) {
      const original = await renderMedia(name);
      if (!original) return reply.status(404).send({ detail: 'Not found.' });
      bytes = await sharp(original)
        .resize(Number(width), Number(height), { fit: 'cover' })
        .jpeg({ quality: 82 })
        .toBuffer();
      await media.write(cacheName, bytes);
    }
    // Partner pages embed the widgets on other origins: their <img> must be allowed to load these.
    return reply
      .header('Cache-Control', CACHE_CONTROL)
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .type('image/jpeg')
      .send(bytes);
  });
}
