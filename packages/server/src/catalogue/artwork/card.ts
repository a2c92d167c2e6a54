import { type Artwork, linearGradient, SIZE, shadow, svgDocument, text } from './svg';

const PLAYERS = ['J. WALKER', 'T. NGATA', 'A. BROWN', 'W. PARATA', 'G. SMITH', 'L. TAYLOR'] as const;
const TEAMS = [
  ['ALL BLACKS', 'CANTERBURY', 'AUCKLAND'],
  ['NEW ZEALAND XI', 'OTAGO', 'WELLINGTON'],
  ['TRENTHAM', 'ELLERSLIE', 'RICCARTON'],
] as const;
const KITS = ['#111111', '#1f4e8c', '#8c1d2c', '#2d6a3e'] as const;

/** The player in the card's picture: a rugby player with the ball, a batsman, a jockey. */
function player(subject: number, kit: string): string {
  const body = `<circle cx="400" cy="300" r="52" fill="#c68e65"/><path d="M 300 560 L 320 400 C 330 370 360 360 400 360 C 440 360 470 370 480 400 L 500 560 Z" fill="${kit}"/>`;
  if (subject === 0) {
    return `${body}<rect x="320" y="440" width="160" height="22" fill="#ffffff" opacity="0.8"/><ellipse cx="500" cy="450" rx="62" ry="38" fill="#8a4b22" transform="rotate(-30 500 450)"/><path d="M 470 470 L 530 430" stroke="#ffffff" stroke-width="4"/>`;
  }
  if (subject === 1) {
    return `<circle cx="400" cy="300" r="52" fill="#c68e65"/><path d="M 300 560 L 320 400 C 330 370 360 360 400 360 C 440 360 470 370 480 400 L 500 560 Z" fill="#f4f1e8"/><path d="M 350 270 C 360 230 440 230 450 270 Z" fill="${kit}"/><rect x="480" y="280" width="30" height="250" rx="10" fill="#e4c88f" transform="rotate(25 495 400)"/><circle cx="300" cy="470" r="16" fill="#b3261e"/>`;
  }
  return `${body}<path d="M 320 400 L 360 440 L 400 400 L 440 440 L 480 400 L 490 460 L 440 500 L 400 460 L 360 500 L 310 460 Z" fill="#f2c12e"/><path d="M 345 280 C 350 225 450 225 455 280 Z" fill="#f2c12e"/><rect x="340" y="272" width="120" height="14" rx="6" fill="${kit}"/>`;
}

/** A sports card: bordered, a player in the picture, name plate and year. */
export const card: Artwork = (random, subject) => {
  const kit = random.pick(KITS);
  const border = random.pick(['#f4f1e8', '#d6c28a', '#c9d6e2'] as const);
  const name = random.pick(PLAYERS);
  const team = random.pick(TEAMS[subject % TEAMS.length] ?? TEAMS[0]);
  const year = random.int(1924, 1985);
  return svgDocument(
    `${linearGradient('table', ['#2f3b3a', '#172020'])}${linearGradient('sky', subject === 1 ? ['#9cc7e4', '#e6f2f7'] : ['#8fb8d8', '#d8ebf5'])}`,
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#table)"/><g transform="rotate(${random.int(-5, 5)} 400 400)">${shadow(410, 412, 240, 340, 0.45)}<rect x="170" y="60" width="460" height="680" rx="16" fill="${border}"/><rect x="200" y="90" width="400" height="500" fill="url(#sky)"/><rect x="200" y="470" width="400" height="120" fill="#4d8a3a"/><svg x="200" y="90" width="400" height="500" viewBox="200 160 400 420">${player(subject, kit)}</svg><rect x="200" y="600" width="400" height="110" fill="${kit}"/>${text(400, 648, name, { size: 40, fill: '#ffffff' })}${text(400, 690, `${team} · ${year}`, { size: 24, fill: '#f2c12e', family: 'sans-serif' })}</g>`,
  );
};
