import sharp from 'sharp';
import type { MediaStore } from '../media/mediaStore';
import { antique } from './artwork/antique';
import { banknote } from './artwork/banknote';
import { type BannerText, banner } from './artwork/banner';
import { card } from './artwork/card';
import { coin } from './artwork/coin';
import { logo } from './artwork/logo';
import { medal } from './artwork/medal';
import { poster } from './artwork/poster';
import { stamp } from './artwork/stamp';
import type { Artwork } from './artwork/svg';
import { toy } from './artwork/toy';
import { createRandom, type Random } from './random';

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

/**
 * The gallery headers' banners: a wide picture each (not a square pool image, which a 4:1 banner
 * box showed as a strip across one coin), three of the kind's pictures beside the banner's text.
 */
export const DEMO_BANNERS = {
  'coins-of-the-month': {
    kind: 'coin',
    title: 'Coins of the month',
    subtitle: 'Fresh from the galleries',
  },
  coins: { kind: 'coin', title: 'Coins', subtitle: 'New Zealand, Australia, the world' },
} as const satisfies Record<string, BannerText & { kind: ImageKind }>;
export type DemoBanner = keyof typeof DEMO_BANNERS;

/** The demo's images by kind: their keys (media file names without `.jpg`); the banners' by name. */
export type ImagePool = Partial<Record<ImageKind, string[]>> & {
  banners?: Partial<Record<DemoBanner, string>>;
};

/** The key of the pool's image `index` of `kind`; named by kind, so no older picture's cache is reused. */
export const poolImageKey = (kind: ImageKind, index: number) => `demo-${kind}-${index + 1}`;

/** The key of a demo banner's image, named by the banner. */
export const bannerImageKey = (name: DemoBanner) => `demo-banner-${name}`;

// Rendered once a process: every test app that seeds the catalogue takes the same bytes.
const rendered = new Map<string, Promise<Buffer>>();

/** The image of `key` drawn by `draw` from a seed of the key: the same picture on every machine. */
function render(key: string, draw: (random: Random) => string): Promise<Buffer> {
  let bytes = rendered.get(key);
  if (!bytes) {
    const seed = [...key].reduce(
      (hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16_777_619) >>> 0,
      2_166_136_261,
    );
    bytes = sharp(Buffer.from(draw(createRandom(seed))))
      .jpeg({ quality: 82 })
      .toBuffer();
    rendered.set(key, bytes);
  }
  return bytes;
}

/** Writes the image of `key` unless the store has it, so a restart does no work. */
async function ensure(media: MediaStore, key: string, draw: (random: Random) => string): Promise<void> {
  if (await media.read(`${key}.jpg`)) return;
  await media.write(`${key}.jpg`, await render(key, draw));
}

/**
 * Renders the demo's images locally (procedural SVG to JPEG through sharp: coins, banknotes,
 * stamps, medals, antiques, toys, sports cards, event posters, organisation logos, and the
 * headers' 4:1 banners), skipping those already stored, so a restart does no work. No network.
 */
export async function ensureImagePool(media: MediaStore, perKind = IMAGES_PER_KIND): Promise<ImagePool> {
  const pool: ImagePool = { banners: {} };
  const kinds = Object.keys(IMAGE_KINDS) as ImageKind[];
  const names = Object.keys(DEMO_BANNERS) as DemoBanner[];
  await Promise.all([
    ...kinds.map(async (kind) => {
      const keys = Array.from({ length: perKind }, (_, index) => poolImageKey(kind, index));
      pool[kind] = keys;
      for (const [index, key] of keys.entries()) {
        await ensure(media, key, (random) => IMAGE_KINDS[kind](random, index % GALLERY_SUBJECTS));
      }
    }),
    ...names.map(async (name) => {
      const { kind, ...words } = DEMO_BANNERS[name];
      const key = bannerImageKey(name);
      await ensure(media, key, (random) => banner(random, IMAGE_KINDS[kind], words));
      if (pool.banners) pool.banners[name] = key;
    }),
  ]);
  return pool;
}
