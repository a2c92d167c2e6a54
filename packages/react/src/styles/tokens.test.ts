import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The project's tests do not process CSS (a `?raw` or `?inline` import of it is an empty string
// here), so the stylesheet's parts are read as files: every .css file beside this one.
const files = readdirSync(import.meta.dirname)
  .filter((name) => name.endsWith('.css'))
  .map((name) => {
    const text = readFileSync(join(import.meta.dirname, name), 'utf8');
    // comments blanked to spaces (newlines kept), so that offsets still give the right line
    return { name, css: text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' ')) };
  });

/** Every `property: value;` of the stylesheet, with where it is (`shell.css:151`). */
function declarations(property: string): { at: string; value: string }[] {
  const pattern = new RegExp(`(?<![\\w-])${property}\\s*:\\s*([^;{}]+);`, 'g');
  return files.flatMap(({ name, css }) =>
    [...css.matchAll(pattern)].map((match) => ({
      at: `${name}:${css.slice(0, match.index).split('\n').length}`,
      value: (match[1] as string).trim().replace(/\s+/g, ' '),
    })),
  );
}

/** The custom properties the theme declares, with their defaults: the first rule of basics.css. */
const rootRule = /:where\(:root, :host\)\s*\{([^}]*)\}/.exec(
  files.find(({ name }) => name === 'basics.css')?.css ?? '',
)?.[1];
const tokens = new Map(
  [...(rootRule ?? '').matchAll(/(--trove-[a-z-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [
    name as string,
    (value as string).trim(),
  ]),
);

/** The declarations whose value is not one of `allowed`, as `file:line value`, to read in a failure. */
function offending(property: string, allowed: (value: string) => boolean): string[] {
  return declarations(property)
    .filter(({ value }) => !allowed(value))
    .map(({ at, value }) => `${at} ${value}`);
}

const tokenOf = (prefix: string) => (value: string) => {
  const name = /^var\((--trove-[a-z-]+)\)$/.exec(value)?.[1];
  return Boolean(name?.startsWith(prefix) && tokens.has(name));
};

describe('the design tokens', () => {
  it('are read from basics.css, the type scale in rem and rising', () => {
    expect(rootRule).toBeDefined();
    const scale = [...tokens].filter(([name]) => name.startsWith('--trove-text-'));
    expect(scale.map(([name]) => name)).toEqual(
      ['xs', 'sm', 'md', 'base', 'lg', 'xl', 'xxl', 'xxxl'].map((step) => `--trove-text-${step}`),
    );
    const sizes = scale.map(([, value]) => Number(/^([\d.]+)rem$/.exec(value)?.[1]));
    expect(sizes.every((size) => size > 0)).toBe(true);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    expect(new Set(sizes).size).toBe(sizes.length);
  });

  it('give every font size: a step of the type scale, or a fraction of its text for a glyph beside it (em)', () => {
    const stepOrGlyph = (value: string) => tokenOf('--trove-text-')(value) || /^0?\.\d+em$/.test(value);
    expect(offending('font-size', stepOrGlyph)).toEqual([]);
    expect(offending('font', (value) => value === 'inherit')).toEqual([]);
  });

  it('give every corner: none, or a step of the radius', () => {
    const corner = (part: string) => part === '0' || tokenOf('--trove-radius')(part);
    expect(offending('border-radius', (value) => value.split(' ').every(corner))).toEqual([]);
  });

  it('give every shadow: none, a step of the elevation, or a ring in a theme colour (a selection, not a height)', () => {
    const ring = /^(inset )?0 0 0 \d+px var\(--trove-color-[a-z-]+\)$/;
    const shadow = (value: string) =>
      value === 'none' || tokenOf('--trove-shadow')(value) || ring.test(value);
    expect(offending('box-shadow', shadow)).toEqual([]);
  });
});
