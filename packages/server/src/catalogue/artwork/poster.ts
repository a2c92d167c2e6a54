import { type Artwork, linearGradient, SIZE, shadow, svgDocument, text } from './svg';

/** What each gallery's posters announce. */
const TITLES: readonly (readonly (readonly [string, string])[])[] = [
  [
    ['COIN & STAMP', 'FAIR'],
    ['COLLECTORS', 'FAIR'],
    ['ANTIQUES', 'FAIR'],
  ],
  [
    ['PUBLIC', 'AUCTION'],
    ['GRAND', 'SALE'],
    ['ESTATE', 'AUCTION'],
  ],
  [
    ['CLUB', 'NIGHT'],
    ['MEMBERS', 'MEETING'],
    ['SWAP', 'MEET'],
  ],
];
const PAPERS = [
  { paper: '#f3e7c9', ink: '#8c1d2c', accent: '#1f3b7a' },
  { paper: '#1f3b7a', ink: '#f3e7c9', accent: '#f2c12e' },
  { paper: '#f2c12e', ink: '#1b1b1e', accent: '#c8272d' },
  { paper: '#2d6a3e', ink: '#f4f1e8', accent: '#f2c12e' },
] as const;
// What is on, where a poster would give the date: each image is shared by many events of its
// gallery, each on its own dates (the listing says them).
const WHAT_IS_ON = ['BUY · SELL · VALUE', 'COINS · NOTES · MEDALS', 'TALKS · SUPPER · TRADING'] as const;

/** An event poster on a wall: sunburst, title, what is on and opening hours. */
export const poster: Artwork = (random, subject) => {
  const [first, second] = random.pick(TITLES[subject % TITLES.length] ?? []);
  const { paper, ink, accent } = random.pick(PAPERS);
  const rays = Array.from({ length: 16 }, (_, index) => {
    const a = (index / 16) * Math.PI * 2;
    const b = a + Math.PI / 32;
    return `M 400 330 L ${(400 + 420 * Math.cos(a)).toFixed(0)} ${(330 + 420 * Math.sin(a)).toFixed(0)} L ${(400 + 420 * Math.cos(b)).toFixed(0)} ${(330 + 420 * Math.sin(b)).toFixed(0)} Z`;
  }).join(' ');
  const whatIsOn = WHAT_IS_ON[subject % WHAT_IS_ON.length] ?? WHAT_IS_ON[0];
  return svgDocument(
    `${linearGradient('wall', ['#9a9387', '#6f695f'])}<clipPath id="sheet"><rect x="150" y="40" width="500" height="720"/></clipPath>`,
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#wall)"/>${shadow(410, 410, 262, 372, 0.35)}<rect x="150" y="40" width="500" height="720" fill="${paper}"/><g clip-path="url(#sheet)"><path d="${rays}" fill="${accent}" opacity="0.25"/></g><circle cx="400" cy="250" r="110" fill="${accent}"/><circle cx="400" cy="250" r="86" fill="none" stroke="${paper}" stroke-width="8" stroke-dasharray="6 10"/>${text(400, 278, subject === 1 ? 'LOT 1' : subject === 2 ? 'CLUB' : 'FAIR', { size: subject === 1 ? 52 : 64, fill: paper })}${text(400, 460, first, { size: first.length > 9 ? 52 : 64, fill: ink })}${text(400, 540, second, { size: 84, fill: ink })}<rect x="190" y="580" width="420" height="6" fill="${accent}"/>${text(400, 640, whatIsOn, { size: whatIsOn.length > 18 ? 30 : 34, fill: ink, family: 'sans-serif' })}${text(400, 690, subject === 2 ? '7.30 PM · ALL WELCOME' : '10 AM – 4 PM · ENTRY $5', { size: 26, fill: ink, family: 'sans-serif', weight: 'normal' })}<circle cx="180" cy="70" r="8" fill="#b3261e"/><circle cx="620" cy="70" r="8" fill="#b3261e"/>`,
  );
};
