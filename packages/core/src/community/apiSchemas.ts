import * as z from 'zod/mini';

// The community calls' answers are the server's shared wire schemas (schemas.ts); this adds what
// the client reads of a moderation link's answer.
export {
  type Comment,
  type CommentPage,
  commentPageSchema,
  commentSchema,
  type Following,
  followingSchema,
  type LikeResult,
  likeResultSchema,
  type WatchdogReason,
  watchdogReasonSchema,
} from './schemas';

/** The listing a moderation link approved (enough to open it). */
export const approvedListingSchema = z.looseObject({
  id: z.int(),
  item_type: z.optional(z.enum(['ITEM', 'EVENT', 'ORGANISATION'])),
});
export type ApprovedListing = z.infer<typeof approvedListingSchema>;
