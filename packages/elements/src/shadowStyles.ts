import { troveStylesheet } from '@trove/react';
import { themeInheritanceCss } from './themeTokens';

// Constructed once per stylesheet and shared by every element that adopts it.
const sheetsOf = new Map<string, CSSStyleSheet[]>();

/**
 * Gives a shadow root a Trove stylesheet (default: every component's, `troveStylesheet`), with the
 * theme tokens set on the element passed through. The constructed sheets are shared by every
 * element; browsers without constructable stylesheets get `<style>` elements instead.
 */
export function adoptTroveStyles(root: ShadowRoot, stylesheet: string = troveStylesheet): void {
  adoptStylesheet(root, stylesheet);
}

/** `adoptTroveStyles` without a default, so that a bundle with one element's styles has no other. */
export function adoptStylesheet(root: ShadowRoot, stylesheet: string): void {
  // Element rules come after Trove's, so they win over its defaults.
  const css = [stylesheet, themeInheritanceCss];
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
    let sheets = sheetsOf.get(stylesheet);
    if (!sheets) {
      sheets = css.map((text) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(text);
        return sheet;
      });
      sheetsOf.set(stylesheet, sheets);
    }
    const missing = sheets.filter((sheet) => !root.adoptedStyleSheets.includes(sheet));
    if (missing.length > 0) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing];
    return;
  }
  root.prepend(
    ...css.map((text) => {
      const style = document.createElement('style');
      style.textContent = text;
      return style;
    }),
  );
}
