import base from './base.css?inline';
import gallery from './gallery.css?inline';

/**
 * The styles `PlainGallery` needs (Trove's base and the gallery's), to adopt into shadow roots:
 * a seventh of `troveStylesheet`. A pure call: bundles that never use it drop it.
 */
export const galleryStylesheet: string = /* @__PURE__ */ (() => base + gallery)();
