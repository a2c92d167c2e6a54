import type { Random } from '../random';

/** The side of every demo image: large enough for the item page, shrunk for tiles and banners. */
export const SIZE = 800;
export const CENTRE = SIZE / 2;

/** A drawing of one demo image: SVG markup of a SIZE x SIZE picture. */
export type Artwork = (random: Random, subject: number) => string;

/** The whole picture: its definitions (gradients), then its shapes. */
export const svgDocument = (defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}"><defs>${defs}</defs>${body}</svg>`;

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface TextStyle {
  size: number;
  fill: string;
  family?: 'serif' | 'sans-serif' | 'monospace';
  weight?: 'normal' | 'bold';
  anchor?: 'start' | 'middle' | 'end';
  spacing?: number;
}

export function text(x: number, y: number, content: string, style: TextStyle, extra = ''): string {
  const { size, fill, family = 'serif', weight = 'bold', anchor = 'middle', spacing = 0 } = style;
  return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-family="${family === 'serif' ? 'DejaVu Serif, serif' : family === 'monospace' ? 'DejaVu Sans Mono, monospace' : 'DejaVu Sans, sans-serif'}" font-size="${size}" font-weight="${weight}" text-anchor="${anchor}" letter-spacing="${spacing}" fill="${fill}" ${extra}>${escapeText(content)}</text>`;
}

/**
 * Text set round a circle, a letter at a time (librsvg's textPath is not to be relied on): along
 * the top reading clockwise, or along the bottom reading left to right, letters upright.
 */
export function circleText(
  content: string,
  {
    cx = CENTRE,
    cy = CENTRE,
    radius,
    size,
    fill,
    bottom = false,
  }: {
    cx?: number;
    cy?: number;
    radius: number;
    size: number;
    fill: string;
    bottom?: boolean;
  },
): string {
  const advance = (char: string) => (char === ' ' ? 0.4 : char === '·' || char === '.' ? 0.45 : 0.74) * size;
  const widths = [...content].map(advance);
  const total = widths.reduce((sum, width) => sum + width, 0);
  let offset = -total / 2;
  const letters: string[] = [];
  for (const [index, char] of [...content].entries()) {
    const middle = offset + (widths[index] ?? 0) / 2;
    offset += widths[index] ?? 0;
    if (char === ' ') continue;
    const angle = bottom ? Math.PI / 2 - middle / radius : -Math.PI / 2 + middle / radius;
    const x = cx + radius * Math.cos(angle);
    const y = cy + radius * Math.sin(angle);
    const turn = ((angle * 180) / Math.PI + (bottom ? -90 : 90)).toFixed(1);
    letters.push(
      `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${turn})">${text(0, size * 0.36, char, { size, fill })}</g>`,
    );
  }
  return letters.join('');
}

/** A shape drawn raised, as struck metal: a dark edge below right, a light one above left. */
export const embossed = (shape: string, dark: string, light: string, fill: string, depth = 3) =>
  `<g transform="translate(${depth} ${depth})" fill="${dark}">${shape}</g><g transform="translate(${-depth / 1.5} ${-depth / 1.5})" fill="${light}">${shape}</g><g fill="${fill}">${shape}</g>`;

export const radialGradient = (id: string, stops: string[], cx = '40%', cy = '35%', r = '70%') =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
    .map(
      (colour, index) =>
        `<stop offset="${(index / Math.max(1, stops.length - 1)).toFixed(2)}" stop-color="${colour}"/>`,
    )
    .join('')}</radialGradient>`;

export const linearGradient = (id: string, stops: string[], vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
    .map(
      (colour, index) =>
        `<stop offset="${(index / Math.max(1, stops.length - 1)).toFixed(2)}" stop-color="${colour}"/>`,
    )
    .join('')}</linearGradient>`;

/** A soft shadow under an object resting on the surface. */
export const shadow = (cx: number, cy: number, rx: number, ry: number, opacity = 0.35) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#000" opacity="${opacity}"/>`;

/** A profile head facing right, about 340 units tall round (0, 0), as on coins, notes and stamps. */
export const PROFILE =
  'M -95 175 C -100 130 -125 90 -132 40 C -150 -50 -125 -150 -40 -178 C 45 -200 115 -150 128 -85 C 132 -60 128 -45 136 -30 C 142 -15 150 5 166 26 C 170 32 160 38 146 40 C 148 48 150 54 146 58 C 150 62 148 68 142 72 C 148 80 146 92 138 104 C 130 118 115 126 100 128 C 96 145 98 160 104 176 Z';

/** Hair and a laurel band over PROFILE, so the head reads as a portrait and not a blot. */
export const PROFILE_DETAIL =
  'M -120 -40 C -90 -120 -20 -160 60 -150 M -110 10 C -80 -70 -10 -110 70 -110 M -100 60 C -70 -20 0 -60 60 -70 M -60 -175 C -30 -140 10 -125 60 -130';

export const profile = (x: number, y: number, scale: number, fill: string, detail: string) =>
  `<g transform="translate(${x} ${y}) scale(${scale})"><path d="${PROFILE}" fill="${fill}"/><path d="${PROFILE_DETAIL}" fill="none" stroke="${detail}" stroke-width="7" stroke-linecap="round"/><circle cx="78" cy="-40" r="7" fill="${detail}"/></g>`;

/** A five-pointed star round (cx, cy). */
export function star(cx: number, cy: number, outer: number, inner = outer * 0.42, points = 5): string {
  const corners: string[] = [];
  for (let index = 0; index < points * 2; index++) {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (index * Math.PI) / points;
    corners.push(
      `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`,
    );
  }
  return `<polygon points="${corners.join(' ')}"/>`;
}

/** A laurel branch of leaves along an arc, for wreaths round numerals and emblems. */
export function laurel(
  cx: number,
  cy: number,
  radius: number,
  from: number,
  to: number,
  leaf: number,
): string {
  const leaves: string[] = [];
  const steps = Math.max(4, Math.round((Math.abs(to - from) * radius) / (leaf * 1.3)));
  for (let step = 0; step <= steps; step++) {
    const angle = from + ((to - from) * step) / steps;
    const x = cx + radius * Math.cos(angle);
    const y = cy + radius * Math.sin(angle);
    const degrees = (angle * 180) / Math.PI;
    for (const side of [-1, 1]) {
      leaves.push(
        `<ellipse cx="0" cy="${(side * leaf * 0.55).toFixed(1)}" rx="${leaf * 0.7}" ry="${leaf * 0.28}" transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${(degrees + 90 + side * 35).toFixed(1)})"/>`,
      );
    }
  }
  return leaves.join('');
}

/** A guilloche rosette (a hypotrochoid) as banknotes print them: fine lines round a centre. */
export function rosette(cx: number, cy: number, size: number, random: Random, stroke: string): string {
  const ratios = [
    [5, 3],
    [7, 4],
    [9, 5],
    [11, 6],
  ] as const;
  const [big, small] = ratios[random.int(0, ratios.length - 1)] ?? [5, 3];
  const layers: string[] = [];
  for (let layer = 0; layer < 3; layer++) {
    const R = size * (1 - layer * 0.22);
    const r = (R * small) / (big * 2);
    const d = r * (1.1 + layer * 0.15);
    const points: string[] = [];
    const turns = small * 2;
    for (let step = 0; step <= 720; step++) {
      const t = (step / 720) * Math.PI * 2 * turns;
      const x = (R - r) * Math.cos(t) + d * Math.cos(((R - r) / r) * t);
      const y = (R - r) * Math.sin(t) - d * Math.sin(((R - r) / r) * t);
      const scale = size / (R - r + d);
      points.push(
        `${(cx + x * scale * (1 - layer * 0.22)).toFixed(1)},${(cy + y * scale * (1 - layer * 0.22)).toFixed(1)}`,
      );
    }
    layers.push(
      `<polyline points="${points.join(' ')}" fill="none" stroke="${stroke}" stroke-width="${(1.6 - layer * 0.3).toFixed(1)}" opacity="${(0.9 - layer * 0.15).toFixed(2)}"/>`,
    );
  }
  return layers.join('');
}

export const pick = <T>(random: Random, list: readonly T[]): T => random.pick(list);
