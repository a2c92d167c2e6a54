// Signing in from a partner page. The element opens the marketplace's sign-in page in a popup;
// after signing in there, the page asks the API for a short-lived token for this page's origin
// (refused unless the origin is on the partner allow-list) and posts it back with
// `postMessage(message, thisOrigin)`, so no other page can read it. The element keeps the token in
// memory: the partner page's storage never holds it.
import { isPartnerSignInMessage, PARTNER_SIGN_IN_PATH } from '@trove/core/auth';

/** The popup's address: the marketplace's sign-in page, told which origin to answer. */
export function partnerSignInUrl(siteBase: string, partnerOrigin: string): string {
  const url = new URL(PARTNER_SIGN_IN_PATH, `${siteBase.replace(/\/+$/, '')}/`);
  url.searchParams.set('origin', partnerOrigin);
  return url.toString();
}

export class SignInCancelledError extends Error {
  override readonly name = 'SignInCancelledError';
}

export interface SignInThroughPopupOptions {
  /** Origin (and path prefix) of the marketplace; empty: this page's origin. */
  siteBase: string;
  /** Default: `window`. */
  window?: Window;
  /** How often to check whether the visitor closed the popup. */
  closedCheckMs?: number;
}

/**
 * Opens the sign-in popup and resolves with the token it posts back; rejects with
 * {@link SignInCancelledError} when the popup is blocked or closed first. Messages from any other
 * origin or window are ignored.
 */
export function signInThroughPopup({
  siteBase,
  window: win = window,
  closedCheckMs = 500,
}: SignInThroughPopupOptions): Promise<string> {
  const siteOrigin = new URL(siteBase || win.location.origin, win.location.href).origin;
  const popup = win.open(
    partnerSignInUrl(siteBase || win.location.origin, win.location.origin),
    'trove-sign-in',
    'popup,width=480,height=640',
  );
  if (!popup) return Promise.reject(new SignInCancelledError('The sign-in window was blocked.'));

  return new Promise<string>((resolve, reject) => {
    const finish = () => {
      win.removeEventListener('message', onMessage);
      win.clearInterval(closedCheck);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== siteOrigin || event.source !== popup || !isPartnerSignInMessage(event.data))
        return;
      finish();
      resolve(event.data.token);
    };
    const closedCheck = win.setInterval(() => {
      if (!popup.closed) return;
      finish();
      reject(new SignInCancelledError('The sign-in window was closed.'));
    }, closedCheckMs);
    win.addEventListener('message', onMessage);
  });
}
