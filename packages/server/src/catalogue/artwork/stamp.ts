import type { Random } from '../random';
import { type Artwork, linearGradient, PROFILE, SIZE, shadow, star, svgDocument, text } from './svg';

const INKS = ['#8c1d2c', '#1f4e8c', '#2d6a3e', '#6b3f8c', '#a4561c', '#3a3a46'] as const;
const COUNTRIES = ['NEW ZEALAND', 'AUSTRALIA', 'GREAT BRITAIN', 'CANADA', 'FRANCE'] as const;
const DENOMINATIONS = ['1d', '2d', '3d', '4d', '6d', '1/-', '5c', '10c', '25c', '45c'] as const;

/**
 * A stamp's paper with a perforated edge: holes of the background's colour punched along each
 * side, so the edge shows teeth at any size.
 */
function perforated(x: number, y: number, w: number, h: number, hole: string, paper = '#fbf8ef'): string {
  const holes: string[] = [];
  const gap = 22;
  for (let along = x; along <= x + w + 0.1; along += w / Math.round(w / gap)) {
    holes.push(
      `<circle cx="${along.toFixed(1)}" cy="${y}" r="7"/><circle cx="${along.toFixed(1)}" cy="${y + h}" r="7"/>`,
    );
  }
  for (let along = y; along <= y + h + 0.1; along += h / Math.round(h / gap)) {
    holes.push(
      `<circle cx="${x}" cy="${along.toFixed(1)}" r="7"/><circle cx="${x + w}" cy="${along.toFixed(1)}" r="7"/>`,
    );
  }
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${paper}"/><g fill="${hole}">${holes.join('')}</g>`;
}

/** The design inside the perforations: frame, picture, country and denomination. */
function design(
  random: Random,
  x: number,
  y: number,
  w: number,
  h: number,
  picture: 'portrait' | 'scene',
): string {
  const ink = random.pick(INKS);
  const country = random.pick(COUNTRIES);
  const value = random.pick(DENOMINATIONS);
  const [ix, iy, iw, ih] = [x + 22, y + 22, w - 44, h - 44];
  const scene =
    picture === 'portrait'
      ? `<rect x="${ix + 16}" y="${iy + 56}" width="${iw - 32}" height="${ih - 120}" fill="${ink}" opacity="0.18"/><g transform="translate(${ix + iw / 2} ${iy + 56 + (ih - 120) / 2 + 10}) scale(${((ih - 120) / 380).toFixed(3)})"><path d="${PROFILE}" fill="${ink}"/></g>`
      : `<rect x="${ix + 16}" y="${iy + 56}" width="${iw - 32}" height="${ih - 120}" fill="#f3e6c4"/><circle cx="${ix + iw * 0.7}" cy="${iy + 56 + (ih - 120) * 0.35}" r="${ih * 0.09}" fill="${ink}" opacity="0.55"/><path d="M ${ix + 16} ${iy + ih - 64} L ${ix + iw * 0.3} ${iy + 56 + (ih - 120) * 0.35} L ${ix + iw * 0.48} ${iy + ih * 0.62} L ${ix + iw * 0.62} ${iy + 56 + (ih - 120) * 0.25} L ${ix + iw - 16} ${iy + ih - 64} Z" fill="${ink}"/><path d="M ${ix + iw * 0.24} ${iy + ih * 0.5} L ${ix + iw * 0.3} ${iy + 56 + (ih - 120) * 0.35} L ${ix + iw * 0.36} ${iy + ih * 0.5} Z M ${ix + iw * 0.56} ${iy + ih * 0.46} L ${ix + iw * 0.62} ${iy + 56 + (ih - 120) * 0.25} L ${ix + iw * 0.68} ${iy + ih * 0.46} Z" fill="#fbf8ef"/>`;
  return `<rect x="${ix}" y="${iy}" width="${iw}" height="${ih}" fill="${ink}" opacity="0.12"/><rect x="${ix}" y="${iy}" width="${iw}" height="${ih}" fill="none" stroke="${ink}" stroke-width="8"/>${scene}${text(ix + iw / 2, iy + 42, country, { size: Math.min(30, Math.round((iw - 30) / (country.length * 0.75))), fill: ink })}<rect x="${ix}" y="${iy + ih - 60}" width="${iw}" height="60" fill="${ink}"/>${text(ix + iw - 16, iy + ih - 14, value, { size: 44, fill: '#fbf8ef', anchor: 'end' })}${text(ix + 16, iy + ih - 20, 'POSTAGE', { size: 22, fill: '#fbf8ef', anchor: 'start' })}`;
}

/** A cancellation: a ring with the town and date, and wavy bars. */
function postmark(cx: number, cy: number, random: Random): string {
  const bars = [0, 1, 2, 3]
    .map((bar) => `<path d="M ${cx + 60} ${cy - 30 + bar * 20} q 25 -12 50 0 t 50 0 t 50 0" fill="none"/>`)
    .join('');
  return `<g stroke="#2b2b33" stroke-width="5" opacity="0.7" fill="none"><circle cx="${cx}" cy="${cy}" r="62"/><circle cx="${cx}" cy="${cy}" r="44"/>${bars}</g>${text(cx, cy + 8, `${random.int(1, 28)} ${random.pick(['JA', 'MR', 'JU', 'SE', 'NO'])} ${random.int(20, 89)}`, { size: 18, fill: '#2b2b33', family: 'sans-serif' })}`;
}

/**
 * Stamps by gallery: a first day cover (an envelope with its stamp and postmark), a definitive
 * (a portrait) and a commemorative (a wide scene), each with perforations and a denomination.
 */
export const stamp: Artwork = (random, subject) => {
  const page = random.pick(['#efe7d4', '#1f2024', '#e6e1d3'] as const);
  const defs = linearGradient('page', [page, page]);
  if (subject === 0) {
    const lines = [0, 1, 2]
      .map(
        (line) =>
          `<rect x="${330}" y="${470 + line * 46}" width="${300 - line * 40}" height="10" rx="5" fill="#8b8577"/>`,
      )
      .join('');
    return svgDocument(
      defs,
      `<rect width="${SIZE}" height="${SIZE}" fill="${page}"/>${shadow(408, 412, 365, 240, 0.3)}<g transform="rotate(${random.int(-4, 4)} 400 400)"><rect x="40" y="170" width="720" height="460" rx="8" fill="#fffaf0"/><g fill="${random.pick(INKS)}">${star(170, 300, 70)}</g>${text(170, 410, 'FIRST DAY', { size: 28, fill: '#3a3a46' })}${text(170, 445, 'OF ISSUE', { size: 28, fill: '#3a3a46' })}${lines}${perforated(530, 190, 200, 250, '#fffaf0')}${design(random, 530, 190, 200, 250, random.chance(0.5) ? 'portrait' : 'scene')}${postmark(505, 300, random)}</g>`,
    );
  }
  const wide = subject === 2;
  const [w, h] = wide ? [600, 440] : [440, 560];
  const [x, y] = [(SIZE - w) / 2, (SIZE - h) / 2];
  return svgDocument(
    defs,
    `<rect width="${SIZE}" height="${SIZE}" fill="${page}"/><g transform="rotate(${random.int(-3, 3)} 400 400)">${shadow(406, 408, w / 2 + 8, h / 2 + 8, 0.25)}${perforated(x, y, w, h, page)}${design(random, x, y, w, h, wide ? 'scene' : 'portrait')}${random.chance(0.4) ? postmark(x + w * 0.3, y + h * 0.75, random) : ''}</g>`,
  );
};
