// `@trove/elements/search` and the `trove-search.js` script: registers <trove-search> on import.
// It drives a <trove-gallery> of the page (from trove-gallery.js) named by its `for`.
import { defineTroveSearch } from './search/troveSearchElement';

export { TROVE_SEARCH, type TroveSearchDetail, type TroveSearchEvent } from './search/searchEvent';
export { defineTroveSearch, TroveSearchElement } from './search/troveSearchElement';

defineTroveSearch();
