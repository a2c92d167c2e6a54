import basics from './basics.css?inline';
import gallery from './gallery.css?inline';

/**
 * The styles `PlainGallery` needs (Trove's basics, without the buttons' variants it never shows,
 * and the gallery's), to adopt into shadow roots: a seventh of `troveStylesheet`. A pure call:
 * bundles that never use it drop it.
 */
export const galleryStylesheet: string = /* @__PURE__ */ (() => basics + gallery)();
