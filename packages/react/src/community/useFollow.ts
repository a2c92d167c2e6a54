import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@trove/core';
import type { User } from '@trove/core/auth';
import { type FollowTarget, followingAfter, followToggle, isFollowing } from '@trove/core/community';
import type { ItemDetail, ItemType } from '@trove/core/gallery';
import { userQueryKey } from '../auth/authQueryKeys';
import { useCurrentUser } from '../auth/useCurrentUser';
import { galleryItemQueryKey } from '../gallery/galleryQueryKeys';
import { useToast } from '../toast/useToast';
import { useCachedQueryData } from './useCachedQueryData';
import { useCommunityApi } from './useCommunityApi';

export interface FollowOptions {
  /** The follower count as loaded, when the listing carries one. */
  followerCount?: number | null | undefined;
  /** The listing whose detail carries the follower count: it moves there with the follow. */
  listing?: { itemType: ItemType; id: number } | undefined;
}

interface Snapshot {
  user: User | undefined;
  detail: ItemDetail | undefined;
  errorMessage: string;
}

/**
 * Follow and unfollow an organisation or member, read from the member's `following` (the current
 * user's query) and the listing's `follower_count` (its detail's), and changed there: optimistic
 * at once; a failure puts both back with `Error following.` or `Error unfollowing.`; the member is
 * read again after.
 */
export function useFollow(target: FollowTarget, { followerCount, listing }: FollowOptions = {}) {
  const api = useCommunityApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const detailKey = listing ? galleryItemQueryKey(listing) : null;
  const detail = useCachedQueryData<ItemDetail>(detailKey);
  const following = isFollowing(user?.following, target);
  const mutation = useMutation<void, ApiError, boolean, Snapshot>({
    mutationFn: (follow) => (follow ? api.follow(target) : api.unfollow(target)),
    onMutate: async (follow) => {
      await queryClient.cancelQueries({ queryKey: userQueryKey, exact: true });
      const before: Snapshot = {
        user: queryClient.getQueryData<User>(userQueryKey),
        detail: detailKey ? queryClient.getQueryData<ItemDetail>(detailKey) : undefined,
        errorMessage: followToggle(!follow).errorMessage,
      };
      if (before.user) {
        queryClient.setQueryData<User>(userQueryKey, {
          ...before.user,
          following: followingAfter(before.user.following, target, follow),
        });
      }
      const count = before.detail?.follower_count;
      if (detailKey && before.detail && count != null) {
        queryClient.setQueryData<ItemDetail>(detailKey, {
          ...before.detail,
          follower_count: Math.max(0, count + (follow ? 1 : -1)),
        });
      }
      return before;
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userQueryKey, exact: true });
    },
    onError: (_error, _follow, before) => {
      if (before?.user) queryClient.setQueryData(userQueryKey, before.user);
      if (detailKey && before?.detail) queryClient.setQueryData(detailKey, before.detail);
      if (before) toast.error(before.errorMessage);
    },
  });
  const toggle = async () => {
    if (mutation.isPending) return;
    await mutation.mutateAsync(!following).catch(() => undefined);
  };
  return {
    following,
    count: detail?.follower_count ?? followerCount ?? null,
    pending: mutation.isPending,
    toggle,
  };
}
