import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@trove/core';
import { watchlistToggle } from '@trove/core/community';
import { useAuthToken } from '../auth/useAuthToken';
import { galleryRootQueryKey } from '../gallery/galleryQueryKeys';
import { savedSearchesQueryKey } from '../search/saved/savedSearchQueryKeys';
import { useToast } from '../toast/useToast';
import { watchlistQueryKey } from './communityQueryKeys';
import { useWatchlistApi } from './useCommunityApi';

/** The member's watched item ids; read only while signed in. */
export function useWatchlist() {
  const api = useWatchlistApi();
  const token = useAuthToken();
  return useQuery<number[], ApiError>({
    queryKey: watchlistQueryKey,
    queryFn: () => api.items(),
    enabled: token !== null,
  });
}

/** A gallery's pages of the watchlist: its key ends with the API's query, which has `key=watchlist`. */
const isWatchlistGallery = (key: readonly unknown[]) =>
  key.some((part) => typeof part === 'string' && new URLSearchParams(part).get('key') === 'watchlist');

/**
 * Toggles an item on the member's watchlist, optimistic: the toggle shows at once; a failure puts
 * it back with `Error adding to watchlist.` or `Error removing from watchlist.`. The watchlist's
 * gallery is read again after.
 */
export function useToggleWatch() {
  const api = useWatchlistApi();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation<number[], ApiError, number, { before: number[] | undefined; errorMessage: string }>({
    onMutate: async (itemId) => {
      await queryClient.cancelQueries({ queryKey: watchlistQueryKey });
      const before = queryClient.getQueryData<number[]>(watchlistQueryKey);
      const next = watchlistToggle(before ?? [], itemId);
      queryClient.setQueryData(watchlistQueryKey, next.items);
      return { before, errorMessage: next.errorMessage };
    },
    mutationFn: async (itemId) => {
      // the membership the toggle showed, saved against the stored list (another tab may have changed it)
      const watch = (queryClient.getQueryData<number[]>(watchlistQueryKey) ?? []).includes(itemId);
      const stored = await api.items();
      if (stored.includes(itemId) === watch) return stored;
      return api.save(watchlistToggle(stored, itemId).items);
    },
    onSuccess: (items) => {
      queryClient.setQueryData(watchlistQueryKey, items);
      void queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey });
      void queryClient.invalidateQueries({
        queryKey: galleryRootQueryKey,
        predicate: (query) => isWatchlistGallery(query.queryKey),
      });
    },
    onError: (_error, _itemId, context) => {
      if (context) {
        queryClient.setQueryData(watchlistQueryKey, context.before);
        toast.error(context.errorMessage);
      }
    },
  });
}
