import account from '../styles/account.css?inline';
import auction from '../styles/auction.css?inline';
import base from '../styles/base.css?inline';
import forms from '../styles/forms.css?inline';
import toasts from '../styles/toasts.css?inline';

/**
 * The styles the auction components need (Trove's base, fields, toasts, tables and pagination,
 * and the auction's own), to adopt into shadow roots. A pure call: bundles that never use it drop it.
 */
export const auctionStylesheet: string = /* @__PURE__ */ (() => base + forms + toasts + account + auction)();
