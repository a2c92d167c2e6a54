/**
 * The space each widget takes once loaded, held from the start, so that nothing on the host page
 * moves as it loads (Cumulative Layout Shift): `:host` rules its element adds to its shadow root
 * (`reservedSpace` of `createStyledElement`), so a script carries its own widgets' sizes alone.
 * Sized on the loaded widgets at their usual widths: a gallery fills a screen or more, a lot shows
 * its image, name, panel and a few bids (narrow layouts stack it taller), a bid panel signed out its
 * heading and button, an item its title, image and details side by side (narrow: the image as wide
 * as the screen, the details under it), a search its box. The page's own `min-height` on the
 * element wins over these.
 */
export const galleryReservedSpace = ':host{display:block;min-height:100vh}';

export const lotReservedSpace =
  ':host{display:block;min-height:560px}@media (max-width:575px){:host{min-height:760px}}';

export const bidPanelReservedSpace = ':host{display:block;min-height:112px}';

export const itemReservedSpace =
  ':host{display:block;min-height:690px}@media (max-width:575px){:host{min-height:calc(100vw + 500px)}}';

export const searchReservedSpace = ':host{display:block;min-height:32px}';
