import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@trove/core';
import type { BasketLine } from '@trove/core/shop';
import { useToast } from '../toast/useToast';
import { availabilityRootQueryKey, basketQueryKey } from './cartQueryKeys';
import { useShopApi } from './useShopApi';

/**
 * Removes a line from the member's basket (`DELETE` on its url), then reads the basket again. A
 * refusal (an auction win cannot be removed) shows the server's detail.
 */
export function useRemoveLine(): UseMutationResult<void, ApiError, BasketLine> {
  const api = useShopApi();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation<void, ApiError, BasketLine>({
    mutationFn: (line) => api.deleteLine(line.url),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: basketQueryKey });
      void queryClient.invalidateQueries({ queryKey: availabilityRootQueryKey });
    },
    onError: (error) => {
      if (error.detail) toast.error(error.detail);
    },
  });
}
