import { COMMUNITY_MESSAGES } from './schemas';

/** The moderation links' words (§2, §8), verbatim. */
export const moderationMessages = {
  checking: 'Checking token',
  commentApproved: COMMUNITY_MESSAGES.commentApproved,
  itemApproved: COMMUNITY_MESSAGES.itemApproved,
} as const;
