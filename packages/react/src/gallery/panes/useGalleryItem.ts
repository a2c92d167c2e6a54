import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@trove/core';
import type { ItemDetail, OpenItem } from '@trove/core/gallery';
import { useEffect, useRef } from 'react';
import { galleryItemQueryKey } from '../galleryQueryKeys';
import { useGalleryApi } from '../useGalleryApi';

const isClientError = (error: ApiError) => error.status >= 400 && error.status < 500;

/**
 * The detail of the open listing (`GET /api/gallery/item/{type}/{id}`), and one view counted
 * (`POST /api/analytics/obj-detail-view/{id}`) each time a listing is opened: once its detail is
 * there, and not again while it stays open. Nothing is fetched while `openItem` is undefined. A
 * 403 or 404 is not retried: it is the answer.
 */
export function useGalleryItem(openItem: OpenItem | undefined) {
  const api = useGalleryApi();
  const defaultRetry = useQueryClient().getDefaultOptions().queries?.retry;
  const query = useQuery<ItemDetail, ApiError>({
    queryKey: openItem ? galleryItemQueryKey(openItem) : ['trove', 'galleryItem', null],
    queryFn: openItem ? () => api.item(openItem.itemType, openItem.id) : skipToken,
    retry: (failures, error) => {
      if (isClientError(error)) return false;
      if (typeof defaultRetry === 'function') return defaultRetry(failures, error);
      if (typeof defaultRetry === 'number') return failures < defaultRetry;
      return defaultRetry ?? failures < 3;
    },
  });

  const { mutate: countView } = useMutation<void, ApiError, ItemDetail>({
    mutationFn: (detail) => api.countView(detail.id, detail.absolute_url),
  });
  // the open listing whose view is counted: kept across renders, cleared when it closes
  const counted = useRef<string | null>(null);
  const openKey = openItem ? `${openItem.itemType}:${openItem.id}` : null;
  const detail = query.data;
  useEffect(() => {
    if (openKey === null) {
      counted.current = null;
      return;
    }
    if (!detail || counted.current === openKey) return;
    counted.current = openKey;
    countView(detail);
  }, [openKey, detail, countView]);

  return query;
}
