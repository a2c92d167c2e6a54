import { useQueryClient } from '@tanstack/react-query';
import { type FollowTarget, followToggle, isFollowing } from '@trove/core/community';
import { useState } from 'react';
import { userQueryKey } from '../auth/authQueryKeys';
import { useCurrentUser } from '../auth/useCurrentUser';
import { useToast } from '../toast/useToast';
import { useCommunityApi } from './useCommunityApi';

/**
 * Follow and unfollow an organisation or member: optimistic; a failure puts it back with
 * `Error following.` or `Error unfollowing.`; the member's `following` is read again after.
 */
export function useFollow(target: FollowTarget, followerCount?: number | null) {
  const api = useCommunityApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const known = isFollowing(user?.following, target);
  const [local, setLocal] = useState<{ following: boolean; count: number | null } | null>(null);
  const [pending, setPending] = useState(false);
  const following = local?.following ?? known;
  const count = local?.count ?? followerCount ?? null;
  const toggle = async () => {
    if (pending) return;
    const { action, errorMessage } = followToggle(following);
    const before = local;
    setLocal({
      following: !following,
      count: count === null ? null : Math.max(0, count + (following ? -1 : 1)),
    });
    setPending(true);
    try {
      if (action === 'follow') await api.follow(target);
      else await api.unfollow(target);
      void queryClient.invalidateQueries({ queryKey: userQueryKey, exact: true });
    } catch {
      setLocal(before);
      toast.error(errorMessage);
    } finally {
      setPending(false);
    }
  };
  return { following, count, pending, toggle };
}
