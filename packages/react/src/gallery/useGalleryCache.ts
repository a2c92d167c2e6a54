import { createGalleryCache, type GalleryCache } from '@trove/core/gallery';
import { useMemo } from 'react';
import { useTroveClient } from '../provider/useTroveClient';

/** Core's local caches of the gallery header and niche tree (`createGalleryCache`) over the provider's client. */
export function useGalleryCache(): GalleryCache {
  const client = useTroveClient();
  return useMemo(() => createGalleryCache(client), [client]);
}
