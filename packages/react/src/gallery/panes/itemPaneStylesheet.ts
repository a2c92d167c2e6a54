import base from '../../styles/base.css?inline';
import cart from '../../styles/cart.css?inline';
import panes from '../../styles/panes.css?inline';

/**
 * The styles an item's pane needs on its own (Trove's base, the panes' and the Buy Now row's), to
 * adopt into shadow roots (the `<trove-item>` element). A pure call: bundles that never use it drop it.
 */
export const itemPaneStylesheet: string = /* @__PURE__ */ (() => base + panes + cart)();
