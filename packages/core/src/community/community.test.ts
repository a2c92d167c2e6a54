import { describe, expect, it } from 'vitest';
import {
  canSendComment,
  commentError,
  commentListState,
  commentMessages,
  loadMoreLabel,
  mergeComments,
  submitsComment,
} from './comments';
import { SHARE_NETWORKS, shareAccess, shareDescription, shareUrl } from './share';
import {
  followingAfter,
  followToggle,
  isFollowing,
  likeToggle,
  watchlistMessages,
  watchlistToggle,
} from './toggles';
import { groupReasons, reportTarget } from './watchdog';

const comments = (count: number) => Array.from({ length: count }, (_, index) => ({ id: count - index }));

describe('comment rules (§4, §5)', () => {
  it('shows only the latest comment while collapsed, every loaded one expanded', () => {
    const loaded = comments(3);
    expect(commentListState({ comments: loaded, totalCount: 3, next: null, expanded: false }).shown).toEqual([
      { id: 3 },
    ]);
    expect(
      commentListState({ comments: loaded, totalCount: 3, next: null, expanded: true }).shown,
    ).toHaveLength(3);
  });

  it('offers View all when fewer than 15 remain and there is no next page', () => {
    expect(
      commentListState({ comments: comments(15), totalCount: 15, next: null, expanded: false }).more,
    ).toEqual({
      kind: 'viewAll',
      remaining: 14,
    });
  });

  it('offers load more with the remaining count when 15 or more remain', () => {
    expect(
      commentListState({ comments: comments(16), totalCount: 16, next: null, expanded: false }).more,
    ).toEqual({
      kind: 'loadMore',
      remaining: 15,
    });
  });

  it('offers load more when a next page exists, even with few remaining', () => {
    const state = commentListState({
      comments: comments(10),
      totalCount: 12,
      next: '/api/c?cursor=x',
      expanded: true,
    });
    expect(state.more).toEqual({ kind: 'loadMore', remaining: 2 });
    expect(loadMoreLabel(2)).toBe('load more (2)');
  });

  it('offers nothing once every comment shows, or with one comment', () => {
    expect(
      commentListState({ comments: comments(4), totalCount: 4, next: null, expanded: true }).more.kind,
    ).toBe('none');
    expect(
      commentListState({ comments: comments(1), totalCount: 1, next: null, expanded: false }).more.kind,
    ).toBe('none');
    expect(commentListState({ comments: [], totalCount: 0, next: null, expanded: false }).more.kind).toBe(
      'none',
    );
  });

  it('merges pages latest first, each comment once', () => {
    expect(
      mergeComments([{ id: 5 }, { id: 4 }], [{ id: 4 }, { id: 2 }], [{ id: 9 }]).map((c) => c.id),
    ).toEqual([9, 5, 4, 2]);
  });

  it('limits a comment to 255 characters with the spec message', () => {
    expect(commentError('a'.repeat(255))).toBeNull();
    expect(commentError('a'.repeat(256))).toBe('Max comment length is 255 characters');
    expect(commentMessages.completeProfile).toBe('You must complete your profile before adding comments');
  });

  it('disables send when empty, blank or over the limit', () => {
    expect(canSendComment('')).toBe(false);
    expect(canSendComment('   ')).toBe(false);
    expect(canSendComment('Nice coin')).toBe(true);
    expect(canSendComment('a'.repeat(255))).toBe(true);
    expect(canSendComment('a'.repeat(256))).toBe(false);
  });

  it('submits on Enter only', () => {
    expect(submitsComment({ key: 'Enter' })).toBe(true);
    expect(submitsComment({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(submitsComment({ key: 'Enter', isComposing: true })).toBe(false);
    expect(submitsComment({ key: 'a' })).toBe(false);
  });
});

describe('follow, watchlist and like toggles', () => {
  const following = { organisations: [4], users: ['u-7'] };

  it('knows whom a member follows', () => {
    expect(isFollowing(following, { to_organisation: 4 })).toBe(true);
    expect(isFollowing(following, { to_organisation: 5 })).toBe(false);
    expect(isFollowing(following, { to_user: 'u-7' })).toBe(true);
    expect(isFollowing(null, { to_user: 'u-7' })).toBe(false);
  });

  it('adds and removes one target of following, keeping the rest', () => {
    expect(followingAfter(following, { to_organisation: 5 }, true)).toEqual({
      organisations: [4, 5],
      users: ['u-7'],
    });
    expect(followingAfter(following, { to_organisation: 4 }, true)).toEqual(following);
    expect(followingAfter(following, { to_user: 'u-7' }, false)).toEqual({ organisations: [4], users: [] });
    expect(followingAfter(undefined, { to_user: 'u-9' }, true)).toEqual({
      organisations: [],
      users: ['u-9'],
    });
    expect(following).toEqual({ organisations: [4], users: ['u-7'] });
  });

  it('follow toggles following and not following', () => {
    expect(followToggle(false)).toEqual({ action: 'follow', errorMessage: 'Error following.' });
    expect(followToggle(true)).toEqual({ action: 'un_follow', errorMessage: 'Error unfollowing.' });
  });

  it('watchlist membership toggles with the spec toasts', () => {
    expect(watchlistToggle([1, 2], 3)).toEqual({
      items: [1, 2, 3],
      watched: true,
      errorMessage: 'Error adding to watchlist.',
    });
    expect(watchlistToggle([1, 2, 3], 2)).toEqual({
      items: [1, 3],
      watched: false,
      errorMessage: watchlistMessages.removeError,
    });
    expect(watchlistMessages.removeError).toBe('Error removing from watchlist.');
  });

  it('a like moves the count one way and back', () => {
    expect(likeToggle({ liked: false, count: 4 })).toEqual({ liked: true, count: 5 });
    expect(likeToggle({ liked: true, count: 5 })).toEqual({ liked: false, count: 4 });
    expect(likeToggle({ liked: true, count: 0 })).toEqual({ liked: false, count: 0 });
  });
});

describe('sharing (§6, §9)', () => {
  const shared = {
    url: 'https://trove.test/collectables/coins/item1-a-coin',
    title: 'A coin & more',
    description: 'x'.repeat(300),
    image: 'https://trove.test/thumbnails/coin-1500x1500',
  };

  it('has a link for each of the five networks, the listing URL encoded in each', () => {
    expect(SHARE_NETWORKS).toEqual(['facebook', 'twitter', 'linkedin', 'pinterest', 'email']);
    for (const network of SHARE_NETWORKS)
      expect(shareUrl(network, shared)).toContain(encodeURIComponent(shared.url));
    expect(shareUrl('facebook', shared)).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/);
    expect(shareUrl('twitter', shared)).toContain('text=A%20coin%20%26%20more');
    expect(shareUrl('pinterest', shared)).toContain(`media=${encodeURIComponent(shared.image)}`);
    expect(shareUrl('email', shared)).toMatch(/^mailto:\?subject=A%20coin%20%26%20more&body=/);
  });

  it('cuts the description to 256 characters', () => {
    expect(shareDescription(shared.description)).toHaveLength(256);
    expect(shareUrl('linkedin', shared)).toContain(`summary=${'x'.repeat(256)}&`.slice(0, -1));
    expect(shareUrl('linkedin', shared)).not.toContain('x'.repeat(257));
  });

  it('shows sharing only for group Public, real buttons when signed in, counters to admins', () => {
    expect(shareAccess({ groups: ['Dealer'], signedIn: true, admin: true })).toEqual({
      show: false,
      real: false,
      counters: false,
    });
    expect(shareAccess({ groups: [{ name: 'Public' }], signedIn: false, admin: false })).toEqual({
      show: true,
      real: false,
      counters: false,
    });
    expect(shareAccess({ groups: ['public'], signedIn: true, admin: false })).toEqual({
      show: true,
      real: true,
      counters: false,
    });
    expect(shareAccess({ groups: ['Public'], signedIn: true, admin: true }).counters).toBe(true);
    // no groups: open to everyone
    expect(shareAccess({ groups: [], signedIn: false, admin: false })).toEqual({
      show: true,
      real: false,
      counters: false,
    });
  });
});

describe('watchdog', () => {
  it('groups reasons into sections by consecutive section name', () => {
    const reasons = [
      { id: 1, text: 'Fake', section: 'Listing' },
      { id: 2, text: 'Wrong price', section: 'Listing' },
      { id: 3, text: 'Rude', section: 'Member' },
      { id: 4, text: 'Spam', section: 'Listing' },
    ];
    expect(groupReasons(reasons).map((group) => [group.section, group.reasons.map((r) => r.id)])).toEqual([
      ['Listing', [1, 2]],
      ['Member', [3]],
      ['Listing', [4]],
    ]);
    expect(groupReasons([])).toEqual([]);
  });

  it('reads the reported listing from the route, or none', () => {
    expect(reportTarget({ item: '12' })).toEqual({ item: 12 });
    expect(reportTarget({ item: 12 })).toEqual({ item: 12 });
    expect(reportTarget({ event: '3' })).toEqual({ event: 3 });
    expect(reportTarget({ organisation: 8 })).toEqual({ organisation: 8 });
    expect(reportTarget({})).toBeNull();
    expect(reportTarget({ item: 'abc' })).toBeNull();
    expect(reportTarget({ item: 0 })).toBeNull();
  });
});
