import { useQuery } from '@tanstack/react-query';
import { fetchItemImage, itemOfPath } from '@trove/core/gallery';
import { useTroveClient } from '../provider/useTroveClient';

/**
 * The first image of a lot's item, read from the gallery (the lot's `url` is its listing URL, so
 * the gallery's own route rule names the item). Null without one, or until it is in.
 */
export function useLotItemImage(lotUrl: string | undefined): string | null {
  const { http, baseUrl } = useTroveClient();
  const item = lotUrl === undefined ? undefined : itemOfPath(lotUrl);
  const query = useQuery({
    queryKey: ['trove', 'lotItemImage', baseUrl, item?.itemType ?? null, item?.id ?? null],
    queryFn: () => (item ? fetchItemImage(http, item, baseUrl) : null),
    enabled: item !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return query.data ?? null;
}
