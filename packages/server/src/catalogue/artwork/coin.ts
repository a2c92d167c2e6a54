import type { Random } from '../random';
import {
  type Artwork,
  CENTRE,
  circleText,
  embossed,
  laurel,
  PROFILE,
  PROFILE_DETAIL,
  radialGradient,
  SIZE,
  shadow,
  star,
  svgDocument,
} from './svg';

/** Metals: highlight, body, shade and the dark of the relief's edge. */
export const METALS = {
  gold: ['#fff1b8', '#e2b64a', '#a87a1c', '#5e4108'],
  silver: ['#ffffff', '#d3d5da', '#9a9ca4', '#4f5058'],
  bronze: ['#f4c08c', '#c07a3c', '#87491c', '#3f200a'],
} as const;
export type Metal = keyof typeof METALS;

const VELVETS = [
  ['#34466e', '#141b2e'],
  ['#5a2a3a', '#220e16'],
  ['#2f5546', '#10211a'],
  ['#4a4038', '#1a1512'],
] as const;

/** What each gallery's coins say: the country round the top, and their denominations. */
const ISSUERS: readonly { legends: string[]; denominations: string[] }[] = [
  { legends: ['NEW ZEALAND'], denominations: ['ONE FLORIN', 'HALF CROWN', 'SIXPENCE', 'ONE DOLLAR'] },
  { legends: ['AUSTRALIA'], denominations: ['ONE PENNY', 'TWO SHILLINGS', 'FIFTY CENTS', 'ONE DOLLAR'] },
  {
    legends: ['UNITED KINGDOM', 'CANADA', 'REPUBLIQUE FRANCAISE', 'UNITED STATES'],
    denominations: ['ONE CROWN', 'ONE DOLLAR', 'CINQ FRANCS', 'HALF DOLLAR'],
  },
];

/** A kiwi, the New Zealand reverse. */
const KIWI =
  '<ellipse cx="-20" cy="20" rx="130" ry="92"/><circle cx="95" cy="-40" r="42"/><path d="M 130 -30 C 190 10 225 70 240 110 L 232 114 C 210 70 180 30 122 -12 Z"/><rect x="-40" y="100" width="12" height="70" rx="5"/><rect x="10" y="100" width="12" height="70" rx="5"/><rect x="-55" y="160" width="40" height="10" rx="5"/><rect x="-5" y="160" width="40" height="10" rx="5"/>';

/** A crowned shield, the reverse of the other galleries. */
const SHIELD =
  '<path d="M -110 -60 L 110 -60 L 110 40 C 110 120 40 160 0 180 C -40 160 -110 120 -110 40 Z"/><path d="M -90 -90 L -70 -150 L -35 -110 L 0 -170 L 35 -110 L 70 -150 L 90 -90 Z"/><rect x="-95" y="-85" width="190" height="18" rx="6"/>';

/** The reverse's emblem of a gallery, round (0, 0). */
function emblem(subject: number): string {
  if (subject === 0) return KIWI;
  if (subject === 1) {
    // the Southern Cross
    return [
      star(0, -120, 42),
      star(-95, -10, 38),
      star(95, -30, 34),
      star(10, 120, 46),
      star(40, 30, 20),
    ].join('');
  }
  return SHIELD;
}

/** The face of a coin: a portrait (obverse) or an emblem (reverse), legend and date round it. */
export function coinFace(
  random: Random,
  subject: number,
  {
    cx,
    cy,
    radius,
    metal,
    legend: wording,
  }: {
    cx: number;
    cy: number;
    radius: number;
    metal: Metal;
    /** A medal's wording round the top and bottom, instead of a coin's country and denomination. */
    legend?: readonly [top: string, bottom: string];
  },
): { defs: string; body: string } {
  const [light, body, shade, dark] = METALS[metal];
  const id = `coin${Math.round(cx)}${Math.round(cy)}`;
  const issuer = ISSUERS[subject % ISSUERS.length] ?? ISSUERS[0];
  const legend = random.pick(issuer?.legends ?? ['']);
  const denomination = random.pick(issuer?.denominations ?? ['']);
  const obverse = random.chance(0.5);
  const scale = radius / 330;
  const milling: string[] = [];
  for (let tooth = 0; tooth < 220; tooth++) {
    const angle = (tooth / 220) * Math.PI * 2;
    const inner = radius - 14 * scale;
    milling.push(
      `M ${(cx + inner * Math.cos(angle)).toFixed(1)} ${(cy + inner * Math.sin(angle)).toFixed(1)} L ${(cx + radius * Math.cos(angle)).toFixed(1)} ${(cy + radius * Math.sin(angle)).toFixed(1)}`,
    );
  }
  const beads: string[] = [];
  for (let bead = 0; bead < 96; bead++) {
    const angle = (bead / 96) * Math.PI * 2;
    const r = radius - 44 * scale;
    beads.push(
      `<circle cx="${(cx + r * Math.cos(angle)).toFixed(1)}" cy="${(cy + r * Math.sin(angle)).toFixed(1)}" r="${(4 * scale).toFixed(1)}"/>`,
    );
  }
  const relief = obverse
    ? `<g transform="translate(${cx - 5 * scale} ${cy + 5 * scale}) scale(${0.9 * scale})">${embossed(`<path d="${PROFILE}"/>`, dark, light, body, 6)}<path d="${PROFILE_DETAIL}" fill="none" stroke="${shade}" stroke-width="7" stroke-linecap="round"/></g>`
    : `<g transform="translate(${cx} ${cy - 10 * scale}) scale(${0.85 * scale})">${embossed(emblem(subject), dark, light, body, 6)}</g>${
        subject === 1
          ? ''
          : `<g fill="${shade}">${laurel(cx, cy, radius * 0.62, Math.PI * 0.62, Math.PI * 0.95, 22 * scale)}${laurel(cx, cy, radius * 0.62, Math.PI * 0.38, Math.PI * 0.05, 22 * scale)}</g>`
      }`;
  const lettering = (content: string, bottom: boolean) => {
    const options = { cx, cy, radius: radius - 86 * scale, size: Math.round(48 * scale), bottom };
    return `<g transform="translate(2 2)">${circleText(content, { ...options, fill: dark })}</g>${circleText(content, { ...options, fill: shade })}`;
  };
  return {
    defs: `${radialGradient(`${id}rim`, [light, body, shade], '35%', '30%', '80%')}${radialGradient(`${id}field`, [light, body, body, shade], '38%', '32%', '75%')}`,
    body: `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="url(#${id}rim)"/><path d="${milling.join(' ')}" stroke="${dark}" stroke-width="${(2.4 * scale).toFixed(1)}" opacity="0.6"/><circle cx="${cx}" cy="${cy}" r="${radius - 20 * scale}" fill="url(#${id}field)" stroke="${dark}" stroke-width="${(3 * scale).toFixed(1)}" stroke-opacity="0.6"/><g fill="${shade}">${beads.join('')}</g>${relief}${lettering(wording?.[0] ?? (obverse ? legend : denomination), false)}${lettering(wording?.[1] ?? (obverse ? denomination : legend), true)}`,
  };
}

/**
 * A struck coin on velvet: milled rim, beaded border, portrait or emblem, country and denomination.
 * No year: each image is shared by many listings of its gallery, each with its own year.
 */
export const coin: Artwork = (random, subject) => {
  const [lit, deep] = random.pick(VELVETS);
  const metal = random.pick(['gold', 'silver', 'silver', 'bronze'] as const);
  const face = coinFace(random, subject, { cx: CENTRE, cy: CENTRE - 6, radius: 330, metal });
  return svgDocument(
    `${radialGradient('velvet', [lit, deep], '50%', '45%', '75%')}${face.defs}`,
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#velvet)"/>${shadow(CENTRE + 14, CENTRE + 14, 336, 336, 0.45)}${face.body}`,
  );
};
