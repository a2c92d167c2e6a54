import type { CommentedType } from '@trove/core/community';
import { userQueryKey } from '../auth/authQueryKeys';

/** A listing's comments (every loaded page); the same for everyone. */
export function commentsQueryKey(itemType: CommentedType, id: number) {
  return ['trove', 'comments', itemType, id] as const;
}

/** The member's watched item ids; under the user's key, so signing out drops them. */
export const watchlistQueryKey = [...userQueryKey, 'watchlist'] as const;

/** The watchdog's reasons; the same for everyone. */
export const watchdogReasonsQueryKey = ['trove', 'watchdog', 'reasons'] as const;

/**
 * A listing's like as a like button on its own shows it, when no detail of the listing is cached
 * (with one, the like is the detail's `liked` and `like_count`).
 */
export function likeQueryKey(itemType: string, id: number) {
  return ['trove', 'like', itemType, id] as const;
}
