import { useQueryClient } from '@tanstack/react-query';
import { likeToggle } from '@trove/core/community';
import type { ItemDetail, ItemType } from '@trove/core/gallery';
import { useEffect, useRef, useState } from 'react';
import { galleryItemQueryKey } from '../gallery/galleryQueryKeys';
import { useToast } from '../toast/useToast';
import { useCommunityApi } from './useCommunityApi';

export const LIKE_FAILED = 'Sorry, your like could not be saved.';

/**
 * A listing's like, optimistic: the count moves at once, the server's `like_count` replaces it,
 * and a failure puts the count and the heart back (with an error toast). Whether the member likes
 * it comes with the server's answer (`liked`); `initialLiked` is what the listing's detail said.
 */
export function useLike(itemType: ItemType, id: number, likeCount: number, initialLiked = false) {
  const api = useCommunityApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [state, setState] = useState({ liked: initialLiked, count: likeCount });
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const last = useRef({ likeCount, initialLiked });
  useEffect(() => {
    // a (re)loaded detail brings the server's count, and whether the member likes it when it changed
    const changed = last.current;
    last.current = { likeCount, initialLiked };
    if (likeCount !== changed.likeCount) setState((current) => ({ ...current, count: likeCount }));
    if (initialLiked !== changed.initialLiked) setState((current) => ({ ...current, liked: initialLiked }));
  }, [likeCount, initialLiked]);
  const toggle = async () => {
    if (pending) return;
    const before = state;
    setState(likeToggle(before));
    setPending(true);
    setFailed(false);
    try {
      const { like_count: count, liked } = await api.like(itemType, id);
      setState({ liked, count });
      queryClient.setQueryData<ItemDetail>(galleryItemQueryKey({ itemType, id }), (detail) =>
        detail ? { ...detail, like_count: count } : detail,
      );
    } catch {
      setState(before);
      setFailed(true);
      toast.error(LIKE_FAILED);
    } finally {
      setPending(false);
    }
  };
  return { ...state, pending, failed, toggle };
}
