import sharp from 'sharp';
import type { MediaStore } from '../media/mediaStore';
import { antique } from './artwork/antique';
import { banknote } from './artwork/banknote';
import { card } from './artwork/card';
import { coin } from './artwork/coin';
import { logo } from './artwork/logo';
import { medal } from './artwork/medal';
import { poster } from './artwork/poster';
import { stamp } from './artwork/stamp';
import type { Artwork } from './artwork/svg';
import { toy } from './artwork/toy';
import { createRandom } from './random';

/** The demo's pictures by what they show; a section of the demo tree names its kind. */
export const IMAGE_KINDS = {
  coin,
  banknote,
  stamp,
  medal,
  antique,
  toy,
  card,
  poster,
  logo,
} satisfies Record<string, Artwork>;
export type ImageKind = keyof typeof IMAGE_KINDS;

/**
 * Images of each kind: a section's three galleries take turns (image i draws gallery i % 3's
 * subject: New Zealand coins, Australian ones, the world's), two variants each.
 */
export const IMAGES_PER_KIND = 6;
export const GALLERY_SUBJECTS = 3;

/** The demo's images by kind: their keys (media file names without `.jpg`). */
export type ImagePool = Partial<Record<ImageKind, string[]>>;

/** The key of the pool's image `index` of `kind`; named by kind, so no older picture's cache is reused. */
export const poolImageKey = (kind: ImageKind, index: number) => `demo-${kind}-${index + 1}`;

// Rendered once a process: every test app that seeds the catalogue takes the same bytes.
const rendered = new Map<string, Promise<Buffer>>();

function render(kind: ImageKind, index: number): Promise<Buffer> {
  const key = poolImageKey(kind, index);
  let bytes = rendered.get(key);
  if (!bytes) {
    // each image its own seed, from its kind and position: the same picture on every machine
    const seed = [...key].reduce(
      (hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16_777_619) >>> 0,
      2_166_136_261,
    );
    const svg = IMAGE_KINDS[kind](createRandom(seed), index % GALLERY_SUBJECTS);
    bytes = sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
    rendered.set(key, bytes);
  }
  return bytes;
}

/**
 * Renders the demo's images locally (procedural SVG to JPEG through sharp: coins, banknotes,
 * stamps, medals, antiques, toys, sports cards, event posters, organisation logos), skipping
 * those already stored, so a restart does no work. No network.
 */
export async function ensureImagePool(media: MediaStore, perKind = IMAGES_PER_KIND): Promise<ImagePool> {
  const pool: ImagePool = {};
  const kinds = Object.keys(IMAGE_KINDS) as ImageKind[];
  await Promise.all(
    kinds.map(async (kind) => {
      const keys = Array.from({ length: perKind }, (_, index) => poolImageKey(kind, index));
      pool[kind] = keys;
      for (const [index, key] of keys.entries()) {
        if (await media.read(`${key}.jpg`)) continue;
        await media.write(`${key}.jpg`, await render(kind, index));
      }
    }),
  );
  return pool;
}
