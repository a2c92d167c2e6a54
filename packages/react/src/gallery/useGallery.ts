import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiError } from '@trove/core';
import {
  type GalleryItem,
  type GalleryParams,
  type GalleryResponse,
  listGallery,
  type NextParams,
} from '@trove/core/gallery';
import { useMemo } from 'react';
import { useTroveClient } from '../provider/useTroveClient';
import { galleryQueryKey } from './galleryQueryKeys';

const NO_TILES: readonly GalleryItem[] = [];

export interface UseGalleryResult {
  /** Every loaded tile, pages in order; a tile a later page repeats is shown once. */
  tiles: readonly GalleryItem[];
  /** How many tiles match, over all pages; `undefined` until the first page. */
  total: number | undefined;
  /** The categories panel of the first page. */
  categories: GalleryResponse['categories'] | undefined;
  /** The place shown (niche, section, gallery, caption), its name and item type; `undefined` until the first page. */
  place: GalleryResponse['item'] | undefined;
  /** The gallery's description paragraphs. */
  description: readonly string[];
  /** The first page is loading. */
  loading: boolean;
  /** A next page is loading. */
  loadingMore: boolean;
  /** A page after the loaded ones exists (`next_params` was not null). */
  hasMore: boolean;
  /** The last call failed: the first page when there are no tiles, else the next page. */
  error: ApiError | null;
  /** Loads the next page, unless one is loading or there is none. */
  fetchNextPage: () => void;
  /** Loads the gallery again from its first page. */
  refetch: () => void;
}

/** A gallery's tiles, 11 a page, each next page asked with the previous page's `next_params`. */
export function useGallery(params: GalleryParams): UseGalleryResult {
  // the list call alone, so a bundle showing only tiles carries no other browsing schema
  const client = useTroveClient();
  const query = useInfiniteQuery<
    GalleryResponse,
    ApiError,
    InfiniteData<GalleryResponse, NextParams | null>,
    ReturnType<typeof galleryQueryKey>,
    NextParams | null
  >({
    queryKey: galleryQueryKey(params),
    queryFn: ({ pageParam }) => listGallery(client, params, pageParam),
    initialPageParam: null,
    getNextPageParam: (last) => last.next_params ?? undefined,
  });
  const { data, fetchNextPage, hasNextPage, isFetchingNextPage, refetch } = query;
  const tiles = useMemo(() => {
    if (!data) return NO_TILES;
    const seen = new Set<string>();
    return data.pages.flatMap((page) =>
      page.results.filter((tile) => {
        const fresh = !seen.has(tile.url_id);
        seen.add(tile.url_id);
        return fresh;
      }),
    );
  }, [data]);
  const first = data?.pages[0];
  return {
    tiles,
    total: first?.total,
    categories: first?.categories,
    place: first?.item ?? undefined,
    description: first?.description ?? [],
    loading: query.isPending,
    loadingMore: isFetchingNextPage,
    hasMore: hasNextPage,
    error: query.error,
    fetchNextPage: () => {
      if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
    },
    refetch: () => void refetch(),
  };
}
