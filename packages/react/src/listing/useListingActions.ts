import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@trove/core';
import {
  archiveToggle,
  LISTING_MESSAGES,
  type ListingPage,
  type ListingPayment,
  type ListingRow,
  type ListingState,
  type PromoteResult,
  withListingState,
} from '@trove/core/listing';
import { useToast } from '../toast/useToast';
import { listingsRootQueryKey } from './listingQueryKeys';
import { listingsPricesRootQueryKey } from './relistQueryKeys';
import { useListingApi } from './useListingApi';

/** Puts a changed state into every cached page of listings (core's `withListingState`). */
function useApplyState() {
  const queryClient = useQueryClient();
  return (state: ListingState, highlight: boolean, patch: Partial<ListingRow> = {}) => {
    for (const [key, page] of queryClient.getQueriesData<ListingPage>({ queryKey: listingsRootQueryKey })) {
      if (page)
        queryClient.setQueryData<ListingPage>(key as QueryKey, {
          ...page,
          results: withListingState(page.results, state, { highlight }).map((row) =>
            row.id === state.id ? { ...row, ...patch } : row,
          ),
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
 * spec's Re-list failed message, but a refused payment (402) is the re-list modal's to say, beside
 * the card.
 */
export function useRelist() {
  const api = useListingApi();
  const toast = useToast();
  const apply = useApplyState();
  const queryClient = useQueryClient();
  return useMutation<ListingState, ApiError, { id: number; payment?: ListingPayment | null }>({
    mutationFn: ({ id, payment }) => api.relist(id, payment),
    onSuccess: (state) => {
      // listed again now: the Listed column says so without reading the page again (which would
      // lose the highlight)
      apply(state, true, { date_listed: new Date().toISOString() });
      toast.success(LISTING_MESSAGES.relisted);
      // a free listing may be used up: the next re-list's price is asked again
      void queryClient.invalidateQueries({ queryKey: listingsPricesRootQueryKey });
    },
    onError: (error) => {
      if (error.status !== 402) toast.error(LISTING_MESSAGES.relistFailed);
    },
  });
}

/**
 * The boost form's save (seed 000 §5: 0 to 100, change_item_feature_boost): the row's boost
 * changes in every cached page and the toast says Boost updated; a failure is the form's to show.
 */
export function usePromote() {
  const api = useListingApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation<PromoteResult, ApiError, { id: number; boost: number }>({
    mutationFn: ({ id, boost }) => api.promote(id, boost),
    onSuccess: (result) => {
      for (const [key, page] of queryClient.getQueriesData<ListingPage>({ queryKey: listingsRootQueryKey })) {
        if (page)
          queryClient.setQueryData<ListingPage>(key as QueryKey, {
            ...page,
            results: page.results.map((row) =>
              row.id === result.id ? { ...row, boost: result.boost } : row,
            ),
          });
      }
      toast.success(LISTING_MESSAGES.boostSaved);
    },
  });
}
