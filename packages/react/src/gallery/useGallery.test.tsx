import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createMemoryStorage, createTroveClient } from '@trove/core';
import { defaultGalleryParams, type GalleryParams, galleryResponseSchema } from '@trove/core/gallery';
import {
  galleryHandlers,
  galleryListFixture,
  galleryPageFixture,
  nextParamsFixture,
} from '@trove/test-utils';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { TroveProvider } from '../provider/TroveProvider';
import { setupMswServer } from '../testing/mswServer';
import { useGallery } from './useGallery';

const server = setupMswServer(...galleryHandlers());

function renderGallery(params: GalleryParams) {
  const client = createTroveClient({ baseUrl: 'http://trove.test', storage: createMemoryStorage() });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TroveProvider client={client} queryClient={queryClient}>
      {children}
    </TroveProvider>
  );
  return renderHook(() => useGallery(params), { wrapper });
}

describe('the gallery fixtures', () => {
  it('are valid gallery responses', () => {
    expect(
      galleryResponseSchema.safeParse(galleryPageFixture(11, { next: nextParamsFixture(11) })).success,
    ).toBe(true);
    expect(galleryResponseSchema.safeParse(galleryPageFixture([])).success).toBe(true);
  });
});

describe('useGallery', () => {
  it('pages through next_params, 11 a page, each tile once, to the end', async () => {
    const cursors: (string | null)[] = [];
    server.use(...galleryHandlers({ onRequest: (query) => cursors.push(query.get('last_hit')) }));
    const { result } = renderGallery(defaultGalleryParams);
    await waitFor(() => expect(result.current.tiles).toHaveLength(11));
    expect(result.current.total).toBe(40);
    expect(result.current.categories?._order).toEqual(['coins', 'stamps']);
    for (const loaded of [22, 33, 40]) {
      act(() => result.current.fetchNextPage());
      await waitFor(() => expect(result.current.tiles).toHaveLength(loaded));
    }
    expect(result.current.hasMore).toBe(false);
    expect(cursors).toEqual([null, '11', '22', '33']);
    expect(result.current.tiles.map((tile) => tile.id)).toEqual(galleryListFixture().map((tile) => tile.id));
  });

  // What the hook does with a sort: send it, and keep it with the server's cursor on the next page.
  // The order itself is the server's (the hook shows tiles as they come), so the handler here
  // answers out of price order on purpose: a hook that re-sorted, or dropped the sort, fails.
  it('sends the search, keeps the sort with the cursor, and shows tiles in the order the server gave', async () => {
    const queries: URLSearchParams[] = [];
    const tiles = galleryListFixture(5).map((tile) => ({ ...tile, item_type: 'ITEM' as const }));
    const [a, b, c, d, e] = tiles;
    server.use(
      http.get('*/api/gallery/*', ({ request }) => {
        const query = new URL(request.url).searchParams;
        queries.push(query);
        return query.get('last_hit') === null
          ? HttpResponse.json(
              galleryPageFixture(
                [c, a, b].filter((tile) => tile !== undefined),
                {
                  total: 5,
                  next: { last_hit: '["cursor",7]', sort: 'price' },
                },
              ),
            )
          : HttpResponse.json(
              galleryPageFixture(
                [e, d].filter((tile) => tile !== undefined),
                { total: 5 },
              ),
            );
      }),
    );
    const { result } = renderGallery({ ...defaultGalleryParams, sort: 'price', for_sale: true });
    await waitFor(() => expect(result.current.tiles).toHaveLength(3));
    expect(queries[0]?.get('sort')).toBe('price');
    expect(queries[0]?.get('for_sale')).toBe('1');
    act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.tiles).toHaveLength(5));
    expect(queries[1]?.get('sort')).toBe('price');
    expect(queries[1]?.get('last_hit')).toBe('["cursor",7]');
    expect(queries[1]?.get('for_sale')).toBe('1');
    expect(result.current.tiles.map((tile) => tile.id)).toEqual([c, a, b, e, d].map((tile) => tile?.id));
    expect(result.current.hasMore).toBe(false);
  });
});
