import * as z from 'zod/mini';
import { DATABASE_INT_MAX } from '../schemas/databaseInt';
import { TEXT_LIMITS } from '../schemas/textLimits';

// The community's wire shapes (issue 15): likes, follows, comments, moderation, shares and
// watchdog reports, as the server answers them and the clients send them. Shared by the server
// (through @trove/core/server) and the community module's client.

/** Spec §9: a comment has at most 255 characters. */
export const COMMENT_MAX_LENGTH = TEXT_LIMITS.comment;
/** Comments per page of `GET /api/comments/{items|events}/{id}/comment` (the spec names none). */
export const COMMENTS_PAGE_SIZE = 10;
/** Spec §9: share networks. */
export const SHARE_NETWORKS = ['facebook', 'twitter', 'linkedin', 'pinterest', 'email'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

/** The spec's words (seed 000 §5, §8; seed 001 §5, §8). */
export const COMMUNITY_MESSAGES = {
  commentTooLong: 'Max comment length is 255 characters',
  commentRequired: 'This is required',
  profileIncomplete: 'You must complete your profile before adding comments',
  commentHeldTitle: 'Approval required',
  commentHeld: 'Your comment has been sent for moderation',
  commentApproved: 'Comment approved',
  itemApproved: 'Item approved',
  watchdogCreated: 'Watchdog submission created.',
  watchlistAddError: 'Error adding to watchlist.',
  watchlistRemoveError: 'Error removing from watchlist.',
  /** Not in the spec: a follow names one organisation or one member. */
  followTarget: 'Name one of to_organisation or to_user.',
  /** Not in the spec. */
  followSelf: 'You cannot follow yourself.',
  /** Not in the spec: a report names one listing. */
  watchdogTarget: 'Name one of item, event or organisation.',
  /** Not in the spec: a used, expired or forged moderation link (djoser's wording). */
  invalidToken: 'Invalid token.',
} as const;

const id = z
  .int()
  .check(
    z.gte(1),
    z.lte(DATABASE_INT_MAX, `Ensure this value is less than or equal to ${DATABASE_INT_MAX}.`),
  );

/** `POST /api/{items|events|organisations}/{id}/like/`: the member's like toggled. */
export const likeResultSchema = z.object({ like_count: z.int(), liked: z.boolean() });
export type LikeResult = z.infer<typeof likeResultSchema>;

/** `POST /api/following/{follow|un_follow}/`: one of the two. `to_user` is a member's public uid. */
export const followInputSchema = z.object({
  to_organisation: z.optional(z.nullable(id)),
  to_user: z.optional(z.nullable(z.string().check(z.regex(/^[1-9]\d{0,9}$/, 'Not a valid member.')))),
});
export type FollowInput = z.infer<typeof followInputSchema>;

/** The user's `following` (§3): organisation ids and members' public uids. */
export const followingSchema = z.object({
  organisations: z.array(z.int()),
  users: z.array(z.string()),
});
export type Following = z.infer<typeof followingSchema>;

/**
 * What a listing's detail says of its community, beside core's item detail: whether the viewer
 * likes it, the followers of its organisation (or of its member when it has none) and, for
 * the organisation's follow button, that organisation's id.
 */
export const listingCommunitySchema = z.object({
  liked: z.boolean(),
  organisation_id: z.nullable(z.int()),
  follower_count: z.int(),
  comment_count: z.int(),
});
export type ListingCommunity = z.infer<typeof listingCommunitySchema>;

/** A comment (§3): the newest first in a list. */
export const commentSchema = z.object({
  id: z.int(),
  text: z.string(),
  user: z.object({ id: z.int(), display_name: z.string(), photo: z.nullable(z.string()) }),
  created_date: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

/** A page of comments: `next` and `previous` are URLs (cursor paging), `totalCount` counts all. */
export const commentPageSchema = z.object({
  results: z.array(commentSchema),
  next: z.nullable(z.string()),
  previous: z.nullable(z.string()),
  totalCount: z.int(),
});
export type CommentPage = z.infer<typeof commentPageSchema>;

/** A new comment: 1 to 255 characters. */
export const commentInputSchema = z.object({
  text: z.string(COMMUNITY_MESSAGES.commentRequired).check(
    z.refine((text) => text.trim() !== '', COMMUNITY_MESSAGES.commentRequired),
    z.maxLength(COMMENT_MAX_LENGTH, COMMUNITY_MESSAGES.commentTooLong),
  ),
});
export type CommentInput = z.infer<typeof commentInputSchema>;

/** `POST /api/moderation/{id}/approve/`. */
export const itemApprovalInputSchema = z.object({ item: id, token: z.string().check(z.maxLength(200)) });
export const itemApprovalResultSchema = z.object({ id: z.int() });

/** `POST /api/analytics/obj-share-view/{id}`: a share of the listing to one network. */
export const shareViewInputSchema = z.object({
  url: z.string().check(z.maxLength(TEXT_LIMITS.website)),
  data: z.object({ shared_to: z.enum(SHARE_NETWORKS) }),
});
export type ShareViewInput = z.infer<typeof shareViewInputSchema>;

/** A watchdog reason (seed 001 §3); reasons are grouped into sections by consecutive `section`. */
export const watchdogReasonSchema = z.object({
  id: z.int(),
  text: z.string(),
  section: z.string(),
  selected: z.boolean(),
});
export type WatchdogReason = z.infer<typeof watchdogReasonSchema>;

/** A report: its text, reason ids and exactly one of item, event or organisation (listing ids). */
export const watchdogReportInputSchema = z.object({
  text: z.optional(z.string().check(z.maxLength(TEXT_LIMITS.freeText))),
  reasons: z.optional(z.array(id).check(z.maxLength(50))),
  item: z.optional(z.nullable(id)),
  event: z.optional(z.nullable(id)),
  organisation: z.optional(z.nullable(id)),
});
export type WatchdogReportInput = z.infer<typeof watchdogReportInputSchema>;

/** A report as an admin lists it. */
export const watchdogReportSchema = z.object({
  id: z.int(),
  text: z.string(),
  reasons: z.array(z.object({ id: z.int(), text: z.string(), section: z.string() })),
  item: z.object({ id: z.int(), item_type: z.string(), name: z.string(), url: z.string() }),
  user: z.nullable(z.object({ id: z.int(), display_name: z.string(), email: z.string() })),
  created_date: z.string(),
});
export type WatchdogReport = z.infer<typeof watchdogReportSchema>;
