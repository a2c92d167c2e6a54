import { type Artwork, laurel, SIZE, star, svgDocument, text } from './svg';

const BRANDS = [
  { ground: '#f6f3ec', mark: '#1f3b7a', accent: '#c9a23a' },
  { ground: '#1f2d3d', mark: '#f2c12e', accent: '#f6f3ec' },
  { ground: '#f4efe6', mark: '#7a1f2b', accent: '#2d6a3e' },
  { ground: '#e9f0ec', mark: '#2d6a3e', accent: '#7a1f2b' },
] as const;

/** The emblem of a dealer (a stack of coins), a club (a wreath and star), an auction house (a gavel). */
function emblem(subject: number, mark: string, accent: string): string {
  if (subject === 0) {
    return [0, 1, 2, 3]
      .map(
        (index) =>
          `<ellipse cx="400" cy="${470 - index * 48}" rx="120" ry="40" fill="${index % 2 ? accent : mark}" stroke="${mark}" stroke-width="8"/><rect x="280" y="${470 - index * 48}" width="240" height="36" fill="${index % 2 ? accent : mark}"/>`,
      )
      .reverse()
      .join('');
  }
  if (subject === 1) {
    return `<g fill="${accent}">${laurel(400, 400, 150, Math.PI * 0.55, Math.PI * 1.35, 34)}${laurel(400, 400, 150, Math.PI * 0.45, -Math.PI * 0.35, 34)}</g><g fill="${mark}">${star(400, 390, 95)}</g>`;
  }
  return `<g transform="rotate(-35 400 380)" fill="${mark}"><rect x="300" y="300" width="200" height="90" rx="20"/><rect x="280" y="290" width="30" height="110" rx="8" fill="${accent}"/><rect x="490" y="290" width="30" height="110" rx="8" fill="${accent}"/><rect x="385" y="390" width="30" height="220" rx="12"/></g><rect x="250" y="540" width="300" height="36" rx="10" fill="${accent}"/>`;
}

/** An organisation's logo: an emblem in a double ring, with its founding year; no letters to clash with its name. */
export const logo: Artwork = (random, subject) => {
  const { ground, mark, accent } = random.pick(BRANDS);
  return svgDocument(
    '',
    `<rect width="${SIZE}" height="${SIZE}" fill="${ground}"/><circle cx="400" cy="400" r="330" fill="none" stroke="${mark}" stroke-width="22"/><circle cx="400" cy="400" r="292" fill="none" stroke="${accent}" stroke-width="6"/>${emblem(subject, mark, accent)}${text(400, 660, `EST. ${random.int(1890, 1995)}`, { size: 40, fill: mark, spacing: 4 })}`,
  );
};
