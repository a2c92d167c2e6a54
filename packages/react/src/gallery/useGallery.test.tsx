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

  it('sends the search and keeps the sort in the cursor', async () => {
    const sorts: (string | null)[] = [];
    server.use(...galleryHandlers({ onRequest: (query) => sorts.push(query.get('sort')) }));
    const { result } = renderGallery({ ...defaultGalleryParams, sort: 'price', for_sale: true });
    await waitFor(() => expect(result.current.tiles.length).toBeGreaterThan(0));
    const prices = result.current.tiles.map((tile) => Number(tile.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(result.current.tiles.every((tile) => tile.for_sale)).toBe(true);
    act(() => result.current.fetchNextPage());
    await waitFor(() => expect(sorts).toEqual(['price', 'price']));
  });
});
