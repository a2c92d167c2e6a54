import sharp from 'sharp';
import type { MediaStore } from '../media/mediaStore';

const COLOURS = ['#8c2f39', '#2f6690', '#3a7d44', '#b08d57', '#5c4d7d', '#c05c2e', '#2c3e50', '#7a6c5d'];
const LETTERS = ['TC', 'GS', 'NZ', 'AU', 'CR', 'PF', 'VM', 'RB', 'SX', 'HM', 'KW', 'LD'];

/** The key (file name without extension) of the pool's image at `index`. */
export const poolImageKey = (index: number) => `demo-${index + 1}`;

/**
 * Renders the demo's images locally (a coloured square with initials, SVG to JPEG through
 * sharp), skipping those already stored, so a restart does no work. No network.
 */
export async function ensureImagePool(media: MediaStore, size: number): Promise<string[]> {
  const keys: string[] = [];
  for (let index = 0; index < size; index++) {
    const key = poolImageKey(index);
    keys.push(key);
    if (await media.read(`${key}.jpg`)) continue;
    const colour = COLOURS[index % COLOURS.length];
    const letters = LETTERS[index % LETTERS.length];
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><rect width="800" height="800" fill="${colour}"/><circle cx="400" cy="400" r="300" fill="none" stroke="#ffffff" stroke-width="12" opacity="0.5"/><text x="400" y="470" font-family="sans-serif" font-size="220" font-weight="bold" text-anchor="middle" fill="#ffffff">${letters}</text></svg>`;
    await media.write(`${key}.jpg`, await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer());
  }
  return keys;
}
