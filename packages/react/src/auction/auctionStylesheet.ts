import auction from '../styles/auction.css?inline';
import base from '../styles/base.css?inline';
import forms from '../styles/forms.css?inline';
import tables from '../styles/tables.css?inline';

/**
 * The styles the auction components need (Trove's base, fields, tables and pagination, and the
 * auction's own; a widget's bid feedback is its status region, not toasts), to adopt into shadow roots. A pure call: bundles that never use it drop it.
 */
export const auctionStylesheet: string = /* @__PURE__ */ (() => base + forms + tables + auction)();
