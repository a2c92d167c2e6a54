import { TROVE_ELEMENTS_VERSION } from './version';

// Which version of @trove/elements defined each tag, shared by every copy loaded on the page.
const DEFINED = Symbol.for('trove.elements.defined');

function definedVersions(): Map<string, string> {
  const scope = globalThis as { [DEFINED]?: Map<string, string> };
  scope[DEFINED] ??= new Map();
  return scope[DEFINED];
}

/**
 * Registers a Trove element. Registering a tag again is a no-op; when the page loads two
 * different versions, the first one wins and a warning says so.
 */
export function defineTroveElement(
  tag: string,
  element: CustomElementConstructor,
  version: string = TROVE_ELEMENTS_VERSION,
): void {
  if (typeof customElements === 'undefined') return;
  const versions = definedVersions();
  if (customElements.get(tag)) {
    const existing = versions.get(tag);
    if (existing !== version) {
      console.warn(
        `<${tag}> is already defined by ${existing ? `@trove/elements ${existing}` : 'another script'}; ` +
          `the copy of @trove/elements ${version} also on this page was ignored. Load the Trove script once.`,
      );
    }
    return;
  }
  customElements.define(tag, element);
  versions.set(tag, version);
}
