import { type SavePendingSearchOptions, useSavePendingSearch } from './useSavePendingSearch';

export type SavePendingSearchProps = SavePendingSearchOptions;

/**
 * `useSavePendingSearch` as a component, so that a page can load it on demand with the search
 * dialogs (`@trove/react/search-dialogs`) once a member is signed in: renders nothing.
 */
export function SavePendingSearch(props: SavePendingSearchProps) {
  useSavePendingSearch(props);
  return null;
}
