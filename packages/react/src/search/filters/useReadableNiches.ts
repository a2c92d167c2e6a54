import { useQuery } from '@tanstack/react-query';
import type { ApiError } from '@trove/core';
import type { NicheTree } from '@trove/core/gallery';
import { useGalleryApi } from '../../gallery/useGalleryApi';
import { readableNichesQueryKey } from './filtersQueryKeys';

/** The readable niche tree is cached for 5 minutes (§7 Niches, §9 Caches). */
export const READABLE_NICHES_STALE_MS = 5 * 60 * 1000;

/** The niche tree a visitor may browse: niches, sections, galleries, captions. */
export function useReadableNiches() {
  const api = useGalleryApi();
  return useQuery<NicheTree, ApiError>({
    queryKey: readableNichesQueryKey,
    queryFn: () => api.niches('readable'),
    staleTime: READABLE_NICHES_STALE_MS,
  });
}
