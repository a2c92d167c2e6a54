import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import {
  createAuthApi,
  PARTNER_SIGN_IN_MESSAGE,
  type PartnerSignInMessage,
  partnerOriginOf,
} from '@trove/core/auth';
import { useAuthToken } from '@trove/react';
import { type AddToCartInput, CartModal, useAddToCart } from '@trove/react/cart';
import { useEffect, useRef, useState } from 'react';
import { usePageMeta } from '../app/pageMeta';
import { RouterLink } from '../app/RouterLink';
import { troveClient } from '../app/troveClient';
import { GalleryPage } from './GalleryPage';

/** The product `/cart` adds before it opens (seed 001 §2 home.cart: itemName, productUrl, quantity, options). */
export type CartPageItem = AddToCartInput;

/**
 * Spec §2 home.cart (/cart): the cart modal over the gallery. With a product in the URL it is
 * added first (once), and the URL drops it so a reload does not add it again. Signed out, the
 * modal's Log In goes to login and back here, the product still in the URL.
 */
export function CartPage({ item, origin }: { item: CartPageItem | undefined; origin?: string | undefined }) {
  usePageMeta('Cart');
  usePartnerToken(origin);
  const navigate = useNavigate();
  const router = useRouter();
  const signedIn = useAuthToken() !== null;
  const add = useAddToCart();
  const [adding, setAdding] = useState(item !== undefined && signedIn);
  const added = useRef<string | null>(null);

  useEffect(() => {
    if (!item || !signedIn) return;
    const key = JSON.stringify(item);
    // once per product in the URL (strict mode runs effects twice)
    if (added.current === key) return;
    added.current = key;
    setAdding(true);
    add.mutate(item, {
      onSettled: () => {
        setAdding(false);
        void navigate({ to: '/cart', search: { origin }, replace: true });
      },
    });
  }, [item, signedIn, add, navigate, origin]);

  const here = router.buildLocation({ to: '/cart', search: { ...item, origin } }).href;
  return (
    <>
      <GalleryPage />
      {!adding && (
        <CartModal
          linkComponent={RouterLink}
          onClose={() => navigate({ href: '/collectables' })}
          onLogin={() => navigate({ to: '/login', search: { redirect: here } })}
        />
      )}
    </>
  );
}

/**
 * Opened from a partner page's element (`?origin=` its origin, a popup): once the member is
 * signed in here, a partner token goes back to that origin alone, as the sign-in popup's does, so
 * the element can count the basket. The server refuses origins off the partner allow-list.
 */
function usePartnerToken(origin: string | undefined) {
  const partner = partnerOriginOf(origin);
  const signedIn = useAuthToken() !== null;
  const opener = typeof window === 'undefined' ? null : (window.opener as Window | null);
  const token = useQuery({
    queryKey: ['auth', 'partner-token', partner],
    queryFn: () => createAuthApi(troveClient).partnerToken(partner ?? ''),
    enabled: signedIn && partner !== null && opener !== null,
    retry: false,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => {
    if (!token.data || partner === null || !opener) return;
    const message: PartnerSignInMessage = { type: PARTNER_SIGN_IN_MESSAGE, token: token.data.token };
    opener.postMessage(message, partner);
  }, [token.data, partner, opener]);
}
