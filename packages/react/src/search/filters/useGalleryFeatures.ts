import { useQuery } from '@tanstack/react-query';
import type { ApiError } from '@trove/core';
import { GALLERY_FEATURES_MAX_AGE_MS, type GalleryFeatures, type GalleryParams } from '@trove/core/gallery';
import { useGalleryApi } from '../../gallery/useGalleryApi';
import { useGalleryCache } from '../../gallery/useGalleryCache';
import { galleryFeaturesQueryKey } from './filtersQueryKeys';
import { storedInitialData } from './storedInitialData';

/** The gallery header is cached for 5 minutes (§7 Gallery header, §9 Caches). */
export const GALLERY_FEATURES_STALE_MS = GALLERY_FEATURES_MAX_AGE_MS;

/**
 * The header of a place: its banners, link blocks, alternate logo and hide-advanced-search flag.
 * Each answer is also kept in local storage, so a returning visitor's header shows at once.
 */
export function useGalleryFeatures(place: Pick<GalleryParams, 'niche' | 'section' | 'gallery'>) {
  const api = useGalleryApi();
  const cache = useGalleryCache();
  const { niche, section, gallery } = place;
  return useQuery<GalleryFeatures, ApiError>({
    queryKey: galleryFeaturesQueryKey({ niche, section, gallery }),
    queryFn: async () => {
      const features = await api.features({ niche, section, gallery });
      cache.features.set({ niche, section, gallery }, features);
      return features;
    },
    ...storedInitialData(() => cache.features.entry({ niche, section, gallery })),
    staleTime: GALLERY_FEATURES_STALE_MS,
  });
}
