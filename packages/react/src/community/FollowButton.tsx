import type { FollowTarget } from '@trove/core/community';
import type { ItemType } from '@trove/core/gallery';
import { useAuthToken } from '../auth/useAuthToken';
import { FollowButtonView, type FollowButtonViewProps } from './ui/FollowButtonView';
import { useFollow } from './useFollow';

export interface FollowButtonProps
  extends Omit<FollowButtonViewProps, 'following' | 'signedIn' | 'pending' | 'onToggle' | 'followerCount'> {
  /** The organisation (`to_organisation`) or member (`to_user`) followed. */
  target: FollowTarget;
  /** The follower count as loaded, when the listing carries one. */
  followerCount?: number | null | undefined;
  /** The listing whose detail carries the follower count: the count moves there with the follow. */
  listing?: { itemType: ItemType; id: number } | undefined;
}

/** The follow button over the API: optimistic, rolled back with its toast on error; signed out, it goes to log in. */
export function FollowButton({ target, followerCount, listing, ...view }: FollowButtonProps) {
  const signedIn = useAuthToken() !== null;
  const follow = useFollow(target, { followerCount, listing });
  return (
    <FollowButtonView
      {...view}
      following={signedIn && follow.following}
      followerCount={follow.count}
      signedIn={signedIn}
      pending={follow.pending}
      onToggle={() => void follow.toggle()}
    />
  );
}
