import { troveStylesheet } from '@trove/react';
import { afterEach, describe, expect, it } from 'vitest';
import { adoptTroveStyles } from './shadowStyles';
import { TROVE_THEME_TOKENS } from './themeTokens';

/** The custom properties the Trove stylesheet gives a default for (the document's and each shadow host's). */
function declaredTokens(): string[] {
  const rootRule = /:where\(:root, :host\)\s*\{([^}]*)\}/.exec(troveStylesheet)?.[1] ?? '';
  return [...rootRule.matchAll(/(--trove-[a-z-]+)\s*:/g)].map(([, token]) => token as string);
}

/**
 * A host element with a shadow root holding a Trove root, each token set on the host to a value of
 * its own (`value-0`, `value-1`…); returns what the Trove root inside computes for each token.
 */
function computedInside(adopt: (root: ShadowRoot) => void, tokens: readonly string[]): string[] {
  const host = document.createElement('div');
  tokens.forEach((token, index) => {
    host.style.setProperty(token, `value-${index}`);
  });
  const shadow = host.attachShadow({ mode: 'open' });
  adopt(shadow);
  const root = document.createElement('div');
  root.className = 'trove-root';
  shadow.append(root);
  document.body.append(host);
  const style = getComputedStyle(root);
  return tokens.map((token) => style.getPropertyValue(token).trim());
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('the theme tokens', () => {
  it('are every custom property the Trove stylesheet gives its roots a default for', () => {
    const declared = declaredTokens();
    expect(declared.length).toBeGreaterThan(0);
    expect([...TROVE_THEME_TOKENS].sort()).toEqual(declared.sort());
  });

  it('set on the element reach every Trove root of its shadow root, over the defaults', () => {
    const tokens = declaredTokens();
    const expected = tokens.map((_, index) => `value-${index}`);
    expect(computedInside((shadow) => adoptTroveStyles(shadow), tokens)).toEqual(expected);
  });

  it('unset, are the defaults inside; set only on the page’s root, they do not reach in', () => {
    const tokens = declaredTokens();
    const read = () => {
      const host = document.createElement('div');
      const shadow = host.attachShadow({ mode: 'open' });
      adoptTroveStyles(shadow);
      const root = document.createElement('div');
      root.className = 'trove-root';
      shadow.append(root);
      document.body.append(host);
      const style = getComputedStyle(root);
      return tokens.map((token) => style.getPropertyValue(token).trim());
    };
    const defaults = read();
    expect(defaults[tokens.indexOf('--trove-color-accent')]).toBe('#0a5cad');
    expect(defaults.every((value) => value !== '')).toBe(true);
    // a page's value on its own root (the documented rule: set tokens on the element)
    document.documentElement.style.setProperty('--trove-color-accent', 'page-value');
    try {
      expect(read()).toEqual(defaults);
    } finally {
      document.documentElement.style.removeProperty('--trove-color-accent');
    }
  });
});
