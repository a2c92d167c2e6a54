/**
 * Where the elements find their Trove server when a tag has no `api-base`: the origin the script
 * was loaded from (a partner page loads it from the marketplace), else the page's own origin.
 */
export const defaultApiBase: string = (() => {
  const script = typeof document === 'undefined' ? null : document.currentScript;
  if (script instanceof HTMLScriptElement && script.src) return new URL(script.src).origin;
  return '';
})();
