import { useQuery } from '@tanstack/react-query';
import type { ApiError } from '@trove/core';
import type { GalleryFeatures, GalleryParams } from '@trove/core/gallery';
import { useGalleryApi } from '../../gallery/useGalleryApi';
import { galleryFeaturesQueryKey } from './filtersQueryKeys';

/** The gallery header is cached for 5 minutes (§7 Gallery header, §9 Caches). */
export const GALLERY_FEATURES_STALE_MS = 5 * 60 * 1000;

/** The header of a place: its banners, link blocks, alternate logo and hide-advanced-search flag. */
export function useGalleryFeatures(place: Pick<GalleryParams, 'niche' | 'section' | 'gallery'>) {
  const api = useGalleryApi();
  const { niche, section, gallery } = place;
  return useQuery<GalleryFeatures, ApiError>({
    queryKey: galleryFeaturesQueryKey({ niche, section, gallery }),
    queryFn: () => api.features({ niche, section, gallery }),
    staleTime: GALLERY_FEATURES_STALE_MS,
  });
}
