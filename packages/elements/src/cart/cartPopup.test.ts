import { PARTNER_SIGN_IN_MESSAGE } from '@trove/core/auth';
import { fakePopupWindow } from '@trove/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { marketplaceCartUrl, openCartPopup } from './cartPopup';

const SITE = 'https://market.example';
const PARTNER = 'https://club.example';

/** The partner's page, with its popup, messages and timers driven by the test. */
function fakeWindow({ blocked = false } = {}) {
  return fakePopupWindow({ href: `${PARTNER}/shop`, blocked });
}

describe('openCartPopup', () => {
  it("opens the marketplace's /cart told the partner's origin", () => {
    const fake = fakeWindow();
    expect(openCartPopup({ siteBase: SITE, window: fake.win })).toBe(true);
    expect(fake.open).toHaveBeenCalledWith(
      `${SITE}/cart?origin=${encodeURIComponent(PARTNER)}`,
      'trove-cart',
      expect.any(String),
    );
    expect(marketplaceCartUrl(`${SITE}/`, PARTNER)).toBe(`${SITE}/cart?origin=https%3A%2F%2Fclub.example`);
  });

  it('answers false when the popup is blocked (the link then opens a new tab)', () => {
    const fake = fakeWindow({ blocked: true });
    expect(openCartPopup({ siteBase: SITE, window: fake.win })).toBe(false);
    expect(fake.listening()).toBe(0);
  });

  it('takes a token only from its popup on the marketplace origin, and stops listening once it closes', () => {
    const fake = fakeWindow();
    const onToken = vi.fn();
    const onClosed = vi.fn();
    openCartPopup({ siteBase: SITE, window: fake.win, onToken, onClosed });
    fake.post({ type: PARTNER_SIGN_IN_MESSAGE, token: 'forged' }, 'https://evil.example');
    fake.post({ type: PARTNER_SIGN_IN_MESSAGE, token: 'forged' }, SITE, {});
    fake.post({ type: 'something-else', token: 'x' }, SITE);
    expect(onToken).not.toHaveBeenCalled();
    fake.post({ type: PARTNER_SIGN_IN_MESSAGE, token: 'partner-token' }, SITE);
    expect(onToken).toHaveBeenCalledExactlyOnceWith('partner-token');
    fake.tick();
    expect(onClosed).not.toHaveBeenCalled();
    fake.popup.closed = true;
    fake.tick();
    expect(onClosed).toHaveBeenCalledOnce();
    expect(fake.listening()).toBe(0);
  });
});
