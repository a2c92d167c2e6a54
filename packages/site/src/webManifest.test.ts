import tokens from '@trove/react/styles.css?inline';
import { describe, expect, it } from 'vitest';
import indexHtml from '../index.html?raw';
import appleTouchIcon from '../public/apple-touch-icon.png?inline';
import favicon from '../public/favicon.ico?inline';
import iconSvg from '../public/icon.svg?raw';
import icon192 from '../public/icon-192.png?inline';
import icon512 from '../public/icon-512.png?inline';
import maskableIcon512 from '../public/icon-maskable-512.png?inline';
import manifestText from '../public/manifest.webmanifest?raw';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

const manifest = JSON.parse(manifestText) as {
  name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
};

/** The files of public/, as the build copies them to the site's root. */
const publicFiles: Record<string, string> = {
  '/apple-touch-icon.png': appleTouchIcon,
  '/favicon.ico': favicon,
  '/icon-192.png': icon192,
  '/icon-512.png': icon512,
  '/icon-maskable-512.png': maskableIcon512,
  '/icon.svg': `data:image/svg+xml;base64,${btoa(iconSvg)}`,
  '/manifest.webmanifest': `data:application/manifest+json;base64,${btoa(manifestText)}`,
};

/** The bytes of a public file (an `?inline` data URL). */
function bytesOf(path: string): Uint8Array {
  const dataUrl = publicFiles[path];
  if (dataUrl === undefined) throw new Error(`no public file ${path} in this test's list`);
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  return Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Uint8Array): string {
  const view = new DataView(bytes.buffer);
  expect(String.fromCharCode(...bytes.subarray(1, 4))).toBe('PNG');
  return `${view.getUint32(16)}x${view.getUint32(20)}`;
}

/** A design token of the react stylesheet, as its stylesheet sets it. */
function token(name: string): string {
  const value = new RegExp(`${name}:\\s*([^;]+);`).exec(tokens)?.[1];
  if (value === undefined) throw new Error(`no ${name} in @trove/react/styles.css`);
  return value.trim();
}

describe('the web app manifest and icons', () => {
  it('take their colours from the design tokens', () => {
    expect(manifest.theme_color).toBe(token('--trove-color-accent'));
    expect(manifest.background_color).toBe(token('--trove-color-bg'));
    expect(indexHtml).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
    expect(iconSvg).toContain(`fill="${manifest.theme_color}"`);
  });

  it('install the site from its home page, standalone', () => {
    expect(manifest).toMatchObject({ name: 'Trove', start_url: '/', display: 'standalone' });
  });

  it('offer the sizes browsers and Lighthouse ask for, each file at its stated size', () => {
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    for (const icon of pngs) expect(pngSize(bytesOf(icon.src)), icon.src).toBe(icon.sizes);
    expect(pngs.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(pngs.some((icon) => icon.purpose === 'maskable' && icon.sizes === '512x512')).toBe(true);
    expect(pngSize(bytesOf('/apple-touch-icon.png'))).toBe('180x180');
  });

  it('are linked from index.html', () => {
    const links = [...indexHtml.matchAll(/<link rel="(icon|apple-touch-icon|manifest)" href="([^"]+)"/g)];
    expect(links.map((link) => link[1])).toEqual(['icon', 'icon', 'apple-touch-icon', 'manifest']);
    for (const link of links) expect(bytesOf(link[2] as string).length, link[2]).toBeGreaterThan(0);
    // favicon.ico: an icon directory (type 1) of two PNGs, 16 and 32 pixels
    const ico = bytesOf('/favicon.ico');
    expect([ico[2], ico[4], ico[6], ico[22]]).toEqual([1, 2, 16, 32]);
  });
});
