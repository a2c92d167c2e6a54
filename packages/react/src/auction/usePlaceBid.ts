import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@trove/core';
import {
  AUCTION_MESSAGES,
  type BidInput,
  type BidResult,
  bidErrorToasts,
  bidSuccessToast,
  type Lot,
} from '@trove/core/auction';
import { useCurrentUser } from '../auth/useCurrentUser';
import { useToast } from '../toast/useToast';
import { lotQueryKey, myLotsQueryKey } from './auctionQueryKeys';
import { useAuctionsApi } from './useAuctionsApi';

/**
 * Places a bid on a lot (`POST /api/auctions/lots/{id}/bids/`). Accepted: the lot in the answer
 * replaces the cached one (whose history stays until the lot, read again, brings the new rows) and
 * the toast says Bid placed, or You have been out bid when another
 * member's maximum answered it at once. Refused: the spec's toasts for the error (core's
 * `bidErrorToasts`) and the lot is refetched; the caller resets the amount (the panel's `failed`).
 */
export function usePlaceBid(id: number): UseMutationResult<BidResult, ApiError, BidInput> {
  const api = useAuctionsApi();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { data: user } = useCurrentUser();
  return useMutation<BidResult, ApiError, BidInput>({
    mutationFn: (input) => api.placeBid(id, input),
    onSuccess: (result) => {
      // The answer's lot has no history: keep the rows shown until the lot is read again.
      queryClient.setQueryData<Lot>(lotQueryKey(id), (shown) => ({
        ...result.lot,
        bids: shown?.bids ?? result.lot.bids,
      }));
      void queryClient.invalidateQueries({ queryKey: lotQueryKey(id), exact: true });
      void queryClient.invalidateQueries({ queryKey: myLotsQueryKey() });
      const message = user ? bidSuccessToast(result, user.id) : AUCTION_MESSAGES.bidPlaced;
      if (message === AUCTION_MESSAGES.outbid) toast.warning(message);
      else toast.success(message);
    },
    onError: (error) => {
      for (const { level, text } of bidErrorToasts(error)) toast.show({ kind: level, message: text });
      void queryClient.invalidateQueries({ queryKey: lotQueryKey(id), exact: true });
    },
  });
}
