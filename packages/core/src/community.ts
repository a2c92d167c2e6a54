// @trove/core/community: likes, comments with their rules, follows, the watchlist, sharing,
// moderation links and watchdog reports. A separate entry so that the gallery widget does not carry it.

export * from './community/apiSchemas';
export {
  COMMENT_MAX_LENGTH,
  COMMENT_VIEW_ALL_BELOW,
  type CommentListState,
  type CommentMore,
  canSendComment,
  commentError,
  commentListState,
  commentMessages,
  loadMoreLabel,
  mergeComments,
  submitsComment,
} from './community/comments';
export {
  type CommentedType,
  type CommunityApi,
  createCommunityApi,
  type PostedComment,
} from './community/communityApi';
export { moderationMessages } from './community/moderation';
export { COMMENTS_PAGE_SIZE, COMMUNITY_MESSAGES } from './community/schemas';
export {
  type GroupLike,
  SHARE_NETWORK_NAMES,
  SHARE_NETWORKS,
  type Shared,
  type ShareNetwork,
  shareAccess,
  shareDescription,
  shareUrl,
} from './community/share';
export {
  type Following,
  type FollowTarget,
  followingAfter,
  followMessages,
  followToggle,
  isFollowing,
  likeToggle,
  watchlistMessages,
  watchlistToggle,
} from './community/toggles';
export {
  groupReasons,
  type ReasonLike,
  type ReportTarget,
  reportTarget,
  watchdogMessages,
} from './community/watchdog';
export { createWatchlistApi, WATCHLIST_HEADING, type WatchlistApi } from './community/watchlist';
