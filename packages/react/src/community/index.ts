// `@trove/react/community`: likes, comments, follows, the watchlist, sharing, moderation and
// watchdog reports, over core's community client and rules. A separate entry: the site loads it
// with the first pane that shows it, so the gallery's first script does not carry it.

export { Comments, type CommentsProps } from './Comments';
export {
  commentsQueryKey,
  likeQueryKey,
  watchdogReasonsQueryKey,
  watchlistQueryKey,
} from './communityQueryKeys';
export { FollowButton, type FollowButtonProps } from './FollowButton';
export { LikeButton, type LikeButtonProps } from './LikeButton';
export { ListingCommunity, type ListingCommunityProps, watchdogHref } from './ListingCommunity';
export { ShareButtons, type ShareButtonsProps } from './ShareButtons';
export { CommentsView, type CommentsViewProps } from './ui/CommentsView';
export { type CommunityTranslations, communityTranslations } from './ui/communityTranslations';
export { FollowButtonView, type FollowButtonViewProps } from './ui/FollowButtonView';
export { LikeButtonView, type LikeButtonViewProps } from './ui/LikeButtonView';
export { ModerationStatusView, type ModerationStatusViewProps } from './ui/ModerationStatusView';
export { ShareButtonsView, type ShareButtonsViewProps } from './ui/ShareButtonsView';
export { ToggleButtonView, type ToggleButtonViewProps } from './ui/ToggleButtonView';
export { WatchButtonView, type WatchButtonViewProps } from './ui/WatchButtonView';
export { WatchdogModalView, type WatchdogModalViewProps } from './ui/WatchdogModalView';
export { COMMENT_FAILED, useComments, usePostComment } from './useComments';
export { useCommunityApi, useWatchlistApi } from './useCommunityApi';
export { type FollowOptions, useFollow } from './useFollow';
export { LIKE_FAILED, useLike } from './useLike';
export { useToggleWatch, useWatchlist } from './useWatchlist';
export { WatchButton, type WatchButtonProps } from './WatchButton';
export { WatchdogModal, type WatchdogModalProps } from './WatchdogModal';
