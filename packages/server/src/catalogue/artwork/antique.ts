import { type Artwork, linearGradient, radialGradient, SIZE, shadow, svgDocument, text } from './svg';

/** A mantel clock in a wooden case, the furniture gallery. */
const clock = (wood: string) => {
  const numerals = ['XII', 'III', 'VI', 'IX']
    .map((numeral, index) => {
      const a = -Math.PI / 2 + (index * Math.PI) / 2;
      return text(400 + 120 * Math.cos(a), 400 + 120 * Math.sin(a) + 12, numeral, {
        size: 34,
        fill: '#1b1b1e',
      });
    })
    .join('');
  return `${shadow(400, 690, 270, 24, 0.35)}<path d="M 140 690 L 140 420 C 140 230 260 150 400 150 C 540 150 660 230 660 420 L 660 690 Z" fill="${wood}"/><rect x="120" y="660" width="560" height="40" rx="8" fill="${wood}" stroke="#00000055" stroke-width="4"/><circle cx="400" cy="400" r="170" fill="#c9a23a"/><circle cx="400" cy="400" r="150" fill="#f6f0dc"/>${numerals}<path d="M 400 400 L 400 300 M 400 400 L 470 440" stroke="#1b1b1e" stroke-width="10" stroke-linecap="round"/>`;
};

/** A vase with painted bands, the ceramics gallery. */
const vase = (glaze: string) =>
  `${shadow(400, 720, 180, 22, 0.3)}<path d="M 330 80 L 470 80 L 460 140 C 460 190 600 260 600 420 C 600 560 520 660 480 720 L 320 720 C 280 660 200 560 200 420 C 200 260 340 190 340 140 Z" fill="url(#glaze)"/><g fill="none" stroke="${glaze}" stroke-width="14"><path d="M 250 300 C 350 330 450 330 550 300"/><path d="M 205 460 C 330 500 470 500 595 460"/></g><path d="M 260 380 C 300 350 330 420 370 390 C 410 360 440 430 480 395 C 510 370 530 400 545 390" fill="none" stroke="${glaze}" stroke-width="10"/><ellipse cx="400" cy="80" rx="70" ry="14" fill="${glaze}"/>`;

/** A silver teapot, the silver gallery. */
const teapot = () =>
  `${shadow(400, 640, 250, 24, 0.3)}<path d="M 560 400 C 650 380 690 300 720 260 L 700 250 C 660 300 630 340 560 350 Z" fill="url(#silver)"/><path d="M 240 360 C 140 340 140 520 250 520" fill="none" stroke="url(#silver)" stroke-width="30"/><path d="M 230 380 C 230 260 570 260 570 380 C 570 560 500 620 400 620 C 300 620 230 560 230 380 Z" fill="url(#silver)"/><path d="M 300 300 C 330 240 470 240 500 300 Z" fill="url(#silver)" stroke="#6e7078" stroke-width="4"/><circle cx="400" cy="232" r="20" fill="#3a2a1a"/><path d="M 300 420 C 330 460 470 460 500 420" fill="none" stroke="#6e7078" stroke-width="6"/>`;

/** Antiques by gallery: a mantel clock, a painted vase, a silver teapot. */
export const antique: Artwork = (random, subject) => {
  const wood = random.pick(['#6b3a1e', '#8a4b22', '#4a2a16'] as const);
  const glaze = random.pick(['#1f4e8c', '#2d6a3e', '#8c1d2c'] as const);
  const drawing = subject === 0 ? clock(wood) : subject === 1 ? vase(glaze) : teapot();
  return svgDocument(
    `${linearGradient('wall', random.chance(0.5) ? ['#e8dfcf', '#c8bba3'] : ['#d9dfe4', '#aeb8c0'])}${radialGradient('glaze', ['#ffffff', '#f1ece0', '#cfc6b2'], '35%', '35%', '80%')}${radialGradient('silver', ['#ffffff', '#d3d5da', '#8a8c94'], '35%', '30%', '75%')}`,
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#wall)"/><rect y="640" width="${SIZE}" height="160" fill="#000" opacity="0.08"/>${drawing}`,
  );
};
