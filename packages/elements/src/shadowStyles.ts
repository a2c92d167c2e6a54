import { troveStylesheet } from '@trove/react';

// Constructed once per stylesheet and shared by every element that adopts it.
const sheetsOf = new Map<string, CSSStyleSheet[]>();

/**
 * Gives a shadow root a Trove stylesheet (default: every component's, `troveStylesheet`). The theme
 * tokens set on the element pass through by themselves: the stylesheet's defaults are the shadow
 * host's (`:host`), which a page's rule for the element overrides. The constructed sheets are shared by every
 * element; browsers without constructable stylesheets get `<style>` elements instead.
 */
export function adoptTroveStyles(root: ShadowRoot, stylesheet: string = troveStylesheet): void {
  adoptStylesheet(root, stylesheet);
}

/**
 * What a host page's styles pass into a shadow root: inherited properties (Bootstrap's 14px and
 * line-height, a reset's `font: 20px serif` on every element, the host element included) and the
 * root font size behind `rem` (Bootstrap 3 makes it 10px). Each element's root starts from the
 * site's own values instead; `--trove-rem` (default 16px) is the size `rem` stands for.
 */
export const hostIsolationCss =
  ':host>.trove-root{font-size:var(--trove-rem,16px);font-weight:400;font-style:normal;font-variant:normal;' +
  'font-stretch:normal;line-height:normal;letter-spacing:normal;word-spacing:normal;text-transform:none;' +
  'text-align:start;text-indent:0;text-shadow:none;white-space:normal;visibility:visible;cursor:auto}';

const REM = /(?<![\w.-])(\d*\.?\d+)rem\b/g;

/** A stylesheet whose `rem` lengths stand for `--trove-rem`, not the host page's root font size. */
export const withHostIndependentRem = (css: string) =>
  css.replace(REM, (_length, value: string) => `calc(${value} * var(--trove-rem, 16px))`);

/** `adoptTroveStyles` without a default, so that a bundle with one element's styles has no other. */
export function adoptStylesheet(root: ShadowRoot, stylesheet: string): void {
  // Element rules come after Trove's, so they win over its defaults.
  const css = () => [withHostIndependentRem(stylesheet), hostIsolationCss];
  // Constructed sheets, not <style> elements: a page's Content-Security-Policy without
  // 'unsafe-inline' in style-src refuses those, never these.
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
    let sheets = sheetsOf.get(stylesheet);
    if (!sheets) {
      sheets = css().map((text) => {
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
    ...css().map((text) => {
      const style = document.createElement('style');
      style.textContent = text;
      return style;
    }),
  );
}
