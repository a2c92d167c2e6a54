import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@trove/core';
import { type AddProductResult, addToCartFailureMessage, CART_MESSAGES } from '@trove/core/shop';
import { useToast } from '../toast/useToast';
import { availabilityQueryKey, basketQueryKey } from './cartQueryKeys';
import { useShopApi } from './useShopApi';

export interface AddToCartInput {
  /** The product's url (an item detail's `products[0].url`). */
  productUrl: string;
  /** The item's name, for the toast `Added {item name} to cart`. */
  itemName: string;
  /** Default: 1. */
  quantity?: number | undefined;
  options?: { option: string; value: string }[] | undefined;
}

export interface UseAddToCartOptions {
  /**
   * Opens a product sold elsewhere (a 202 answer). Default: `window.open(url, '_blank', 'noopener')`.
   */
  openExternal?: (url: string) => void;
}

function openInNewTab(url: string) {
  window.open(url, '_blank', 'noopener');
}

/**
 * Adds a product to the member's basket (`POST /api/shop/basket/add-product/`). Added: the
 * answer becomes the cached basket and the toast says `Added {item name} to cart`. Sold
 * elsewhere (202): its url opens in a new tab. Refused: `Item currently unavailable` for the
 * reason Unavailable, else `Unable to add this item to your cart at this time.` and the reason
 * (core's `addToCartFailureMessage`); the product's availability is read again.
 */
export function useAddToCart({
  openExternal = openInNewTab,
}: UseAddToCartOptions = {}): UseMutationResult<AddProductResult, ApiError, AddToCartInput> {
  const api = useShopApi();
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation<AddProductResult, ApiError, AddToCartInput>({
    mutationFn: ({ productUrl, quantity, options }) =>
      api.addProduct({ url: productUrl, quantity: quantity ?? 1, ...(options ? { options } : {}) }),
    onSuccess: (result, { itemName }) => {
      if (result.kind === 'external') {
        openExternal(result.url);
        return;
      }
      queryClient.setQueryData(basketQueryKey, result.basket);
      toast.success(CART_MESSAGES.added(itemName));
    },
    onError: (error, { productUrl }) => {
      const reason =
        error.fieldErrors.reason?.[0] ??
        (error.status >= 400 && error.status < 500 ? error.detail : undefined);
      const message = addToCartFailureMessage(reason);
      if (message === CART_MESSAGES.itemUnavailable) toast.warning(message);
      else toast.error(message);
      void queryClient.invalidateQueries({ queryKey: availabilityQueryKey(productUrl) });
    },
  });
}
