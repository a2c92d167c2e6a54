import base from '../../styles/base.css?inline';
import forms from '../../styles/forms.css?inline';
import searchBox from '../../styles/search-box.css?inline';

/**
 * The styles `SearchBox` needs (Trove's base, fields and menus, and the search's own), to adopt
 * into shadow roots (the `<trove-search>` element). A pure call: bundles that never use it drop it.
 */
export const searchBoxStylesheet: string = /* @__PURE__ */ (() => base + forms + searchBox)();
