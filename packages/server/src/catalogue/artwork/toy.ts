import { type Artwork, linearGradient, SIZE, shadow, svgDocument } from './svg';

const PAINTS = ['#c8272d', '#1f5fae', '#e2a21b', '#2f8a4c', '#d0512a', '#6a3d9a'] as const;
const WALLS = [
  ['#f4ead6', '#e0d2b4'],
  ['#dbe9ee', '#b9d0d8'],
  ['#f1dcd2', '#dcbcae'],
] as const;

const wheel = (cx: number, cy: number) =>
  `<circle cx="${cx}" cy="${cy}" r="62" fill="#1b1b1e"/><circle cx="${cx}" cy="${cy}" r="34" fill="#c9ccd3"/><circle cx="${cx}" cy="${cy}" r="10" fill="#6e7078"/>`;

/** A die-cast car: rounded body, windows, chrome and wheels. */
const car = (paint: string) =>
  `${shadow(400, 560, 300, 26, 0.3)}<path d="M 110 500 C 110 440 150 420 220 410 L 290 330 C 310 310 330 300 370 300 L 500 300 C 540 300 560 315 585 345 L 640 410 C 700 420 700 460 700 500 L 690 540 L 120 540 Z" fill="${paint}"/><path d="M 305 400 L 350 335 L 430 335 L 430 400 Z M 455 400 L 455 335 L 520 335 C 540 335 550 345 560 360 L 590 400 Z" fill="#cfe3ee" stroke="#1b1b1e" stroke-width="6"/><rect x="110" y="470" width="590" height="14" fill="#ffffff" opacity="0.35"/><rect x="660" y="455" width="40" height="20" rx="6" fill="#ffe9a6"/><rect x="100" y="515" width="70" height="18" rx="6" fill="#c9ccd3"/><rect x="640" y="515" width="70" height="18" rx="6" fill="#c9ccd3"/>${wheel(240, 540)}${wheel(570, 540)}`;

/** A clockwork tin robot: riveted body, dial, antenna and claws. */
const robot = (paint: string) => {
  const rivets = [0, 1, 2, 3, 4]
    .map(
      (index) =>
        `<circle cx="${290 + index * 55}" cy="355" r="7" fill="#e7e9ee"/><circle cx="${290 + index * 55}" cy="585" r="7" fill="#e7e9ee"/>`,
    )
    .join('');
  return `${shadow(400, 720, 210, 24, 0.3)}<rect x="388" y="60" width="24" height="70" fill="#6e7078"/><circle cx="400" cy="60" r="20" fill="#e2a21b"/><rect x="300" y="120" width="200" height="190" rx="22" fill="#c9ccd3" stroke="#4f5058" stroke-width="6"/><circle cx="355" cy="200" r="28" fill="#ffe14d" stroke="#1b1b1e" stroke-width="6"/><circle cx="445" cy="200" r="28" fill="#ffe14d" stroke="#1b1b1e" stroke-width="6"/><rect x="340" y="250" width="120" height="26" rx="6" fill="#1b1b1e"/><rect x="260" y="330" width="280" height="280" rx="18" fill="${paint}" stroke="#1b1b1e" stroke-width="6"/>${rivets}<circle cx="400" cy="450" r="62" fill="#f4ead6" stroke="#1b1b1e" stroke-width="6"/><path d="M 400 450 L 440 420" stroke="#c8272d" stroke-width="8"/><rect x="180" y="350" width="70" height="200" rx="24" fill="#c9ccd3" stroke="#4f5058" stroke-width="6"/><rect x="550" y="350" width="70" height="200" rx="24" fill="#c9ccd3" stroke="#4f5058" stroke-width="6"/><rect x="290" y="610" width="80" height="100" fill="#6e7078"/><rect x="430" y="610" width="80" height="100" fill="#6e7078"/>`;
};

/** A teddy bear, the dolls' gallery. */
const bear = (paint: string) =>
  `${shadow(400, 720, 240, 26, 0.3)}<g fill="${paint}"><circle cx="290" cy="150" r="60"/><circle cx="510" cy="150" r="60"/><ellipse cx="400" cy="520" rx="190" ry="200"/><circle cx="400" cy="250" r="150"/><ellipse cx="230" cy="470" rx="60" ry="110" transform="rotate(30 230 470)"/><ellipse cx="570" cy="470" rx="60" ry="110" transform="rotate(-30 570 470)"/><ellipse cx="300" cy="680" rx="80" ry="55"/><ellipse cx="500" cy="680" rx="80" ry="55"/></g><g fill="#f4e2c4"><circle cx="290" cy="150" r="30"/><circle cx="510" cy="150" r="30"/><ellipse cx="400" cy="300" rx="70" ry="55"/><ellipse cx="400" cy="540" rx="110" ry="120"/></g><circle cx="345" cy="225" r="15" fill="#1b1b1e"/><circle cx="455" cy="225" r="15" fill="#1b1b1e"/><ellipse cx="400" cy="285" rx="26" ry="18" fill="#1b1b1e"/><path d="M 300 390 L 400 420 L 500 390 L 500 430 L 400 405 L 300 430 Z" fill="#c8272d"/>`;

/** Toys by gallery: a die-cast car, a tin robot, a teddy bear, in a shop's bright paint. */
export const toy: Artwork = (random, subject) => {
  const [top, bottom] = random.pick(WALLS);
  const paint = subject === 2 ? random.pick(['#a8733f', '#c9995c', '#8a5a32'] as const) : random.pick(PAINTS);
  const drawing = subject === 0 ? car(paint) : subject === 1 ? robot(paint) : bear(paint);
  return svgDocument(
    linearGradient('wall', [top, bottom]),
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#wall)"/><rect y="${subject === 0 ? 560 : 715}" width="${SIZE}" height="${SIZE}" fill="#000" opacity="0.06"/>${drawing}`,
  );
};
