import { useQueryClient } from '@tanstack/react-query';
import { likeToggle } from '@trove/core/community';
import type { ItemDetail, ItemType } from '@trove/core/gallery';
import { useState } from 'react';
import { galleryItemQueryKey } from '../gallery/galleryQueryKeys';
import { useToast } from '../toast/useToast';
import { likeQueryKey } from './communityQueryKeys';
import { useCachedQueryData } from './useCachedQueryData';
import { useCommunityApi } from './useCommunityApi';

export const LIKE_FAILED = 'Sorry, your like could not be saved.';

type LikeState = { liked: boolean; count: number };

/** A like shown without a cached detail: what it shows, over the props it was shown from. */
interface LikeEntry {
  loaded: LikeState;
  shown: LikeState;
}

const same = (a: LikeState, b: LikeState) => a.liked === b.liked && a.count === b.count;

/**
 * A listing's like, read from its detail in the query cache (the pane's `liked` and `like_count`)
 * and changed there: optimistic at once, the server's `like_count` and `liked` when it answers, the
 * detail as it was (with an error toast) when the call fails. A detail read again shows as it comes.
 * Without a cached detail (a button on its own) the like is kept in the cache under
 * `likeQueryKey`, over the `likeCount` and `initialLiked` it started from: new ones win.
 */
export function useLike(itemType: ItemType, id: number, likeCount: number, initialLiked = false) {
  const api = useCommunityApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const key = galleryItemQueryKey({ itemType, id });
  const ownKey = likeQueryKey(itemType, id);
  const detail = useCachedQueryData<ItemDetail>(key);
  const entry = useCachedQueryData<LikeEntry>(ownKey);
  const loaded: LikeState = { liked: initialLiked, count: likeCount };
  const state: LikeState = detail
    ? { liked: detail.liked ?? initialLiked, count: detail.like_count }
    : entry && same(entry.loaded, loaded)
      ? entry.shown
      : loaded;
  /** Shows the like: in the cached detail, else under the button's own key. */
  const show = (liked: boolean, count: number) => {
    if (queryClient.getQueryData<ItemDetail>(key)) {
      queryClient.setQueryData<ItemDetail>(key, (current) =>
        current ? { ...current, liked, like_count: count } : current,
      );
    } else {
      queryClient.setQueryData<LikeEntry>(ownKey, { loaded, shown: { liked, count } });
    }
  };
  // whether the call runs and whether the last one failed: the button's, not the like's
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const toggle = async () => {
    if (pending) return;
    setPending(true);
    setFailed(false);
    await queryClient.cancelQueries({ queryKey: key, exact: true });
    const before = {
      detail: queryClient.getQueryData<ItemDetail>(key),
      entry: queryClient.getQueryData<LikeEntry>(ownKey),
    };
    const next = likeToggle(state);
    show(next.liked, next.count);
    try {
      const { like_count, liked } = await api.like(itemType, id);
      show(liked, like_count);
    } catch {
      if (before.detail) queryClient.setQueryData(key, before.detail);
      else if (before.entry) queryClient.setQueryData(ownKey, before.entry);
      else queryClient.removeQueries({ queryKey: ownKey, exact: true });
      setFailed(true);
      toast.error(LIKE_FAILED);
    } finally {
      setPending(false);
    }
  };
  return { ...state, pending, failed, toggle };
}
