import auction from '../styles/auction.css?inline';
import base from '../styles/base.css?inline';
import fields from '../styles/fields.css?inline';
import table from '../styles/table.css?inline';

/**
 * The styles a lot needs (`LotDetail` and its views: Trove's base, fields, the bid history's table
 * and the auction's own; a widget's bid feedback is its status region, not toasts), to adopt into
 * shadow roots. My lots and the increment table, pages of the site, are not in it. A pure call:
 * bundles that never use it drop it.
 */
export const auctionStylesheet: string = /* @__PURE__ */ (() => base + fields + table + auction)();
