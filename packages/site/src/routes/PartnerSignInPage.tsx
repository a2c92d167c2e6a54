import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@trove/core';
import {
  createAuthApi,
  PARTNER_SIGN_IN_MESSAGE,
  type PartnerSignInMessage,
  partnerOriginOf,
  serverMessages,
} from '@trove/core/auth';
import { LoginModal } from '@trove/react';
import { useEffect, useState } from 'react';
import { usePageMeta } from '../app/pageMeta';
import { RouterLink } from '../app/RouterLink';
import { isSignedIn, troveClient } from '../app/troveClient';

/**
 * The popup a partner page's `<trove-bid-panel>` opens (`?origin=` its origin): sign in if need
 * be, then post a partner token to that origin alone and close. The server refuses origins off
 * the partner allow-list, so no other page can get one.
 */
export function PartnerSignInPage({ origin }: { origin: string | undefined }) {
  usePageMeta('Sign in');
  const partner = partnerOriginOf(origin);
  const [signedIn, setSignedIn] = useState(isSignedIn);
  const token = useQuery({
    queryKey: ['auth', 'partner-token', partner],
    queryFn: () => createAuthApi(troveClient).partnerToken(partner ?? ''),
    enabled: signedIn && partner !== null,
    retry: false,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  });

  const opener = window.opener as Window | null;
  useEffect(() => {
    const opener = window.opener as Window | null;
    if (!token.data || partner === null || !opener) return;
    const message: PartnerSignInMessage = { type: PARTNER_SIGN_IN_MESSAGE, token: token.data.token };
    opener.postMessage(message, partner);
    window.close();
  }, [token.data, partner]);

  if (partner === null || !opener) return <PartnerMessage alert text={serverMessages.notAPartner} />;
  if (!signedIn) {
    return (
      <LoginModal
        showLogin
        linkComponent={RouterLink}
        onClose={() => window.close()}
        onSuccess={() => setSignedIn(true)}
      />
    );
  }
  if (token.error) {
    const detail = isApiError(token.error) ? token.error.detail : undefined;
    return <PartnerMessage alert text={detail ?? serverMessages.notAPartner} />;
  }
  return <PartnerMessage text="Signing you in…" />;
}

function PartnerMessage({ text, alert = false }: { text: string; alert?: boolean }) {
  return (
    <main id="content" className="trove-partner-sign-in">
      <p role={alert ? 'alert' : 'status'}>{text}</p>
    </main>
  );
}
