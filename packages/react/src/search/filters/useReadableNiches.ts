import { useQuery } from '@tanstack/react-query';
import type { ApiError } from '@trove/core';
import { type NicheTree, READABLE_NICHES_MAX_AGE_MS } from '@trove/core/gallery';
import { useGalleryApi } from '../../gallery/useGalleryApi';
import { useGalleryCache } from '../../gallery/useGalleryCache';
import { readableNichesQueryKey } from './filtersQueryKeys';
import { storedInitialData } from './storedInitialData';

/** The readable niche tree is cached for 5 minutes (§7 Niches, §9 Caches). */
export const READABLE_NICHES_STALE_MS = READABLE_NICHES_MAX_AGE_MS;

/**
 * The niche tree a visitor may browse: niches, sections, galleries, captions. Each answer is also
 * kept in local storage, so a returning visitor's niche menu shows at once.
 */
export function useReadableNiches() {
  const api = useGalleryApi();
  const cache = useGalleryCache();
  return useQuery<NicheTree, ApiError>({
    queryKey: readableNichesQueryKey,
    queryFn: async () => {
      const tree = await api.niches('readable');
      cache.readableNiches.set(tree);
      return tree;
    },
    ...storedInitialData(() => cache.readableNiches.entry()),
    staleTime: READABLE_NICHES_STALE_MS,
  });
}
