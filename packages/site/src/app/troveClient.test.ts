import { defaultSiteSettings, SETTINGS_COOKIE } from '@trove/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { troveClient } from './troveClient';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the site's client", () => {
  it('lays the settings cookie over the settings (here the defaults: no server answers)', async () => {
    const overrides = { site_name: 'Cookie Market', features: { games: true } };
    vi.stubGlobal('document', {
      cookie: `other=1; ${SETTINGS_COOKIE}=${encodeURIComponent(JSON.stringify(overrides))}`,
    });
    await expect(troveClient.settings.get()).resolves.toEqual({
      ...defaultSiteSettings,
      site_name: 'Cookie Market',
      features: { ...defaultSiteSettings.features, games: true },
    });
  });

  it('lays none outside a browser', async () => {
    expect(globalThis.document).toBeUndefined();
    await expect(troveClient.settings.get()).resolves.toEqual(defaultSiteSettings);
  });
});
