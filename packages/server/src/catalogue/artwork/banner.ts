import type { Random } from '../random';
import { type Artwork, linearGradient, text } from './svg';

/**
 * A demo banner's size: 4:1, the gallery header's banner box, drawn at the largest banner
 * thumbnail (core's BANNER_SIZES), so every banner size is the whole picture.
 */
export const BANNER_WIDTH = 1600;
export const BANNER_HEIGHT = 400;

export interface BannerText {
  title: string;
  subtitle: string;
}

const PICTURE = 296;
const GAP = 24;
const MARGIN = 52;
const TITLE_SIZE = 68;
/** The text's column: left of the three pictures. */
const TEXT_WIDTH = BANNER_WIDTH - 3 * PICTURE - 2 * GAP - 3 * MARGIN;

/**
 * One of the kind's pictures inside the banner: its 800-unit drawing scaled into a square at
 * (x, y), its gradient ids made its own (ids are the document's: three coins would all take the
 * first coin's metal), its corners rounded like the site's tiles.
 */
function picture(svg: string, index: number, x: number, y: number): string {
  const prefix = `p${index}-`;
  const inner = svg
    .replace(
      /^<svg [^>]*viewBox="([^"]*)"[^>]*>/,
      `<svg x="${x}" y="${y}" width="${PICTURE}" height="${PICTURE}" viewBox="$1">`,
    )
    .replace(/\bid="/g, `id="${prefix}`)
    .replace(/url\(#/g, `url(#${prefix}`);
  return `<clipPath id="${prefix}frame"><rect x="${x}" y="${y}" width="${PICTURE}" height="${PICTURE}" rx="18"/></clipPath><rect x="${x + 6}" y="${y + 10}" width="${PICTURE}" height="${PICTURE}" rx="18" fill="#000" opacity="0.45"/><g clip-path="url(#${prefix}frame)">${inner}</g>`;
}

/**
 * Words in lines of at most `width` units at `size` (DejaVu Serif Bold's letters are about 0.64 of
 * the size wide): a title too long for the text column takes a second line, not the pictures' place.
 */
function lines(content: string, size: number, width: number): string[] {
  const fits = (line: string) => line.length * size * 0.64 <= width;
  const result: string[] = [];
  for (const word of content.split(/\s+/)) {
    const last = result.at(-1);
    if (last !== undefined && fits(`${last} ${word}`)) result[result.length - 1] = `${last} ${word}`;
    else result.push(word);
  }
  return result;
}

/**
 * A wide banner for a gallery header: a dark band with the banner's title and a line under it on
 * the left, three of the kind's pictures side by side on the right (one of each gallery's
 * subject), so a 4:1 box shows all of it at any width.
 */
export function banner(random: Random, drawing: Artwork, { title, subtitle }: BannerText): string {
  const titleLines = lines(title, TITLE_SIZE, TEXT_WIDTH);
  const titleSize = titleLines.length > 2 ? 52 : TITLE_SIZE;
  const lineHeight = titleSize * 1.15;
  // DejaVu Sans is about 0.56 of its size wide a letter: a long subtitle is set smaller to fit
  const subtitleSize = Math.min(36, Math.floor(TEXT_WIDTH / (subtitle.length * 0.56)));
  // title lines, a gold rule, the subtitle: the block centred in the band's height
  const blockHeight = titleLines.length * lineHeight + 28 + 4 + 20 + subtitleSize;
  const top = (BANNER_HEIGHT - blockHeight) / 2;
  const heading = titleLines
    .map((line, index) =>
      text(MARGIN, top + index * lineHeight + titleSize * 0.85, line, {
        size: titleSize,
        fill: '#fbf3dc',
        anchor: 'start',
      }),
    )
    .join('');
  const ruleY = top + titleLines.length * lineHeight + 28;
  const pictures = [0, 1, 2]
    .map((subject) =>
      picture(
        drawing(random, subject),
        subject,
        BANNER_WIDTH - MARGIN - (3 - subject) * PICTURE - (2 - subject) * GAP,
        (BANNER_HEIGHT - PICTURE) / 2 - 4,
      ),
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}"><defs>${linearGradient('band', ['#232b3d', '#121722'], false)}${linearGradient('rule', ['#e2b64a', '#e2b64a00'], false)}</defs><rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#band)"/>${heading}<rect x="${MARGIN}" y="${ruleY}" width="${Math.round(TEXT_WIDTH * 0.6)}" height="4" fill="url(#rule)"/>${text(MARGIN, ruleY + 4 + 20 + subtitleSize * 0.8, subtitle, { size: subtitleSize, fill: '#e2b64a', family: 'sans-serif', weight: 'normal', anchor: 'start' })}${pictures}</svg>`;
}
