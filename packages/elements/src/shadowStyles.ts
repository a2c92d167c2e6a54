import { troveStylesheet } from '@trove/react';

let sheet: CSSStyleSheet | undefined;

/**
 * Gives a shadow root the Trove stylesheet. One constructed sheet is shared by every element;
 * browsers without constructable stylesheets get a `<style>` element instead.
 */
export function adoptTroveStyles(root: ShadowRoot): void {
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(troveStylesheet);
    }
    if (!root.adoptedStyleSheets.includes(sheet))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  style.textContent = troveStylesheet;
  root.prepend(style);
}
