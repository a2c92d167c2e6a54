import { troveStylesheet } from '@trove/react';
import { describe, expect, it } from 'vitest';
import { TROVE_THEME_TOKENS, themeInheritanceCss } from './themeTokens';

describe('the theme tokens', () => {
  it('are every custom property the Trove stylesheet gives its roots a default for', () => {
    const rootRule = /:where\(\.trove-root, :host\)\s*\{([^}]*)\}/.exec(troveStylesheet)?.[1] ?? '';
    const declared = [...rootRule.matchAll(/(--trove-[a-z-]+)\s*:/g)].map(([, token]) => token);
    expect(declared.length).toBeGreaterThan(0);
    expect([...TROVE_THEME_TOKENS].sort()).toEqual(declared.sort());
  });

  it('pass from the element into every Trove root of its shadow root', () => {
    for (const token of TROVE_THEME_TOKENS) expect(themeInheritanceCss).toContain(`${token}:inherit`);
    expect(themeInheritanceCss.startsWith('.trove-root{')).toBe(true);
  });
});
