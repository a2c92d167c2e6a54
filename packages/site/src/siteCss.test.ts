import tokens from '@trove/react/styles.css?inline';
import { describe, expect, it } from 'vitest';

// Read as a file: the project processes trove.css alone (vitest.config.ts), any other CSS imports
// as an empty string. Node's fs is typed here, the site's program having no Node types.
const fs: { readFileSync(file: URL, encoding: 'utf8'): string } = await import('node:fs' as string);
const siteCss = fs
  .readFileSync(new URL('./site.css', import.meta.url), 'utf8')
  .replace(/\/\*[\s\S]*?\*\//g, '');

/** A design token's default in the react stylesheet, a token it names resolved to its own value. */
function token(name: string): string {
  const value = new RegExp(`${name}:\\s*([^;]+);`).exec(tokens)?.[1]?.trim();
  if (value === undefined) throw new Error(`no ${name} in @trove/react/styles.css`);
  const named = /^var\((--trove-[a-z-]+)\)$/.exec(value)?.[1];
  return named === undefined ? value : token(named);
}

describe("the site's stylesheet", () => {
  // The site's own parts (the dashboard's menu, the partner sign-in page) sit outside any
  // .trove-root, where the tokens have no value and a var() without a fallback is no value at all.
  it("falls back, wherever it reads a token, to the token's default", () => {
    const reads = [...siteCss.matchAll(/var\((--trove-[a-z-]+)(?:,\s*((?:[^()]|\([^()]*\))+))?\)/g)];
    expect(reads.length).toBeGreaterThan(0);
    const wrong = reads
      .map(([, name, fallback]) => ({ name: name as string, fallback: fallback?.trim() }))
      .filter(({ name, fallback }) => fallback !== token(name))
      .map(({ name, fallback }) => `${name}, ${fallback ?? '(none)'} (the default: ${token(name)})`);
    expect([...new Set(wrong)]).toEqual([]);
  });

  it('takes its font sizes from the type scale', () => {
    const sizes = [...siteCss.matchAll(/font-size:\s*([^;]+);/g)].map(([, value]) =>
      (value as string).trim(),
    );
    expect(sizes.length).toBeGreaterThan(0);
    expect(sizes.filter((value) => !/^var\(--trove-text-[a-z]+, [\d.]+rem\)$/.test(value))).toEqual([]);
  });
});
