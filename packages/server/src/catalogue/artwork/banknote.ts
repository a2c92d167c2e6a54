import {
  type Artwork,
  linearGradient,
  PROFILE,
  PROFILE_DETAIL,
  radialGradient,
  rosette,
  SIZE,
  shadow,
  svgDocument,
  text,
} from './svg';

/** Each gallery's issuers: the bank's name and its notes' values in words. */
const ISSUERS: readonly { bank: string; values: [number, string][] }[][] = [
  [
    {
      bank: 'RESERVE BANK OF NEW ZEALAND',
      values: [
        [1, 'ONE POUND'],
        [10, 'TEN SHILLINGS'],
        [5, 'FIVE DOLLARS'],
        [20, 'TWENTY DOLLARS'],
      ],
    },
  ],
  [
    {
      bank: 'COMMONWEALTH OF AUSTRALIA',
      values: [
        [1, 'ONE POUND'],
        [10, 'TEN SHILLINGS'],
        [5, 'FIVE POUNDS'],
      ],
    },
    {
      bank: 'BANK OF ENGLAND',
      values: [
        [1, 'ONE POUND'],
        [5, 'FIVE POUNDS'],
        [10, 'TEN POUNDS'],
      ],
    },
    {
      bank: 'BANK OF CANADA',
      values: [
        [2, 'TWO DOLLARS'],
        [10, 'TEN DOLLARS'],
        [20, 'TWENTY DOLLARS'],
      ],
    },
  ],
  [
    {
      bank: 'BANQUE DE FRANCE',
      values: [
        [50, 'CINQUANTE FRANCS'],
        [100, 'CENT FRANCS'],
      ],
    },
    {
      bank: 'FEDERAL RESERVE NOTE',
      values: [
        [1, 'ONE DOLLAR'],
        [20, 'TWENTY DOLLARS'],
      ],
    },
    {
      bank: 'BANCO DE MEXICO',
      values: [
        [100, 'CIEN PESOS'],
        [50, 'CINCUENTA PESOS'],
      ],
    },
  ],
];

/** Ink and paper: the note's tint, its print colour and its fine lines. */
const INKS = [
  { paper: ['#e9f0dc', '#c9dbb0'], ink: '#2f5b34', fine: '#6f9a62' },
  { paper: ['#e2ebf3', '#b9cde0'], ink: '#234a74', fine: '#5d86b3' },
  { paper: ['#f3e3d7', '#dfbfa8'], ink: '#7a3b1f', fine: '#b9774f' },
  { paper: ['#ece2f0', '#cdb9d9'], ink: '#54306a', fine: '#8c67a6' },
] as const;

/** A banknote on a desk: bordered, guilloche rosettes, portrait window, numerals and serial. */
export const banknote: Artwork = (random, subject) => {
  const { bank, values } = random.pick(ISSUERS[subject % ISSUERS.length] ?? []);
  const [value, words] = random.pick(values);
  const inks = random.pick(INKS);
  const tilt = random.int(-5, 5);
  const serial = `${String.fromCharCode(65 + random.int(0, 25))}${String.fromCharCode(65 + random.int(0, 25))} ${String(random.int(100000, 999999))}`;
  const [x, y, w, h] = [50, 215, 700, 370];
  const border: string[] = [];
  for (let step = 0; step <= 140; step++) {
    const along = x + 22 + ((w - 44) * step) / 140;
    border.push(`${along.toFixed(1)},${(y + 30 + 8 * Math.sin(step * 0.9)).toFixed(1)}`);
  }
  const wave = (dy: number) =>
    `<polyline points="${border
      .map((point) => {
        const [px, py] = point.split(',').map(Number);
        return `${px},${((py ?? 0) + dy).toFixed(1)}`;
      })
      .join(' ')}" fill="none" stroke="${inks.fine}" stroke-width="2"/>`;
  const numeral = (nx: number, ny: number, size: number, anchor: 'start' | 'end' | 'middle') =>
    text(nx, ny, String(value), { size, fill: inks.ink, anchor });
  return svgDocument(
    `${linearGradient('desk', ['#3b3631', '#221f1c'])}${radialGradient('paper', [inks.paper[0], inks.paper[1]], '45%', '45%', '75%')}${radialGradient('window', ['#fffdf6', inks.paper[0]], '50%', '50%', '60%')}`,
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#desk)"/><g transform="rotate(${tilt} 400 400)">${shadow(412, 412, 360, 196, 0.5)}<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="url(#paper)"/><rect x="${x + 14}" y="${y + 14}" width="${w - 28}" height="${h - 28}" fill="none" stroke="${inks.ink}" stroke-width="5"/><rect x="${x + 24}" y="${y + 24}" width="${w - 48}" height="${h - 48}" fill="none" stroke="${inks.fine}" stroke-width="2"/>${wave(0)}${wave(6)}${wave(h - 60)}${wave(h - 54)}${rosette(x + 150, y + h / 2 + 25, 100, random, inks.fine)}<ellipse cx="${x + 570}" cy="${y + h / 2 + 8}" rx="92" ry="118" fill="url(#window)" stroke="${inks.ink}" stroke-width="4"/><g transform="translate(${x + 565} ${y + h / 2 + 22}) scale(0.52)"><path d="${PROFILE}" fill="${inks.ink}" opacity="0.85"/><path d="${PROFILE_DETAIL}" fill="none" stroke="${inks.paper[0]}" stroke-width="6" opacity="0.6"/></g>${text(x + 290, y + 76, bank, { size: Math.min(26, Math.round(400 / (bank.length * 0.72))), fill: inks.ink })}${text(x + 350, y + h / 2 + 30, words, { size: Math.min(30, Math.round(250 / (words.length * 0.72))), fill: inks.ink })}${numeral(x + 40, y + 128, 56, 'start')}${numeral(x + w - 40, y + h - 40, 70, 'end')}${numeral(x + 150, y + h / 2 + 60, value > 9 ? 84 : 110, 'middle')}${text(x + 330, y + h - 44, serial, { size: 28, fill: '#b3261e', family: 'monospace' })}</g>`,
  );
};
