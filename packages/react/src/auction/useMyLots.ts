import { keepPreviousData, type UseQueryResult, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError, Page } from '@trove/core';
import { AUCTION_MESSAGES, type Lot, type LotListQuery } from '@trove/core/auction';
import { useEffect } from 'react';
import { useAuthToken } from '../auth/useAuthToken';
import { useToast } from '../toast/useToast';
import { myLotsQueryKey } from './auctionQueryKeys';
import { retryServerErrors } from './retryServerErrors';
import { useAuctionsApi } from './useAuctionsApi';

/**
 * A page (50 a page) of the signed-in member's lots, sorted by `sort`; the previous page stays
 * shown while the next loads. A failure other than a 404 shows the toast Error getting lots; a 4xx is not retried.
 */
export function useMyLots({ sort, page = 1 }: LotListQuery = {}): UseQueryResult<Page<Lot>, ApiError> {
  const api = useAuctionsApi();
  const token = useAuthToken();
  const toast = useToast();
  const queryClient = useQueryClient();
  const query = useQuery<Page<Lot>, ApiError>({
    queryKey: myLotsQueryKey({ sort, page }),
    queryFn: () => api.lots(sort === undefined ? { page } : { sort, page }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    retry: retryServerErrors(queryClient),
  });
  const { error, errorUpdateCount } = query;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one toast per failed fetch, counted by errorUpdateCount
  useEffect(() => {
    if (error && error.status !== 404) toast.error(AUCTION_MESSAGES.errorGettingLots);
  }, [errorUpdateCount, toast]);
  return query;
}
