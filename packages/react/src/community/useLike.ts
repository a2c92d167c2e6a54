import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@trove/core';
import { type LikeResult, likeToggle } from '@trove/core/community';
import type { ItemDetail, ItemType } from '@trove/core/gallery';
import { galleryItemQueryKey } from '../gallery/galleryQueryKeys';
import { useToast } from '../toast/useToast';
import { useCachedQueryData } from './useCachedQueryData';
import { useCommunityApi } from './useCommunityApi';

export const LIKE_FAILED = 'Sorry, your like could not be saved.';

type LikeState = { liked: boolean; count: number };

/**
 * A listing's like, read from its detail in the query cache (the pane's `liked` and `like_count`)
 * and changed there: optimistic at once, the server's `like_count` and `liked` when it answers, the
 * detail as it was (with an error toast) when the call fails. A detail read again shows as it comes.
 * Without a cached detail (a button on its own), `likeCount` and `initialLiked` are the state, moved
 * while the call runs and replaced by the server's answer.
 */
export function useLike(itemType: ItemType, id: number, likeCount: number, initialLiked = false) {
  const api = useCommunityApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const key = galleryItemQueryKey({ itemType, id });
  const detail = useCachedQueryData<ItemDetail>(key);
  const mutation = useMutation<LikeResult, ApiError, LikeState, { before: ItemDetail | undefined }>({
    mutationFn: () => api.like(itemType, id),
    onMutate: async (shown) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const before = queryClient.getQueryData<ItemDetail>(key);
      if (before) {
        const next = likeToggle(shown);
        queryClient.setQueryData<ItemDetail>(key, { ...before, liked: next.liked, like_count: next.count });
      }
      return { before };
    },
    onSuccess: ({ like_count, liked }) => {
      queryClient.setQueryData<ItemDetail>(key, (current) =>
        current ? { ...current, like_count, liked } : current,
      );
    },
    onError: (_error, _shown, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      toast.error(LIKE_FAILED);
    },
  });
  let state: LikeState;
  if (detail) state = { liked: detail.liked ?? initialLiked, count: detail.like_count };
  else if (mutation.isPending && mutation.variables) state = likeToggle(mutation.variables);
  else if (mutation.isSuccess) state = { liked: mutation.data.liked, count: mutation.data.like_count };
  else state = { liked: initialLiked, count: likeCount };
  const toggle = async () => {
    if (mutation.isPending) return;
    await mutation.mutateAsync(state).catch(() => undefined);
  };
  return { ...state, pending: mutation.isPending, failed: mutation.isError, toggle };
}
