import { COMMUNITY_MESSAGES, type Following } from './schemas';

/** The watchlist's error toasts (§8), verbatim; following's, in the same words (the spec has none). */
export const watchlistMessages = {
  addError: COMMUNITY_MESSAGES.watchlistAddError,
  removeError: COMMUNITY_MESSAGES.watchlistRemoveError,
  watch: 'Watch',
  watching: 'Watching',
} as const;

export const followMessages = {
  followError: 'Error following.',
  unfollowError: 'Error unfollowing.',
  follow: 'Follow',
  following: 'Following',
} as const;

export type { Following };

/** What a follow button follows: an organisation by id or a member by public id. */
export type FollowTarget = { to_organisation: number } | { to_user: string };

export function isFollowing(
  following: { organisations: readonly number[]; users: readonly string[] } | null | undefined,
  target: FollowTarget,
): boolean {
  if (!following) return false;
  return 'to_organisation' in target
    ? following.organisations.includes(target.to_organisation)
    : following.users.includes(target.to_user);
}

/** The member's `following` with the target followed (`follow` true) or not, the rest kept as it was. */
export function followingAfter(
  following: Following | null | undefined,
  target: FollowTarget,
  follow: boolean,
): Following {
  const { organisations = [], users = [] } = following ?? {};
  const kept = <T>(ids: readonly T[], id: T) =>
    follow ? [...ids.filter((other) => other !== id), id] : ids.filter((other) => other !== id);
  return 'to_organisation' in target
    ? { organisations: kept(organisations, target.to_organisation), users: [...users] }
    : { organisations: [...organisations], users: kept(users, target.to_user) };
}

/** Follow toggles following and not following (§4): the call to make and the toast should it fail. */
export function followToggle(following: boolean): { action: 'follow' | 'un_follow'; errorMessage: string } {
  return following
    ? { action: 'un_follow', errorMessage: followMessages.unfollowError }
    : { action: 'follow', errorMessage: followMessages.followError };
}

/**
 * Watchlist membership toggles (§4): the watchlist's item ids after the toggle, whether the item is
 * now watched, and the toast should saving it fail.
 */
export function watchlistToggle(
  items: readonly number[],
  itemId: number,
): { items: number[]; watched: boolean; errorMessage: string } {
  if (items.includes(itemId)) {
    return {
      items: items.filter((id) => id !== itemId),
      watched: false,
      errorMessage: watchlistMessages.removeError,
    };
  }
  return { items: [...items, itemId], watched: true, errorMessage: watchlistMessages.addError };
}

/** A like toggled optimistically: the count shown until the server answers with its own. */
export function likeToggle(state: { liked: boolean; count: number }): { liked: boolean; count: number } {
  return state.liked
    ? { liked: false, count: Math.max(0, state.count - 1) }
    : { liked: true, count: state.count + 1 };
}
