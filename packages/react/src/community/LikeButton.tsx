import type { ItemType } from '@trove/core/gallery';
import { useAuthToken } from '../auth/useAuthToken';
import { LikeButtonView, type LikeButtonViewProps } from './ui/LikeButtonView';
import { useLike } from './useLike';

export interface LikeButtonProps
  extends Omit<LikeButtonViewProps, 'count' | 'liked' | 'signedIn' | 'pending' | 'onToggle'> {
  itemType: ItemType;
  id: number;
  /** The listing's like count as loaded. */
  likeCount: number;
  /** Whether the member likes it, as loaded (the detail's `liked`). Default: false. */
  liked?: boolean | undefined;
}

/** The Like button over the API: optimistic, rolled back on error; signed out, it goes to log in. */
export function LikeButton({ itemType, id, likeCount, liked, ...view }: LikeButtonProps) {
  const signedIn = useAuthToken() !== null;
  const like = useLike(itemType, id, likeCount, liked ?? false);
  return (
    <LikeButtonView
      {...view}
      count={like.count}
      liked={like.liked}
      signedIn={signedIn}
      pending={like.pending}
      onToggle={() => void like.toggle()}
    />
  );
}
