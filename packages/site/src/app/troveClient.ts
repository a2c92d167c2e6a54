import { createStorageTokenStore, createTroveClient, defaultStorage, readSettingsCookie } from '@trove/core';
import { createVisitCounter } from '@trove/core/auth';

export const siteStorage = defaultStorage();

/**
 * The site talks to its own origin; the token lives in local storage so a reload keeps the session.
 * A 401 to a call made with a token clears it (core does), which signs the member out everywhere.
 * The site's settings cookie (`trove_settings`) is laid over the server's settings; the widgets,
 * on partner pages where that cookie never is, leave it out.
 */
export const troveClient = createTroveClient({
  baseUrl: '',
  storage: siteStorage,
  tokenStore: createStorageTokenStore(siteStorage),
  settingsOverrides: () => readSettingsCookie(globalThis.document?.cookie),
});

export const isSignedIn = () => troveClient.tokenStore.get() !== null;

/** Signed-out route visits; the maximum comes from the settings (20 in the default configuration). */
export const visitCounter = (max: number) => createVisitCounter(siteStorage, max);
