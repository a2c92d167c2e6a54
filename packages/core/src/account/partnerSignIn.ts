// Signing in from a partner page: the site's sign-in popup posts a partner token back to the
// element that opened it (see @trove/elements' auction/partnerSignIn.ts and the site's page).

/** The message the sign-in popup posts to its opener, and only to the partner's origin. */
export const PARTNER_SIGN_IN_MESSAGE = 'trove:signed-in';

/** The site's page that signs a partner page's visitor in: `?origin=` names the partner page. */
export const PARTNER_SIGN_IN_PATH = '/auth/partner-sign-in';

export interface PartnerSignInMessage {
  type: typeof PARTNER_SIGN_IN_MESSAGE;
  token: string;
}

export function isPartnerSignInMessage(data: unknown): data is PartnerSignInMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<PartnerSignInMessage>;
  return (
    message.type === PARTNER_SIGN_IN_MESSAGE && typeof message.token === 'string' && message.token !== ''
  );
}

/** The origin a partner page gave the popup, or null when it is not an http(s) origin. */
export function partnerOriginOf(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value
      ? url.origin
      : null;
  } catch {
    return null;
  }
}
