import {
  type UseMutationResult,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApiError } from '@trove/core';
import { INCREMENT_MESSAGES, type IncrementTable, type IncrementTableInput } from '@trove/core/auction-admin';
import { serverErrorsOf } from '../forms/serverErrors';
import { useToast } from '../toast/useToast';
import { incrementsQueryKey } from './auctionQueryKeys';
import { retryServerErrors } from './retryServerErrors';
import { useAuctionAdminApi } from './useAuctionAdminApi';

/**
 * What a failed save says: the server's message (a refused table's, or the 403's `detail`), else
 * Error saving increments (a 5xx, no connection).
 */
export function incrementsSaveError(error: unknown): string {
  return serverErrorsOf(error, [], INCREMENT_MESSAGES.saveFailed).alert?.[0] ?? INCREMENT_MESSAGES.saveFailed;
}

/**
 * The increment table an organisation's new lots take (`GET /api/auctions/increments/{organisation}/`);
 * the default one, with `is_default`, when it has none of its own. A 4xx is not retried.
 */
export function useIncrements(organisation: number): UseQueryResult<IncrementTable, ApiError> {
  const api = useAuctionAdminApi();
  const queryClient = useQueryClient();
  return useQuery<IncrementTable, ApiError>({
    queryKey: incrementsQueryKey(organisation),
    queryFn: () => api.increments(organisation),
    retry: retryServerErrors(queryClient),
  });
}

/**
 * Replaces an organisation's increment table (`PUT`; `increments: null` goes back to the default),
 * for its admins and owners. Saved: the answer replaces the cached table and the toast says
 * Increments saved. Refused: a toast with the server's message (see `incrementsSaveError`).
 */
export function useSetIncrements(
  organisation: number,
): UseMutationResult<IncrementTable, ApiError, IncrementTableInput> {
  const api = useAuctionAdminApi();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation<IncrementTable, ApiError, IncrementTableInput>({
    mutationFn: (input) => api.setIncrements(organisation, input),
    onSuccess: (table) => {
      queryClient.setQueryData(incrementsQueryKey(organisation), table);
      toast.success(INCREMENT_MESSAGES.saved);
    },
    onError: (error) => {
      toast.error(incrementsSaveError(error));
    },
  });
}
