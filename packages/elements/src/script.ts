// The elements toolkit as one script: `<script src=".../elements/trove-elements.js">` exposes
// `window.TroveElements` (define elements of your own over Trove's React components). Each widget
// has a script of its own, e.g. `trove-gallery.js` for <trove-gallery>.
export {
  type AttributeType,
  type AttributeTypes,
  createTroveElement,
  type TroveElementBaseProps,
  type TroveElementOptions,
} from './createTroveElement';
export { defineTroveElement } from './defineTroveElement';
export { ElementError, type ElementErrorProps, elementErrorTitle } from './ElementError';
export {
  type AttributeProblem,
  type AttributeProperties,
  type AttributeSchema,
  attributesErrorMessage,
  optionalAttribute,
  positiveIdSchema,
  requiredAttribute,
  slugSchema,
} from './elementAttributes';
export { dispatchTroveEvent, useHostElement } from './hostElement';
export { getPageClient, getPageQueryClient } from './pageContext';
export { adoptTroveStyles } from './shadowStyles';
export { TROVE_THEME_TOKENS, type TroveThemeToken } from './themeTokens';
export { TROVE_ELEMENTS_VERSION } from './version';
