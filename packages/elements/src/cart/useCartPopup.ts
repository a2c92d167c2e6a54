import { useQueryClient } from '@tanstack/react-query';
import { userQueryKey, useTroveClient } from '@trove/react';
import type { MouseEvent } from 'react';
import { type CartProduct, marketplaceCartUrl, openCartPopup } from './cartPopup';
import { basketQueryKey } from './useBasketCount';

export interface CartPopup {
  /** The cart page's address, for a link (a new tab when popups are blocked). */
  href: string;
  /** Opens the cart page in a popup; false when the browser blocked it. */
  open: () => boolean;
  /** A link's click: the popup, or the link's own new tab when it is blocked. */
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * The marketplace's cart page (adding `product` first, when given) for a link and its click, or
 * to open: a token the page posts back signs this page's elements in; when the popup closes the
 * basket is counted again.
 */
export function useCartPopup(product?: CartProduct): CartPopup {
  const client = useTroveClient();
  const queryClient = useQueryClient();
  const partnerOrigin = typeof window === 'undefined' ? '' : window.location.origin;
  const open = () =>
    openCartPopup({
      siteBase: client.baseUrl,
      product,
      onToken: (token) => {
        client.tokenStore.set(token);
        void queryClient.invalidateQueries({ queryKey: userQueryKey });
      },
      onClosed: () => void queryClient.invalidateQueries({ queryKey: basketQueryKey }),
    });
  return {
    href: marketplaceCartUrl(client.baseUrl || partnerOrigin, partnerOrigin, product),
    open,
    onClick: (event) => {
      if (open()) event.preventDefault();
    },
  };
}
