import { type UseQueryResult, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@trove/core';
import { AUCTION_MESSAGES, type Lot } from '@trove/core/auction';
import { useEffect, useRef } from 'react';
import { useAuthToken } from '../auth/useAuthToken';
import { useToast } from '../toast/useToast';
import { lotQueryKey } from './auctionQueryKeys';
import { retryServerErrors } from './retryServerErrors';
import { useAuctionsApi } from './useAuctionsApi';

/**
 * One lot (`GET /api/auctions/lots/{id}/`). A failure other than a 404 shows the toast Error
 * getting lot details; a 4xx is not retried (it is the answer). Signing in or out refetches it,
 * as the member's own fields (`auto_bid`, `has_leading_bid`) change with who asks.
 */
export function useLot(id: number): UseQueryResult<Lot, ApiError> {
  const api = useAuctionsApi();
  const toast = useToast();
  const token = useAuthToken();
  const queryClient = useQueryClient();
  const query = useQuery<Lot, ApiError>({
    queryKey: lotQueryKey(id),
    queryFn: () => api.lot(id),
    retry: retryServerErrors(queryClient),
  });

  const { error, errorUpdateCount } = query;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one toast per failed fetch, counted by errorUpdateCount
  useEffect(() => {
    if (error && error.status !== 404) toast.error(AUCTION_MESSAGES.errorGettingLot);
  }, [errorUpdateCount, toast]);

  const tokenSeen = useRef(token);
  useEffect(() => {
    if (tokenSeen.current === token) return;
    tokenSeen.current = token;
    void queryClient.invalidateQueries({ queryKey: lotQueryKey(id) });
  }, [token, id, queryClient]);

  return query;
}
