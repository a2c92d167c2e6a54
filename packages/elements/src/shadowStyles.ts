import { troveStylesheet } from '@trove/react';
import { themeInheritanceCss } from './themeTokens';

// Element rules come after Trove's, so they win over its defaults.
const css = [troveStylesheet, themeInheritanceCss];
let sheets: CSSStyleSheet[] | undefined;

/**
 * Gives a shadow root the Trove stylesheet, with the theme tokens set on the element passed
 * through. The constructed sheets are shared by every element; browsers without constructable
 * stylesheets get `<style>` elements instead.
 */
export function adoptTroveStyles(root: ShadowRoot): void {
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
    sheets ??= css.map((text) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(text);
      return sheet;
    });
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
