// Buying from a partner page. Card entry never runs inside a partner's page (a shadow root is no
// security boundary): the elements open the marketplace's own cart page in a popup (or, blocked,
// a new tab through their link). Told the partner's origin, that page signs the visitor in if need
// be and posts a partner token back, as the sign-in popup does, so the element can count the basket.
import { isPartnerSignInMessage } from '@trove/core/auth';

/** The marketplace's cart page (seed 001 §2 home.cart). */
export const CART_PATH = '/cart';

/** A product the cart page adds before it opens (seed 001 §2 home.cart: productUrl, itemName). */
export interface CartProduct {
  /** The product's url (an item detail's `products[0].url`). */
  productUrl: string;
  itemName: string;
}

/** The cart page's address on the marketplace, told which partner origin to answer (and a product to add). */
export function marketplaceCartUrl(siteBase: string, partnerOrigin: string, product?: CartProduct): string {
  const url = new URL(CART_PATH, `${siteBase.replace(/\/+$/, '')}/`);
  if (product) {
    url.searchParams.set('itemName', product.itemName);
    url.searchParams.set('productUrl', product.productUrl);
  }
  url.searchParams.set('origin', partnerOrigin);
  return url.toString();
}

export interface OpenCartPopupOptions {
  /** Origin (and path prefix) of the marketplace; empty: this page's origin. */
  siteBase: string;
  /** A product the cart page adds first (signing the visitor in there if need be). */
  product?: CartProduct | undefined;
  /** The cart page posted a partner token (the visitor is signed in there). */
  onToken?: (token: string) => void;
  /** The popup closed: e.g. count the basket again. */
  onClosed?: () => void;
  /** Default: `window`. */
  window?: Window;
  /** How often to check whether the visitor closed the popup. */
  closedCheckMs?: number;
}

/**
 * Opens the marketplace's cart in a popup. Returns false when the browser blocked it: the caller's
 * link then opens the page in a new tab. Messages from any other origin or window are ignored.
 */
export function openCartPopup({
  siteBase,
  product,
  onToken,
  onClosed,
  window: win = window,
  closedCheckMs = 500,
}: OpenCartPopupOptions): boolean {
  const siteOrigin = new URL(siteBase || win.location.origin, win.location.href).origin;
  const popup = win.open(
    marketplaceCartUrl(siteBase || win.location.origin, win.location.origin, product),
    'trove-cart',
    'popup,width=560,height=760',
  );
  if (!popup) return false;
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== siteOrigin || event.source !== popup || !isPartnerSignInMessage(event.data)) return;
    onToken?.(event.data.token);
  };
  const closedCheck = win.setInterval(() => {
    if (!popup.closed) return;
    win.removeEventListener('message', onMessage);
    win.clearInterval(closedCheck);
    onClosed?.();
  }, closedCheckMs);
  win.addEventListener('message', onMessage);
  return true;
}
