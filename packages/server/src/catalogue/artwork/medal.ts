import { coinFace, type Metal } from './coin';
import { type Artwork, linearGradient, radialGradient, SIZE, shadow, star, svgDocument } from './svg';

const WORDINGS = [
  ['FOR VALOUR', ''],
  ['THE GREAT WAR', '1914 · 1918'],
  ['WAR MEDAL', '1939 · 1945'],
  ['FOR LONG SERVICE', 'GOOD CONDUCT'],
  ['SOUTH AFRICA', '1899 · 1902'],
] as const;

const RIBBONS = [
  ['#7a1f2b', '#f2f2f2', '#1f3b7a'],
  ['#d9a520', '#1d5c3a', '#d9a520'],
  ['#5a2a7a', '#e7e7e7', '#5a2a7a'],
  ['#1a1a1a', '#c21f2f', '#f2c12e'],
] as const;

/** A striped ribbon from the top edge down to a suspender bar at `bottom`. */
function ribbon(x: number, w: number, bottom: number, colours: readonly string[]): string {
  const stripe = w / (colours.length * 2 - 1);
  const stripes = [...colours, ...[...colours].reverse().slice(1)]
    .map(
      (colour, index) =>
        `<rect x="${(x + index * stripe).toFixed(1)}" y="0" width="${(stripe + 0.5).toFixed(1)}" height="${bottom}" fill="${colour}"/>`,
    )
    .join('');
  return `${stripes}<rect x="${x}" y="0" width="${w}" height="${bottom}" fill="url(#fold)"/><rect x="${x - 12}" y="${bottom}" width="${w + 24}" height="26" rx="8" fill="url(#bar)"/>`;
}

/** Medals by gallery: a medal on its ribbon, a cap badge, or a group of three on a bar. */
export const medal: Artwork = (random, subject) => {
  const metal: Metal = random.pick(['silver', 'bronze', 'gold'] as const);
  const colours = random.pick(RIBBONS);
  const defs = `${radialGradient('velvet', ['#2f3a55', '#11151f'], '50%', '40%', '80%')}${linearGradient('fold', ['#ffffff33', '#00000000', '#00000055'], false)}${linearGradient('bar', ['#f3e3a4', '#a8852c'])}`;
  const background = `<rect width="${SIZE}" height="${SIZE}" fill="url(#velvet)"/>`;
  if (subject === 2) {
    const faces = [0, 1, 2].map((index) =>
      coinFace(random, index, {
        cx: 190 + index * 210,
        cy: 520,
        radius: 92,
        metal: index === 1 ? 'silver' : metal,
        legend: random.pick(WORDINGS),
      }),
    );
    const ribbons = [0, 1, 2]
      .map(
        (index) =>
          `<g transform="translate(0 140)">${ribbon(120 + index * 210, 140, 230, RIBBONS[(index + random.int(0, 3)) % RIBBONS.length] ?? colours)}</g>`,
      )
      .join('');
    return svgDocument(
      `${defs}${faces.map((face) => face.defs).join('')}`,
      `${background}<rect x="90" y="120" width="620" height="30" rx="8" fill="url(#bar)"/>${ribbons}${faces.map((face) => face.body).join('')}`,
    );
  }
  if (subject === 1) {
    // a cap badge: a crowned star in a wreath, in brass
    return svgDocument(
      `${defs}${radialGradient('brass', random.chance(0.5) ? ['#fff0b0', '#d9b048', '#8a6416'] : ['#ffffff', '#c9ccd3', '#6e7078'], '40%', '35%', '70%')}`,
      `${background}${shadow(412, 420, 250, 260, 0.45)}<g fill="url(#brass)" stroke="#5e4108" stroke-width="4">${star(400, 430, 250, 150, 8)}<circle cx="400" cy="430" r="130"/><path d="M 300 210 L 330 130 L 365 175 L 400 100 L 435 175 L 470 130 L 500 210 Z"/></g><circle cx="400" cy="430" r="92" fill="none" stroke="#5e4108" stroke-width="10"/><g fill="#5e4108">${star(400, 430, 60)}</g>`,
    );
  }
  const face = coinFace(random, 2, { cx: 400, cy: 540, radius: 200, metal, legend: random.pick(WORDINGS) });
  return svgDocument(
    `${defs}${face.defs}`,
    `${background}${ribbon(310, 180, 290, colours)}<rect x="388" y="316" width="24" height="40" rx="10" fill="url(#bar)"/>${shadow(412, 556, 204, 204, 0.45)}${face.body}`,
  );
};
