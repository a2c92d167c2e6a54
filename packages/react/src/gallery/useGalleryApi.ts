import { createGalleryApi, type GalleryApi } from '@trove/core/gallery';
import { useMemo } from 'react';
import { useTroveClient } from '../provider/useTroveClient';

/** The browsing calls of core (`createGalleryApi`) over the provider's client. */
export function useGalleryApi(): GalleryApi {
  const client = useTroveClient();
  return useMemo(() => createGalleryApi(client), [client]);
}
