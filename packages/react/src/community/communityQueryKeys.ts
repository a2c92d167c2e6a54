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
