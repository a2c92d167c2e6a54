/** The event `<trove-search>` dispatches when a visitor searches. */
export const TROVE_SEARCH = 'trove:search';

export interface TroveSearchDetail {
  /** The words searched for; null for a category search. */
  query: string | null;
  /** The slug of the category chosen among the suggestions; null for a search of words. */
  category: string | null;
  /** The `for` attribute: the id of the `<trove-gallery>` the search drives, if any. */
  gallery: string | null;
}

/**
 * `bubbles`, `composed` and cancelable: unless a listener calls `preventDefault()`, the gallery
 * named by `for` shows the search (its `query` and `category` attributes are set).
 */
export type TroveSearchEvent = CustomEvent<TroveSearchDetail>;
