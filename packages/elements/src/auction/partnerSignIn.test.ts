import { PARTNER_SIGN_IN_MESSAGE } from '@trove/core/auth';
import { fakePopupWindow } from '@trove/test-utils';
import { describe, expect, it } from 'vitest';
import { partnerSignInUrl, SignInCancelledError, signInThroughPopup } from './partnerSignIn';

const SITE = 'https://market.example';
const PARTNER = 'https://club.example';

/** The partner's page, with its popup, messages and timers driven by the test. */
function fakeWindow({ blocked = false } = {}) {
  return fakePopupWindow({ href: `${PARTNER}/lots`, blocked });
}

describe('signInThroughPopup', () => {
  it("opens the site's sign-in page told the partner's origin", () => {
    const fake = fakeWindow();
    void signInThroughPopup({ siteBase: SITE, window: fake.win });
    expect(fake.open).toHaveBeenCalledWith(
      `${SITE}/auth/partner-sign-in?origin=${encodeURIComponent(PARTNER)}`,
      'trove-sign-in',
      expect.any(String),
    );
    expect(partnerSignInUrl(`${SITE}/`, PARTNER)).toBe(
      `${SITE}/auth/partner-sign-in?origin=https%3A%2F%2Fclub.example`,
    );
  });

  it('takes the token only from the popup, on the site’s origin, in the sign-in message', async () => {
    const fake = fakeWindow();
    const signedIn = signInThroughPopup({ siteBase: SITE, window: fake.win });
    fake.post({ type: PARTNER_SIGN_IN_MESSAGE, token: 'forged' }, 'https://evil.example');
    fake.post({ type: PARTNER_SIGN_IN_MESSAGE, token: 'forged' }, SITE, {});
    fake.post({ type: 'something-else', token: 'x' }, SITE);
    fake.post({ type: PARTNER_SIGN_IN_MESSAGE, token: 'ptk_real' }, SITE);
    await expect(signedIn).resolves.toBe('ptk_real');
    expect(fake.listening()).toBe(0);
  });

  it('gives up when the popup is blocked or closed before signing in', async () => {
    await expect(
      signInThroughPopup({ siteBase: SITE, window: fakeWindow({ blocked: true }).win }),
    ).rejects.toBeInstanceOf(SignInCancelledError);
    const fake = fakeWindow();
    const signedIn = signInThroughPopup({ siteBase: SITE, window: fake.win });
    fake.tick();
    fake.popup.closed = true;
    fake.tick();
    await expect(signedIn).rejects.toBeInstanceOf(SignInCancelledError);
    expect(fake.listening()).toBe(0);
  });
});
