import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@trove/core';
import {
  archiveToggle,
  LISTING_MESSAGES,
  type ListingPage,
  type ListingPayment,
  type ListingRow,
  type ListingState,
  withListingState,
} from '@trove/core/listing';
import { useToast } from '../toast/useToast';
import { listingsRootQueryKey } from './listingQueryKeys';
import { useListingApi } from './useListingApi';

/** Puts a changed state into every cached page of listings (core's `withListingState`). */
function useApplyState() {
  const queryClient = useQueryClient();
  return (state: ListingState, highlight: boolean) => {
    for (const [key, page] of queryClient.getQueriesData<ListingPage>({ queryKey: listingsRootQueryKey })) {
      if (page)
        queryClient.setQueryData<ListingPage>(key as QueryKey, {
          ...page,
          results: withListingState(page.results, state, { highlight }),
        });
    }
  };
}

/**
 * The archive toggle (seed 000 §4): archive any listing but an archived one, publish an archived
 * one; the row changes with the answer and the toast says Item archived or Item published.
 */
export function useArchiveToggle() {
  const api = useListingApi();
  const toast = useToast();
  const apply = useApplyState();
  return useMutation<ListingState, ApiError, Pick<ListingRow, 'id' | 'status'>>({
    mutationFn: (row) => api.archive(row.id, archiveToggle(row).archive),
    onSuccess: (state, row) => {
      apply(state, false);
      toast.success(archiveToggle(row).message);
    },
    onError: (error) => {
      toast.error(error.detail ?? LISTING_MESSAGES.saveProblem);
    },
  });
}

/**
 * Re-list an expired listing (seed 000 §4, §8): with the payment when a fee is due. On success the
 * row is active and highlighted and the toast says Item has been re-listed; a failure says the
 * spec's Re-list failed message.
 */
export function useRelist() {
  const api = useListingApi();
  const toast = useToast();
  const apply = useApplyState();
  return useMutation<ListingState, ApiError, { id: number; payment?: ListingPayment | null }>({
    mutationFn: ({ id, payment }) => api.relist(id, payment),
    onSuccess: (state) => {
      apply(state, true);
      toast.success(LISTING_MESSAGES.relisted);
    },
    onError: () => {
      toast.error(LISTING_MESSAGES.relistFailed);
    },
  });
}
