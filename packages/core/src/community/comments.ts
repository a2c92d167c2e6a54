import { COMMENT_MAX_LENGTH, COMMUNITY_MESSAGES } from './schemas';

export { COMMENT_MAX_LENGTH };

/** Below this many remaining comments with no next page, the list offers View all instead of load more (§4). */
export const COMMENT_VIEW_ALL_BELOW = 15;

/** The comment messages of §5 and §8, verbatim. */
export const commentMessages = {
  tooLong: COMMUNITY_MESSAGES.commentTooLong,
  completeProfile: COMMUNITY_MESSAGES.profileIncomplete,
  completeProfileLink: 'Complete Profile',
  heldTitle: COMMUNITY_MESSAGES.commentHeldTitle,
  held: COMMUNITY_MESSAGES.commentHeld,
  loadMore: 'load more',
  viewAll: 'View all',
} as const;

/** The comment field's error: the length message once over 255 characters, otherwise none. */
export function commentError(text: string): string | null {
  return text.length > COMMENT_MAX_LENGTH ? commentMessages.tooLong : null;
}

/** Send is enabled only with 1 to 255 characters (blank text counts as empty). */
export function canSendComment(text: string): boolean {
  return text.trim().length > 0 && text.length <= COMMENT_MAX_LENGTH;
}

/** Enter submits the comment; Shift+Enter and Enter while an input method composes do not. */
export function submitsComment(key: { key: string; shiftKey?: boolean; isComposing?: boolean }): boolean {
  return key.key === 'Enter' && !key.shiftKey && !key.isComposing;
}

/** Comments latest first (the higher id is the later one), each once: pages merged as they come. */
export function mergeComments<T extends { id: number }>(...pages: readonly (readonly T[])[]): T[] {
  const byId = new Map<number, T>();
  for (const page of pages) for (const comment of page) byId.set(comment.id, comment);
  return [...byId.values()].sort((a, b) => b.id - a.id);
}

/** What the comment list offers below the comments it shows (§4). */
export type CommentMore =
  | { kind: 'none' }
  | { kind: 'loadMore'; remaining: number }
  | { kind: 'viewAll'; remaining: number };

export interface CommentListState<T> {
  /** The comments shown, latest first. */
  shown: T[];
  more: CommentMore;
}

/**
 * The comment list (§4): collapsed it shows only the latest comment; expanded, every loaded one.
 * Below them `load more` with the remaining count when a next page exists or 15 or more remain,
 * `View all` when fewer than 15 remain and there is no next page, nothing when none remain.
 */
export function commentListState<T>(options: {
  /** Loaded comments, latest first. */
  comments: readonly T[];
  totalCount: number;
  /** The next page's link; null on the last page. */
  next: string | null;
  expanded: boolean;
}): CommentListState<T> {
  const { comments, totalCount, next, expanded } = options;
  const shown = expanded ? [...comments] : comments.slice(0, 1);
  const remaining = Math.max(0, totalCount - shown.length, next !== null ? 1 : 0);
  if (remaining === 0) return { shown, more: { kind: 'none' } };
  if (next !== null || remaining >= COMMENT_VIEW_ALL_BELOW)
    return { shown, more: { kind: 'loadMore', remaining } };
  return { shown, more: { kind: 'viewAll', remaining } };
}

/** The load more link's text: `load more (12)`. */
export const loadMoreLabel = (remaining: number) => `${commentMessages.loadMore} (${remaining})`;
