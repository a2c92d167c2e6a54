import { act, screen, waitFor, within } from '@testing-library/react';
import type { User } from '@trove/core/auth';
import { defaultGalleryParams, type ItemDetail } from '@trove/core/gallery';
import { authHandlers, galleryItemFixture, itemDetailFixture, userFixture } from '@trove/test-utils';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { userQueryKey } from '../auth/authQueryKeys';
import { galleryItemQueryKey, galleryQueryKey } from '../gallery/galleryQueryKeys';
import { GalleryTileView } from '../gallery/ui/GalleryTileView';
import { setupMswServer } from '../testing/mswServer';
import { renderWithTrove } from '../testing/renderWithTrove';
import { Comments } from './Comments';
import { FollowButton } from './FollowButton';
import { LikeButton } from './LikeButton';
import { ListingCommunity } from './ListingCommunity';
import { WatchButton } from './WatchButton';
import { WatchdogModal } from './WatchdogModal';

const server = setupMswServer();

const messages = (toasts: ReturnType<typeof renderWithTrove>['toasts']) =>
  toasts.queue.visibleToasts.map((toast) => [toast.content.title, toast.content.message]);

const user = { id: 1, display_name: 'member', photo: null };
const created_date = '2026-11-28T10:00:00.000Z';
const comment = (id: number) => ({ id, text: `comment ${id}`, user, created_date });

describe('LikeButton', () => {
  it('moves the count at once and keeps the server count', async () => {
    let answer: (() => void) | undefined;
    server.use(
      http.post('*/api/items/5/like/', async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json({ like_count: 13, liked: true });
      }),
    );
    const { user: clicker } = renderWithTrove(<LikeButton itemType="ITEM" id={5} likeCount={12} />, {
      token: 'member',
    });
    await clicker.click(screen.getByRole('button', { name: 'Like 12 Likes' }));
    // optimistic: 13 and pressed before the server answers
    const pending = screen.getByRole('button', { name: 'Like 13 Likes' });
    expect(pending.getAttribute('aria-pressed')).toBe('true');
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    answer?.();
    await waitFor(() => expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByRole('button', { name: 'Like 13 Likes' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('rolls back and says so when the like fails', async () => {
    server.use(
      http.post('*/api/items/5/like/', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })),
    );
    const { user: clicker, toasts } = renderWithTrove(<LikeButton itemType="ITEM" id={5} likeCount={12} />, {
      token: 'member',
    });
    await clicker.click(screen.getByRole('button', { name: 'Like 12 Likes' }));
    await waitFor(() =>
      expect(messages(toasts)).toContainEqual([undefined, 'Sorry, your like could not be saved.']),
    );
    expect(screen.getByRole('button', { name: 'Like 12 Likes' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('reads and changes the detail in the query cache: optimistic, the server answer, a reload as it comes', async () => {
    let answer: (() => void) | undefined;
    server.use(
      http.post('*/api/items/5/like/', async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json({ like_count: 14, liked: true });
      }),
    );
    const key = galleryItemQueryKey({ itemType: 'ITEM', id: 5 });
    const { user: clicker, queryClient } = renderWithTrove(
      <LikeButton itemType="ITEM" id={5} likeCount={12} />,
      { token: 'member' },
    );
    // the pane loads the detail: the button follows it, whatever its props said
    act(() => queryClient.setQueryData(key, itemDetailFixture({ id: 5, like_count: 20, liked: false })));
    await clicker.click(screen.getByRole('button', { name: 'Like 20 Likes' }));
    expect(queryClient.getQueryData<ItemDetail>(key)).toMatchObject({ like_count: 21, liked: true });
    expect(screen.getByRole('button', { name: 'Like 21 Likes' }).getAttribute('aria-pressed')).toBe('true');
    answer?.();
    await waitFor(() => expect(queryClient.getQueryData<ItemDetail>(key)).toMatchObject({ like_count: 14 }));
    expect(screen.getByRole('button', { name: 'Like 14 Likes' }).getAttribute('aria-pressed')).toBe('true');
    // the detail read again (another member liked it too): shown as it comes
    act(() => queryClient.setQueryData(key, itemDetailFixture({ id: 5, like_count: 15, liked: true })));
    expect(screen.getByRole('button', { name: 'Like 15 Likes' })).toBeDefined();
  });

  it('puts the cached detail back as it was when the like fails', async () => {
    server.use(
      http.post('*/api/items/5/like/', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })),
    );
    const key = galleryItemQueryKey({ itemType: 'ITEM', id: 5 });
    const {
      user: clicker,
      queryClient,
      toasts,
    } = renderWithTrove(<LikeButton itemType="ITEM" id={5} likeCount={12} />, { token: 'member' });
    const loaded = itemDetailFixture({ id: 5, like_count: 7, liked: true });
    act(() => queryClient.setQueryData(key, loaded));
    await clicker.click(screen.getByRole('button', { name: 'Like 7 Likes' }));
    await waitFor(() =>
      expect(messages(toasts)).toContainEqual([undefined, 'Sorry, your like could not be saved.']),
    );
    expect(queryClient.getQueryData(key)).toEqual(loaded);
    expect(screen.getByRole('button', { name: 'Like 7 Likes' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('sends a signed-out visitor to log in without calling the server', async () => {
    const onLogin = vi.fn();
    const { user: clicker } = renderWithTrove(
      <LikeButton itemType="ITEM" id={5} likeCount={12} onLogin={onLogin} />,
    );
    await clicker.click(screen.getByRole('button', { name: 'Like 12 Likes' }));
    expect(onLogin).toHaveBeenCalledOnce();
  });
});

describe('Comments', () => {
  const pages = () => [
    http.get('*/api/comments/items/5/comment', ({ request }) => {
      const cursor = new URL(request.url).searchParams.get('cursor');
      if (cursor === 'two') {
        return HttpResponse.json({
          results: [comment(3), comment(2), comment(1)],
          next: null,
          previous: null,
          totalCount: 20,
        });
      }
      return HttpResponse.json({
        results: Array.from({ length: 17 }, (_, index) => comment(20 - index)),
        next: 'http://trove.test/api/comments/items/5/comment?cursor=two',
        previous: null,
        totalCount: 20,
      });
    }),
  ];

  it('shows the latest first, then load more expands and loads the next page', async () => {
    server.use(...pages(), ...authHandlers({ user: userFixture({ is_profile_complete: true }) }));
    const { user: clicker } = renderWithTrove(<Comments itemType="ITEM" id={5} />, { token: 'member' });
    const list = await within(await screen.findByRole('region', { name: 'Comments' })).findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('comment 20')).toBeDefined();
    // load more expands what is loaded, then loads the next page
    await clicker.click(screen.getByRole('button', { name: 'load more (19)' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(17);
    await clicker.click(screen.getByRole('button', { name: 'load more (3)' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20));
    expect(screen.queryByRole('button', { name: /load more|View all/ })).toBeNull();
  });

  it('adds a comment at the top on Enter, and warns when it is held for moderation', async () => {
    const sent: string[] = [];
    server.use(
      http.get('*/api/comments/items/5/comment', () =>
        HttpResponse.json({ results: [comment(4)], next: null, previous: null, totalCount: 1 }),
      ),
      http.post('*/api/comments/items/5/comment', async ({ request }) => {
        const { text } = (await request.json()) as { text: string };
        sent.push(text);
        if (text === 'held one') return HttpResponse.json({ detail: 'held' }, { status: 202 });
        return HttpResponse.json({ id: 9, text, user, created_date }, { status: 201 });
      }),
      ...authHandlers({ user: userFixture({ is_profile_complete: true }) }),
    );
    const { user: typist, toasts } = renderWithTrove(<Comments itemType="ITEM" id={5} />, {
      token: 'member',
    });
    const field = await screen.findByRole('textbox', { name: 'Add a comment' });
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    await typist.type(field, 'Lovely{Enter}');
    const list = () => within(screen.getByRole('region', { name: 'Comments' })).getByRole('list');
    await waitFor(() => expect(within(list()).getByText('Lovely')).toBeDefined());
    expect((field as HTMLTextAreaElement).value).toBe('');
    expect(screen.getByText('(2)')).toBeDefined();
    await typist.type(field, 'held one{Enter}');
    await waitFor(() =>
      expect(messages(toasts)).toContainEqual([
        'Approval required',
        'Your comment has been sent for moderation',
      ]),
    );
    expect(sent).toEqual(['Lovely', 'held one']);
    expect(within(list()).queryByText('held one')).toBeNull();
  });

  it('asks a member with an incomplete profile to complete it instead of offering the form', async () => {
    server.use(
      http.get('*/api/comments/items/5/comment', () =>
        HttpResponse.json({ results: [comment(4)], next: null, previous: null, totalCount: 1 }),
      ),
      ...authHandlers({ user: userFixture({ is_profile_complete: false }) }),
    );
    renderWithTrove(<Comments itemType="ITEM" id={5} />, { token: 'member' });
    const link = await screen.findByRole('link', { name: 'Complete Profile' });
    expect(link.getAttribute('href')).toBe('/account');
    expect(screen.getByText(/You must complete your profile before adding comments/)).toBeDefined();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('WatchButton', () => {
  it('creates the watchlist on first use and toggles the item', async () => {
    let stored: { id: number; name: string; params: { items?: number[] } } | null = null;
    const saved = () => ({ ...stored, schedule: null, is_default: false, organisation: null, uid: null });
    server.use(
      http.get('*/api/searches/', () => HttpResponse.json(stored ? [saved()] : [])),
      http.post('*/api/searches/', async ({ request }) => {
        const body = (await request.json()) as { name: string; params: { items: number[] } };
        stored = { id: 7, name: body.name, params: body.params };
        return HttpResponse.json(saved(), { status: 201 });
      }),
      http.put('*/api/searches/7/', async ({ request }) => {
        const body = (await request.json()) as { params: { items: number[] } };
        stored = { id: 7, name: 'watchlist', params: body.params };
        return HttpResponse.json(saved());
      }),
    );
    const { user: clicker } = renderWithTrove(<WatchButton itemId={5} />, { token: 'member' });
    await clicker.click(await screen.findByRole('button', { name: 'Watch', pressed: false }));
    await waitFor(() => expect(stored?.params.items).toEqual([5]));
    await waitFor(() => expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(false));
    await clicker.click(screen.getByRole('button', { name: 'Watching', pressed: true }));
    await waitFor(() => expect(stored?.params.items).toEqual([]));
  });

  it('reads the watchlist gallery again after a toggle, and no other gallery', async () => {
    let stored: { id: number; name: string; params: { items?: number[] } } | null = null;
    const saved = () => ({ ...stored, schedule: null, is_default: false, organisation: null, uid: null });
    server.use(
      http.get('*/api/searches/', () => HttpResponse.json(stored ? [saved()] : [])),
      http.post('*/api/searches/', async ({ request }) => {
        const body = (await request.json()) as { name: string; params: { items: number[] } };
        stored = { id: 7, name: body.name, params: body.params };
        return HttpResponse.json(saved(), { status: 201 });
      }),
    );
    const { user: clicker, queryClient } = renderWithTrove(<WatchButton itemId={5} />, { token: 'member' });
    const watchlistGallery = galleryQueryKey({ ...defaultGalleryParams, key: 'watchlist' });
    const otherGallery = galleryQueryKey(defaultGalleryParams);
    queryClient.setQueryData(watchlistGallery, { pages: [], pageParams: [] });
    queryClient.setQueryData(otherGallery, { pages: [], pageParams: [] });
    const toggle = await screen.findByRole('button', { name: 'Watch', pressed: false });
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    await clicker.click(toggle);
    await waitFor(() => expect(queryClient.getQueryState(watchlistGallery)?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(otherGallery)?.isInvalidated).toBe(false);
  });

  it("is one state for a tile's compact toggle and the pane's Watch", async () => {
    let stored: { id: number; name: string; params: { items?: number[] } } | null = null;
    const saved = () => ({ ...stored, schedule: null, is_default: false, organisation: null, uid: null });
    server.use(
      http.get('*/api/searches/', () => HttpResponse.json(stored ? [saved()] : [])),
      http.post('*/api/searches/', async ({ request }) => {
        const body = (await request.json()) as { name: string; params: { items: number[] } };
        stored = { id: 7, name: body.name, params: body.params };
        return HttpResponse.json(saved(), { status: 201 });
      }),
    );
    const { user: clicker } = renderWithTrove(
      <>
        <GalleryTileView
          item={galleryItemFixture({ id: 5 })}
          params={defaultGalleryParams}
          actions={<WatchButton itemId={5} compact />}
        />
        <WatchButton itemId={5} />
      </>,
      { token: 'member' },
    );
    const tile = screen.getByRole('link').parentElement as HTMLElement;
    const tileToggle = await within(tile).findByRole('button', { name: 'Watch', pressed: false });
    await waitFor(() => expect((tileToggle as HTMLButtonElement).disabled).toBe(false));
    await clicker.click(tileToggle);
    // the pane's Watch says so at once
    expect(await screen.findByRole('button', { name: 'Watching', pressed: true })).toBeDefined();
    await waitFor(() => expect(stored?.params.items).toEqual([5]));
    expect(tileToggle.getAttribute('aria-pressed')).toBe('true');
  });

  it("sends a signed-out visitor from a tile's toggle to log in, reading no watchlist", async () => {
    const read = vi.fn();
    server.use(http.get('*/api/searches/', read));
    const onLogin = vi.fn();
    const { user: clicker } = renderWithTrove(<WatchButton itemId={5} compact onLogin={onLogin} />);
    const toggle = screen.getByRole('button', { name: 'Watch' });
    expect(toggle.getAttribute('aria-pressed')).toBeNull();
    await clicker.click(toggle);
    expect(onLogin).toHaveBeenCalledOnce();
    expect(read).not.toHaveBeenCalled();
  });

  it('puts the toggle back with the spec toast when saving fails', async () => {
    server.use(
      http.get('*/api/searches/', () => HttpResponse.json([])),
      http.post('*/api/searches/', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })),
    );
    const { user: clicker, toasts } = renderWithTrove(<WatchButton itemId={5} />, { token: 'member' });
    await clicker.click(await screen.findByRole('button', { name: 'Watch', pressed: false }));
    await waitFor(() => expect(messages(toasts)).toContainEqual([undefined, 'Error adding to watchlist.']));
    expect(screen.getByRole('button', { name: 'Watch' }).getAttribute('aria-pressed')).toBe('false');
  });
});

describe('ListingCommunity', () => {
  it('invites a visitor to log in and sends Share and Watch to login', async () => {
    server.use(
      http.get('*/api/comments/items/:id/comment', () =>
        HttpResponse.json({ results: [], next: null, previous: null, totalCount: 0 }),
      ),
    );
    const onLogin = vi.fn();
    const item = itemDetailFixture({ groups: ['Public'], allow_comments: true });
    const { user: clicker } = renderWithTrove(
      <ListingCommunity item={item} onLogin={onLogin} loginHref="/login" />,
    );
    expect(screen.getByRole('link', { name: 'Log in to like or comment' }).getAttribute('href')).toBe(
      '/login',
    );
    await clicker.click(screen.getByRole('button', { name: 'Share on Facebook' }));
    await clicker.click(screen.getByRole('button', { name: 'Watch' }));
    expect(onLogin).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('link', { name: 'Report this listing' }).getAttribute('href')).toBe(
      `/watchdog?item=${item.id}`,
    );
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows no share buttons for a listing outside group Public', () => {
    server.use(
      http.get('*/api/comments/items/:id/comment', () =>
        HttpResponse.json({ results: [], next: null, previous: null, totalCount: 0 }),
      ),
    );
    renderWithTrove(
      <ListingCommunity
        item={itemDetailFixture({ groups: ['Dealer'] })}
        onLogin={() => {}}
        loginHref="/login"
      />,
    );
    expect(screen.queryByRole('list', { name: 'Share' })).toBeNull();
  });

  it("shows the heart of a listing the member likes pressed, from the detail's liked", () => {
    renderWithTrove(
      <ListingCommunity
        item={itemDetailFixture({ like_count: 4, liked: true, allow_comments: false })}
        onLogin={() => {}}
        loginHref="/login"
      />,
      { token: 'member' },
    );
    expect(screen.getByRole('button', { name: 'Like 4 Likes' }).getAttribute('aria-pressed')).toBe('true');
  });
  it("follows the organisation a directory listing presents by its organisation_id, not the listing's id", async () => {
    const bodies: unknown[] = [];
    server.use(
      ...authHandlers({ user: userFixture({ is_profile_complete: true }) }),
      http.post('*/api/following/follow/', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ organisations: [3], users: [] });
      }),
    );
    const { user: clicker } = renderWithTrove(
      <ListingCommunity
        item={itemDetailFixture({
          id: 164,
          item_type: 'ORGANISATION',
          organisation_id: 3,
          follower_count: 0,
        })}
        onLogin={() => {}}
        loginHref="/login"
      />,
      { token: 'member' },
    );
    await clicker.click(screen.getByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(bodies).toEqual([{ to_organisation: 3 }]));
  });
});

describe('FollowButton', () => {
  const organisation = () =>
    itemDetailFixture({ id: 164, item_type: 'ORGANISATION', organisation_id: 3, follower_count: 4 });

  it("follows in the member's following and the detail's follower count at once, then reads the member again", async () => {
    let answer: (() => void) | undefined;
    let following = { organisations: [] as number[], users: [] as string[] };
    server.use(
      http.get('*/api/auth/user/', () =>
        HttpResponse.json({ ...userFixture({ is_profile_complete: true }), following }),
      ),
      http.post('*/api/following/follow/', async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        following = { organisations: [3], users: [] };
        return HttpResponse.json(following);
      }),
    );
    const key = galleryItemQueryKey({ itemType: 'ORGANISATION', id: 164 });
    const { user: clicker, queryClient } = renderWithTrove(
      <FollowButton target={{ to_organisation: 3 }} listing={{ itemType: 'ORGANISATION', id: 164 }} />,
      { token: 'member' },
    );
    act(() => queryClient.setQueryData(key, organisation()));
    await waitFor(() => expect(queryClient.getQueryData(userQueryKey)).toBeDefined());
    await clicker.click(screen.getByRole('button', { name: 'Follow', pressed: false }));
    // optimistic, in the caches: before the server answers
    expect(queryClient.getQueryData<User>(userQueryKey)?.following).toEqual({
      organisations: [3],
      users: [],
    });
    expect(queryClient.getQueryData<ItemDetail>(key)?.follower_count).toBe(5);
    expect(screen.getByRole('button', { name: 'Following', pressed: true })).toBeDefined();
    expect(screen.getByText('5 Followers')).toBeDefined();
    answer?.();
    await waitFor(() => expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByRole('button', { name: 'Following', pressed: true })).toBeDefined();
  });

  it('puts the member and the count back with Error following. when the follow fails', async () => {
    server.use(
      ...authHandlers({ user: userFixture({ is_profile_complete: true }) }),
      http.post('*/api/following/follow/', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })),
    );
    const key = galleryItemQueryKey({ itemType: 'ORGANISATION', id: 164 });
    const {
      user: clicker,
      queryClient,
      toasts,
    } = renderWithTrove(
      <FollowButton target={{ to_organisation: 3 }} listing={{ itemType: 'ORGANISATION', id: 164 }} />,
      { token: 'member' },
    );
    act(() => queryClient.setQueryData(key, organisation()));
    await waitFor(() => expect(queryClient.getQueryData(userQueryKey)).toBeDefined());
    const member = queryClient.getQueryData(userQueryKey);
    await clicker.click(screen.getByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(messages(toasts)).toContainEqual([undefined, 'Error following.']));
    expect(queryClient.getQueryData(userQueryKey)).toEqual(member);
    expect(queryClient.getQueryData(key)).toEqual(organisation());
    expect(screen.getByRole('button', { name: 'Follow', pressed: false })).toBeDefined();
    expect(screen.getByText('4 Followers')).toBeDefined();
  });
});

describe('WatchdogModal', () => {
  it('sends nothing and closes when no listing is named', async () => {
    const sent = vi.fn();
    server.use(http.post('*/api/watchdog/report/', sent));
    const onClose = vi.fn();
    renderWithTrove(<WatchdogModal target={null} onClose={onClose} />, { token: 'member' });
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(sent).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reports the listing with the reasons chosen, says so and closes', async () => {
    const reports: unknown[] = [];
    server.use(
      http.get('*/api/watchdog/reasons/', () =>
        HttpResponse.json([
          { id: 1, text: 'Counterfeit', section: 'The listing', selected: false },
          { id: 2, text: 'Rude', section: 'The member', selected: false },
        ]),
      ),
      http.post('*/api/watchdog/report/', async ({ request }) => {
        reports.push(await request.json());
        return HttpResponse.json({ id: 1 }, { status: 201 });
      }),
    );
    const onClose = vi.fn();
    const { user: clicker, toasts } = renderWithTrove(
      <WatchdogModal target={{ item: 5 }} onClose={onClose} />,
      {
        token: 'member',
      },
    );
    const dialog = await screen.findByRole('dialog');
    await clicker.click(await within(dialog).findByRole('checkbox', { name: 'Counterfeit' }));
    await clicker.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(reports).toEqual([{ text: '', reasons: [1], item: 5 }]);
    expect(messages(toasts)).toContainEqual([undefined, 'Watchdog submission created.']);
  });
});
