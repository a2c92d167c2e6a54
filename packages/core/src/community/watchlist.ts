import type { SavedSearchApi } from '../client/savedSearchApi';
import { WATCHLIST_SEARCH_NAME } from '../search/savedSearch';

/** The gallery's heading over the member's watched items (`key=watchlist`). */
export const WATCHLIST_HEADING = 'Your Watchlist';

/**
 * The member's watchlist (§7 Saved searches as watchlist): the saved search named watchlist holds
 * the watched item ids; saving it updates that search (`PUT /api/searches/{id}/`) or creates it on
 * first use.
 */
export interface WatchlistApi {
  /** The watched item ids; none before the watchlist is first saved. */
  items(): Promise<number[]>;
  /** Saves the watched item ids; answers them as stored. */
  save(items: readonly number[]): Promise<number[]>;
}

export function createWatchlistApi(
  searches: Pick<SavedSearchApi, 'watchlist' | 'create' | 'update'>,
): WatchlistApi {
  return {
    async items() {
      return (await searches.watchlist())?.params.items ?? [];
    },
    async save(items) {
      const current = await searches.watchlist();
      const input = { name: WATCHLIST_SEARCH_NAME, params: { items: [...items] }, schedule: null };
      const saved = current ? await searches.update(current.id, input) : await searches.create(input);
      return saved.params.items ?? [];
    },
  };
}
